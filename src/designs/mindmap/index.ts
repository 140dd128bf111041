// Designs of the mindmap family (the first is the kind's default).
import type { DesignDefinition } from '../types.js';
import { mindmapRadial } from './radial.js';
import { mindmapTree } from './tree.js';

export const designs: DesignDefinition[] = [mindmapRadial, mindmapTree];
