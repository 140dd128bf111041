// Architecture phrases: "the same service", "a dashboard for shift managers", "an ERP sync job", devices that send
// "that send …", a place the sentence happens in, and where the drawing goes.
import { describe, expect, it } from 'vitest';
import type { ArchitectureContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { extractArchitecture } from './architecture.js';

const read = (prompt: string): ArchitectureContent => extractArchitecture({ doc: analyze(readBrief(prompt).content), design: 'test', icon: () => undefined });
function edges(c: ArchitectureContent): string[] {
  const l = new Map(c.components.map((x) => [x.id, x.label]));
  return c.connections.map((x) => `${l.get(x.from)} > ${l.get(x.to)}`);
}

describe('architecture phrases', () => {
  it('reads "the same service feeds a dashboard for shift managers" as the service named before and one dashboard', () => {
    const c = read('A billing service reads from the orders DB and writes invoices to S3, and the same service feeds an admin portal for store managers. Draw the architecture.');
    expect(c.components.map((x) => x.label)).toEqual(['Billing service', 'Orders DB', 'S3', 'Admin portal for store managers']);
    expect(edges(c)).toContain('Billing service > Admin portal for store managers');
  });

  it('reads "an ERP sync job" and "a CRM export job" as one component each', () => {
    const c = read('Every night a CRM export job reads from the customer DB, and an ERP sync job writes to the ledger DB. Draw the system.');
    expect(c.components.map((x) => x.label)).toEqual(['CRM export job', 'Customer DB', 'ERP sync job', 'Ledger DB']);
  });

  it('reads "In the X warehouse the pickers use scanners that send scans to an edge server in the warehouse, which forwards …"', () => {
    const c = read('In the Northgate parts warehouse the packers use barcode scanners that send every scan to a local server in the warehouse, which forwards the events to a Kafka cluster. Can you draw a system diagram?');
    expect(c.components.map((x) => x.label)).toEqual(['Packers', 'Barcode scanners', 'Local server', 'Kafka cluster']);
    expect(edges(c)).toEqual(['Packers > Barcode scanners', 'Barcode scanners > Local server', 'Local server > Kafka cluster']);
  });

  it('drops "it\'s going in my README" (where the drawing goes) from the components', () => {
    const c = read('The web app calls an API server, which stores data in PostgreSQL. Could you draw the architecture? Dark mode would be great, it\'s going in my README.');
    expect(c.components.map((x) => x.label)).toEqual(['Web app', 'API server', 'PostgreSQL']);
  });
});
