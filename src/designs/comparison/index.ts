// Designs of the comparison family.
import type { DesignDefinition } from '../types.js';
import { comparisonProsCons } from './pros-cons.js';
import { comparisonTable } from './table.js';

export const designs: DesignDefinition[] = [comparisonTable, comparisonProsCons];
