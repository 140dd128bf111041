import { beforeAll, describe, expect, it } from 'vitest';
import type { ArchitectureContent } from '../../../spec/content/index.js';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';
import { loadNlp } from '../text/nlp.js';

beforeAll(async () => { await loadNlp(); });

const edges = (prompt: string) => {
  const c = runEngine(prompt, 'auto', { designs: plannedDesigns }).content as ArchitectureContent;
  const l = new Map(c.components.map((x) => [x.id, x.label]));
  return c.connections.map((e) => `${l.get(e.from)} -> ${l.get(e.to)}${e.label ? ` [${e.label}]` : ''}`);
};

describe('architecture chains with a key', () => {
  it('reads "nightly ETL: inventory DB -> data warehouse" as edges labelled by the key, "inventory DB" the "central inventory DB"', () => {
    expect(edges('arch diagram for our stores:\nPOS terminals -> sync service -> central inventory DB\nnightly ETL: inventory DB -> data warehouse -> Power BI reports')).toEqual([
      'POS terminals -> Sync service', 'Sync service -> Central inventory DB', 'Central inventory DB -> Data warehouse [nightly ETL]', 'Data warehouse -> Power BI reports [nightly ETL]',
    ]);
  });
  it('reads "hourly sync: A -> B" the same way', () => {
    expect(edges('infra diagram:\nweb app -> orders API -> orders database\nhourly sync: orders database -> reporting warehouse')).toContain('Orders database -> Reporting warehouse [hourly sync]');
  });
});
