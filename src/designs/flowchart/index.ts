// Designs of the flowchart family: top-down (the kind's default) and left-right.
import type { DesignDefinition } from '../types.js';
import { flowchartHorizontal } from './horizontal.js';
import { flowchartVertical } from './vertical.js';

export const designs: DesignDefinition[] = [flowchartVertical, flowchartHorizontal];
