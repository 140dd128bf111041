// Designs of the matrix family.
import type { DesignDefinition } from '../types.js';
import { matrixQuadrants } from './design.js';

export const designs: DesignDefinition[] = [matrixQuadrants];
