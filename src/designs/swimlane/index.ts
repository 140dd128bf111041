// Designs of the swimlane family.
import type { DesignDefinition } from '../types.js';
import { swimlaneLanes } from './design.js';

export const designs: DesignDefinition[] = [swimlaneLanes];
