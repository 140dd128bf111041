// Architecture prose about devices and sites, and tables of links.
import { describe, expect, it } from 'vitest';
import type { ArchitectureContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractArchitecture } from './architecture.js';

const read = (prompt: string): ArchitectureContent => extractArchitecture(briefCtxFor(prompt));
function conns(c: ArchitectureContent): string[] {
  const l = new Map(c.components.map((x) => [x.id, x.label]));
  return c.connections.map((x) => `${l.get(x.from)} -> ${l.get(x.to)}`);
}
function zoneOf(c: ArchitectureContent): Record<string, string> {
  const z = new Map(c.zones.map((x) => [x.id, x.label]));
  return Object.fromEntries(c.components.filter((x) => x.zone).map((x) => [x.label, z.get(x.zone!)!]));
}

describe('devices, machines and sites in architecture prose', () => {
  it('reads "X on a Raspberry Pi in the shed", "a script on the same Pi", "the Pi is backed up nightly to a NAS"', () => {
    const c = read('Door sensors in the hallway and motion cameras in the garden send events to a Zigbee hub. The hub forwards to Home Assistant on a Raspberry Pi in the shed. A small Bash script on the same Pi also posts alerts to Slack. The Pi is backed up nightly to a USB drive. Boxes and arrows please.');
    expect(c.components.map((x) => x.label)).toEqual(['Door sensors', 'Motion cameras', 'Zigbee hub', 'Home Assistant', 'Raspberry Pi', 'Bash script', 'Slack', 'USB drive']);
    expect(zoneOf(c)).toEqual({ 'Home Assistant': 'Shed', 'Raspberry Pi': 'Shed', 'Bash script': 'Shed' });
    expect(conns(c)).toEqual(['Door sensors -> Zigbee hub', 'Motion cameras -> Zigbee hub', 'Zigbee hub -> Home Assistant', 'Bash script -> Slack', 'Raspberry Pi -> USB drive']);
  });

  it('reads "water level meters in the tanks and flow meters in the pipes report to a PLC gateway" (both subjects)', () => {
    const a = read('Architecture sketch: water level meters in the tanks and flow meters in the pipes report to a PLC gateway, which streams to InfluxDB.');
    expect(conns(a)).toEqual(['Water level meters -> PLC gateway', 'Flow meters -> PLC gateway', 'PLC gateway -> InfluxDB']);
    const c = read('Architecture sketch. The level probes in the tanks and the flow meters in the pipes report to a PLC gateway, which streams to InfluxDB.');
    expect(conns(c)).toEqual(['Level probes -> PLC gateway', 'Flow meters -> PLC gateway', 'PLC gateway -> InfluxDB']);
  });
});

describe('where dashboards are seen', () => {
  it('reads "Grafana queries Prometheus for the charts we watch on the office TV" as the TV watching Grafana', () => {
    const c = read('Architecture diagram: Prometheus scrapes the API servers. Grafana queries Prometheus for the charts we watch on the office TV.');
    expect(conns(c)).toEqual(['Prometheus -> API servers', 'Grafana -> Prometheus', 'Office TV -> Grafana']);
  });
});

describe('tables of links', () => {
  it('reads "| Component | Talks to | Notes |" rows as components, links and descriptions', () => {
    const c = read('| Component | Talks to | Notes |\n|---|---|---|\n| Web app | API | React |\n| API | Users DB, Mail queue | |\n| Mail queue | Mailer | SQS |\n\narch diagram pls');
    expect(c.components.map((x) => x.label)).toEqual(['Web app', 'API', 'Mail queue', 'Users DB', 'Mailer']);
    expect(conns(c)).toEqual(['Web app -> API', 'API -> Users DB', 'API -> Mail queue', 'Mail queue -> Mailer']);
    expect(c.components.find((x) => x.label === 'Web app')?.description).toBe('React');
  });

  it('reads German headers: "| Komponente | Spricht mit | Bemerkung |"', () => {
    const c = read('Architekturdiagramm bitte:\n\n| Komponente | Spricht mit | Bemerkung |\n|---|---|---|\n| Shop | Zahlungsdienst, Lager | Frontend |\n| Lager | Datenbank | |');
    expect(conns(c)).toEqual(['Shop -> Zahlungsdienst', 'Shop -> Lager', 'Lager -> Datenbank']);
  });
});
