// Designs of the timeline family (the first is the kind's default).
import type { DesignDefinition } from '../types.js';
import { timelineHorizontal } from './horizontal.js';
import { timelineVertical } from './vertical.js';

export const designs: DesignDefinition[] = [timelineHorizontal, timelineVertical];
