// Designs of the class family.
import type { DesignDefinition } from '../types.js';
import { classDiagram } from './design.js';

export const designs: DesignDefinition[] = [classDiagram];
