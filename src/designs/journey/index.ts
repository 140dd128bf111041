// Designs of the journey family.
import type { DesignDefinition } from '../types.js';
import { journeyMap } from './design.js';

export const designs: DesignDefinition[] = [journeyMap];
