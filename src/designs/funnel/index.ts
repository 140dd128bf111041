// Designs of the funnel family.
import type { DesignDefinition } from '../types.js';
import { funnelStages } from './design.js';

export const designs: DesignDefinition[] = [funnelStages];
