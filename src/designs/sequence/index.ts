// Designs of the sequence family.
import type { DesignDefinition } from '../types.js';
import { sequenceLifelines } from './design.js';

export const designs: DesignDefinition[] = [sequenceLifelines];
