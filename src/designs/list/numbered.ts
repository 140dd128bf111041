// The list-numbered design: id, params, sample and layout of numbered steps down the page.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutNumbered } from './numbered-layout.js';

export const listNumberedParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show item descriptions under their labels'),
  badge: z.enum(['number', 'icon']).default('number').describe('what the circles show; icon falls back to the number'),
  columns: z.number().int().min(1).max(3).default(1).describe('columns the list flows down'),
});

export const listNumbered = defineDesign({
  id: 'list-numbered',
  kind: 'list',
  name: 'Numbered list',
  description: 'Numbered steps down the page: big numerals in coloured circles, a bold label and a description.',
  tags: ['list', 'numbered', 'steps', 'how to', 'guide', 'checklist', 'top tips'],
  params: listNumberedParams,
  sample: {
    title: 'How to launch a newsletter',
    items: [
      { label: 'Pick a focused topic', description: 'Choose one subject you can write about every week.' },
      { label: 'Choose a platform', description: 'Compare pricing, templates and analytics before you commit.' },
      { label: 'Write three issues ahead', description: 'A small backlog keeps the schedule steady.' },
      { label: 'Invite your first readers', description: 'Start with friends, colleagues and your social followers.' },
      { label: 'Measure and improve', description: 'Track opens and replies, then adjust topics and timing.' },
    ],
  },
  layout: layoutNumbered,
});
