// Designs of the proportion family.
import type { DesignDefinition } from '../types.js';
import { proportionBars } from './bars.js';
import { proportionDonut } from './donut.js';

export const designs: DesignDefinition[] = [proportionBars, proportionDonut];
