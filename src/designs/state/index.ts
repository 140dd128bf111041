// Designs of the state family.
import type { DesignDefinition } from '../types.js';
import { stateMachine } from './design.js';

export const designs: DesignDefinition[] = [stateMachine];
