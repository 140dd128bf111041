// Designs of the venn family.
import type { DesignDefinition } from '../types.js';
import { vennSets } from './design.js';

export const designs: DesignDefinition[] = [vennSets];
