// The comparison-table design: id, params, sample and layout of options side by side over criteria rows.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutComparisonTable } from './table-layout.js';

export const comparisonTableParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show option descriptions in the header'),
});

export const comparisonTable = defineDesign({
  id: 'comparison-table',
  kind: 'comparison',
  name: 'Comparison table',
  description: 'Options as columns and criteria as rows, with yes/no shown as marks; pros and cons rows when no criteria.',
  tags: ['comparison', 'table', 'versus', 'features', 'pricing', 'options', 'evaluate'],
  params: comparisonTableParams,
  sample: {
    title: 'Choosing a database',
    options: [
      { label: 'PostgreSQL', description: 'Relational, open source', pros: [], cons: [] },
      { label: 'MongoDB', description: 'Document store', pros: [], cons: [] },
      { label: 'DynamoDB', description: 'Managed key-value', pros: [], cons: [] },
    ],
    criteria: [
      { label: 'Data model', values: ['Tables and SQL', 'JSON documents', 'Items and keys'] },
      { label: 'Transactions', values: ['Yes', 'Yes', 'Limited'] },
      { label: 'Joins', values: ['Yes', 'No', 'No'] },
      { label: 'Scaling', values: ['Vertical, read replicas', 'Sharding', 'Automatic'] },
      { label: 'Hosting', values: ['Anywhere', 'Anywhere', 'AWS only'] },
    ],
  },
  layout: layoutComparisonTable,
});
