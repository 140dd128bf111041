// Designs of the hierarchy family.
import type { DesignDefinition } from '../types.js';
import { orgChart } from './design.js';

export const designs: DesignDefinition[] = [orgChart];
