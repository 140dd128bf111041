// Designs of the cycle family.
import type { DesignDefinition } from '../types.js';
import { cycleRing } from './design.js';

export const designs: DesignDefinition[] = [cycleRing];
