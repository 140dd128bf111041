// Designs of the er family (filled in by its design files).
import type { DesignDefinition } from '../types.js';

export const designs: DesignDefinition[] = [];
