// Designs of the list family.
import type { DesignDefinition } from '../types.js';
import { listCards } from './cards.js';
import { listNumbered } from './numbered.js';

export const designs: DesignDefinition[] = [listNumbered, listCards];
