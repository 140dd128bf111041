// The components, zones and connections an architecture prompt names, with the ways prose refers back to a
// component: "the gateway" for "API gateway", "ALB" for "Application Load Balancer", "Catalog" for "Catalog service".
import { concise, matchKey, nounPhrase } from '../text/label.js';
import { hostedLabel, isHostedLabel } from './arch-hosts.js';
import { genericKind, productKind } from './arch-lexicon.js';

export interface Comp { key: string; label: string; description?: string; zone?: string; /** "service" for a component listed as one of "three services" */ kind?: string }
export interface Conn { from: string; to: string; label?: string }

const GENERIC_HEAD = /\s+(?:service|services|app|application|api|server|microservice|system|module|svc)$/i;
const GENERIC_TAIL = /^\s+(?:function|instance|server|service|cluster|database|db|bucket|queue|node|worker|job|table|topic|stream|api|app)$/i;
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/u;

/** "alb" for "Public Application Load Balancer" (leading adjectives left out) and for "Application Load Balancer". */
/** matchKey, keeping a one-letter name ("Component A" is not "Component"). */
function keyOf(label: string): string {
  const k = matchKey(label);
  const letter = /\s([A-Za-z])$/.exec(label)?.[1]?.toLowerCase();
  return letter && !k.endsWith(` ${letter}`) ? `${k} ${letter}` : k;
}

function initials(label: string): string[] {
  const ws = label.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w));
  const all = ws.map((w) => w[0]!.toLowerCase()).join('');
  const rest = ws.slice(/^(?:public|private|internal|external|primary|secondary|main|global|regional|shared|central)$/i.test(ws[0] ?? '') ? 1 : 0).map((w) => w[0]!.toLowerCase()).join('');
  return [all, rest];
}

export class Registry {
  comps: Comp[] = [];
  zones: { key: string; label: string }[] = [];
  conns: Conn[] = [];
  /** Groups a container phrase named with its members ("an analytics pipeline with Kafka and ClickHouse"), by zone. */
  containers = new Map<string, { keys: string[]; sequence: boolean }>();

  private labels = new Map<string, { label: string; description?: string }>();

  /** Label of a raw mention: no articles, a parenthesis kept aside, at most five words. */
  labelOf(raw: string): { label: string; description?: string } {
    let l = this.labels.get(raw);
    if (!l) { l = this.readLabel(raw); this.labels.set(raw, l); }
    return l;
  }

  private readLabel(raw: string): { label: string; description?: string } {
    const hosted = hostedLabel(raw) ?? (isHostedLabel(raw) ? raw.trim().replace(/^(?:the|a|an)\s+/i, '') : undefined);
    if (hosted) return { label: hosted };
    const paren = /[(（]([^()（）]+)[)）]\s*$/u.exec(raw);
    const l = concise(nounPhrase(raw.replace(/\s*[(（].*[)）]\s*$/u, '')), 5);
    return { label: l.label, description: paren?.[1]?.trim() ?? l.description };
  }

  /** The component a mention refers to, if the prompt already named it. */
  find(raw: string): Comp | undefined {
    const label = this.labelOf(raw).label;
    const k = keyOf(label);
    if (!k) return undefined;
    const exact = this.comps.find((c) => c.key === k);
    if (exact) return exact;
    if (CJK.test(k)) {
      // "网关" for "API网关", "Redis缓存" for "Redis".
      return this.comps.find((c) => k.length >= 2 && (c.key.endsWith(k) || c.key.startsWith(k))) ?? this.comps.find((c) => c.key.length >= 2 && (k.startsWith(c.key) || k.endsWith(c.key)));
    }
    const ws = k.split(' ');
    const bare = k.replace(GENERIC_HEAD, '');
    // ("Gateway" for "API-Gateway": a name's last part after a hyphen too.)
    return (ws.length === 1 ? this.comps.find((c) => c.key.endsWith(` ${k}`)) ?? this.comps.find((c) => c.key.endsWith(`-${k}`) && !c.key.slice(0, -k.length - 1).includes('-')) : undefined)
      // "Catalog" and "the catalog service" are one component.
      ?? this.comps.find((c) => c.key.replace(GENERIC_HEAD, '') === bare && bare.length > 1)
      // "inventory DB" after "central inventory DB": a name of two words or more that ends one component's name.
      ?? (ws.length >= 2 && this.comps.filter((c) => c.key.endsWith(` ${k}`)).length === 1 ? this.comps.find((c) => c.key.endsWith(` ${k}`)) : undefined)
      // "RDS" for "RDS PostgreSQL", "Lambda" for "Lambda functions": a name's first word written as a product.
      ?? (ws.length === 1 && /^[A-Z0-9]/.test(label) ? this.comps.find((c) => c.key.startsWith(`${k} `) && (/^[A-Z0-9]{2,}/.test(label) || GENERIC_TAIL.test(c.key.slice(k.length)))) : undefined)
      // "ALB" for "Application Load Balancer".
      ?? (ws.length === 1 && /^[A-Z]{2,5}s?$/.test(label) ? this.comps.find((c) => c.key.split(' ').length >= 2 && initials(c.label).includes(k.replace(/s$/, ''))) : undefined)
      // "sends thumbnails back to the bucket" after S3: the last product of that kind.
      ?? (ws.length === 1 && /^[a-z]/.test(label.replace(/^./, (x) => x.toLowerCase())) ? this.byKind(k) : undefined);
  }

