// Designs of the architecture family.
import type { DesignDefinition } from '../types.js';
import { architectureZones } from './design.js';

export const designs: DesignDefinition[] = [architectureZones];
