// Where prose puts a component: on a machine ("an MQTT broker on a Raspberry Pi", "a Python script on the same Pi")
// and that machine in a room or site ("… on a Raspberry Pi in the farm office"). The machine and what runs on it are
// grouped in the site's zone; "group what's physically in the farm office" asks for that group.
import { mentions } from './arch-mentions.js';
import type { Registry } from './arch-registry.js';

// Machines things run on.
const MACHINE = String.raw`(?:raspberry\s+pi|pi|arduino|esp32|nas|laptop|pc|desktop|server|mini\s*pc|nuc|box|vm|virtual\s+machine|workstation|mac\s+mini|router|tablet)`;
// "on a Raspberry Pi in the farm office", "on the same Pi", "on an old laptop in the shed".
const ON_MACHINE = new RegExp(String.raw`\s+(?:running\s+|hosted\s+|installed\s+)?on\s+(?:an?|the|our|my)\s+(?:same\s+|old\s+|spare\s+|small\s+|little\s+|local\s+)?(${MACHINE})(?:\s+(?:in|at)\s+(?:the|our|my)\s+([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,2}?))?(?=\s*(?:[,.;]|$)|\s+(?:and|which|that|[a-z]+s)\b)`, 'iu');

export interface Placed { thing: string; machine: string; site?: string }

/** The sentence without its "on a machine in a site" phrases, and what they placed. */
export function takePlacements(sentence: string): { text: string; placed: Placed[] } {
  const placed: Placed[] = [];
  let text = sentence;
  for (let guard = 0; guard < 4; guard++) {
    const m = ON_MACHINE.exec(text);
    if (!m) break;
    const before = text.slice(0, m.index);
    const ms = mentions(before);
    const thing = ms[ms.length - 1];
    // (Only right after what it holds: "an MQTT broker on a Raspberry Pi".)
    if (!thing || before.slice(thing.end).trim().length > 0) break;
    placed.push({ thing: thing.phrase, machine: m[1]!, site: m[2] });
    text = before + text.slice(m.index + m[0].length);
  }
  return { text, placed };
}

/** Puts each placed thing and its machine in the site's zone (a machine placed before keeps its site). */
export function applyPlacements(placed: Placed[], reg: Registry): void {
  const siteOf = new Map<string, string>();
  for (const p of placed) {
    const machine = reg.comp(p.machine);
    const thing = reg.find(p.thing)?.key;
    const site = p.site ? reg.zone(p.site) : siteOf.get(machine) ?? reg.comps.find((c) => c.key === machine)?.zone;
    if (site) siteOf.set(machine, site);
    for (const k of [machine, thing]) {
      const c = k ? reg.comps.find((x) => x.key === k) : undefined;
      if (c && site && !c.zone) c.zone = site;
    }
    if (thing && !site) reg.connect(thing, machine, 'runs on');
  }
}

// "probes in the fields and tags in the milk tank send …": where a subject stands, before "and" or its verb.
const SITE_OF_SUBJECT = /\s+(?:in|at)\s+(?:the|our|my)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?(?=\s+(?:and\s|(?:also\s+)?(?:send|sends|push|pushes|report|reports|talk|talks|forward|forwards|stream|streams|publish|publishes|post|posts|write|writes|feed|feeds|transmit|transmits|upload|uploads)\b))/giu;
// "the script also sends", "the Pi then uploads", "the job nightly copies": a word between a subject and its verb.
const ADVERB = /\b(?:also|then|additionally|automatically|periodically|nightly|daily|hourly|regularly|just|simply)\s+(?=[a-z]+s\b)/gi;
// "The Pi is backed up nightly to a USB drive", "the database is replicated to a standby": the subject sends to it.
const PASSIVE_COPY = /^(?:the\s+|our\s+|my\s+)?(.+?)\s+(?:is|are|gets?)\s+(backed\s+up|replicated|mirrored|synced|copied|archived|exported|snapshotted)\s+(?:(?:every\s+)?(?:nightly|daily|hourly|weekly|night|day|hour|week|regularly|automatically|continuously)\s+)?(?:to|into|onto)\s+(.+)$/i;

/** The clause in the plain order the verb readers take: no site after a subject, no adverb before a verb. */
export function plainOrder(text: string): string {
  return text.replace(SITE_OF_SUBJECT, '').replace(ADVERB, '');
}

/** "The Pi is backed up nightly to a USB drive" → "The Pi backs up to a USB drive" (read as any "A verbs to B"). */
export function activeCopy(text: string): string {
  const m = PASSIVE_COPY.exec(text.trim().replace(/[.!]+$/, ''));
  if (!m) return text;
  const verb = /^backed/i.test(m[2]!) ? 'backs up' : m[2]!.toLowerCase().replace(/ied$/, 'ies').replace(/ed$/, 's').replace(/ss$/, 's');
  return `${m[1]} ${verb} to ${m[3]}`;
}

// "Grafana reads from InfluxDB for the dashboards I check on my tablet": the device the dashboards are seen on.
const SEEN_ON = /\s+for\s+(?:the\s+|its\s+|our\s+|my\s+)?(?:dashboards?|charts?|graphs?|reports?|views?|screens?)\s+(?:that\s+|which\s+)?(?:i|we|they|staff|people|users|the\s+[a-z]+)\s+(?:check|view|watch|see|open|look\s+at|use|read)\s+on\s+(?:my|our|the|their|a|an)\s+([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*)?)(?=\s*[.;!]?\s*$)/iu;

/** The clause with who sees its dashboards said apart: "…; the tablet watches Grafana". */
export function seenOn(text: string): string {
  const m = SEEN_ON.exec(text);
  if (!m) return text;
  const subject = mentions(text.slice(0, m.index))[0]?.phrase;
  return subject ? `${text.slice(0, m.index)}; the ${m[1]} watches ${subject}` : text;
}