  private byKind(word: string): Comp | undefined {
    const kind = genericKind(word);
    if (!kind) return undefined;
    const found = this.comps.filter((c) => productKind(c.key) === kind);
    return found.length === 1 ? found[0] : undefined;
  }

  /** The component for a mention, made when the prompt names it for the first time. */
  comp(raw: string, opts: { zone?: string; description?: string; kind?: string } = {}): string {
    let c = this.find(raw);
    if (!c) {
      const l = this.labelOf(raw);
      c = { key: keyOf(l.label), label: l.label, description: opts.description ?? l.description };
      this.comps.push(c);
    } else if (opts.description && !c.description) c.description = opts.description;
    if (opts.zone && !c.zone) c.zone = opts.zone;
    if (opts.kind && !c.kind) c.kind = opts.kind;
    return c.key;
  }

  zone(raw: string): string {
    const label = concise(nounPhrase(raw.replace(/^\*+|\*+$/g, '')), 5).label;
    const k = keyOf(label);
    if (!this.zones.some((z) => z.key === k)) this.zones.push({ key: k, label });
    return k;
  }

  /** "The frontend calls the API" where Frontend is a zone: the components in it. */
  zoneMembers(raw: string): string[] {
    const k = keyOf(this.labelOf(raw).label);
    return this.zones.some((z) => z.key === k) ? this.comps.filter((c) => c.zone === k).map((c) => c.key) : [];
  }

  connect(from: string, to: string, label?: string): void {
    if (from !== to) this.conns.push({ from, to, label });
  }

  // First word of each name (and of each name without its generic head) → the names' words, rebuilt when names are added.
  private index = new Map<string, { words: string[]; bare: boolean }[]>();
  private indexed = 0;

  private buildIndex(): void {
    if (this.indexed === this.comps.length) return;
    for (const c of this.comps.slice(this.indexed)) {
      if (CJK.test(c.label)) continue;
      const ws = c.label.split(/\s+/).map((w) => matchKey(w));
      const bare = c.label.replace(GENERIC_HEAD, '').split(/\s+/).map((w) => matchKey(w));
      for (const [words, isBare] of [[ws, false], [bare, true]] as const) {
        if (isBare && words.length === ws.length) continue;
        const list = this.index.get(words[0]!) ?? [];
        list.push({ words, bare: isBare });
        this.index.set(words[0]!, list);
      }
    }
    this.indexed = this.comps.length;
  }

  /** How many words from `i` spell a component the prompt already named (for mentions outside the lexicon). */
  knownAt = (words: string[], i: number): number => {
    this.buildIndex();
    const cands = this.index.get(matchKey(words[i] ?? ''));
    if (!cands) return 0;
    let best = 0;
    for (const c of cands) {
      if (c.words.length <= best) continue;
      // "Catalog" for "Catalog service", only when written as a name.
      if (c.bare && !/^[A-Z]/.test(words[i] ?? '')) continue;
      if (c.words.every((w, k) => words[i + k] !== undefined && matchKey(words[i + k]!) === w)) best = c.words.length;
    }
    return best;
  };
}
