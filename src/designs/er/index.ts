// Designs of the er family.
import type { DesignDefinition } from '../types.js';
import { erEntities } from './design.js';

export const designs: DesignDefinition[] = [erEntities];
