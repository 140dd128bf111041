// Designs of the pyramid family.
import type { DesignDefinition } from '../types.js';
import { pyramidLevels } from './design.js';

export const designs: DesignDefinition[] = [pyramidLevels];
