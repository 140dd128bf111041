// Designs of the gantt family.
import type { DesignDefinition } from '../types.js';
import { ganttChart } from './design.js';

export const designs: DesignDefinition[] = [ganttChart];
