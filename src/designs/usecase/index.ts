// Designs of the use case family.
import type { DesignDefinition } from '../types.js';
import { usecaseDiagram } from './design.js';

export const designs: DesignDefinition[] = [usecaseDiagram];
