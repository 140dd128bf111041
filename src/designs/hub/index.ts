// Designs of the hub family.
import type { DesignDefinition } from '../types.js';
import { hubSpokes } from './design.js';

export const designs: DesignDefinition[] = [hubSpokes];
