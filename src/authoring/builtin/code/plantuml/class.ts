// PlantUML class diagram code → class draft: class, abstract, interface, enum, annotation… declarations (quoted names,
// aliases, generics, stereotypes, extends/implements), members in braces and `A : member` lines, relations with
// heads at either end, multiplicities and labels, packages and namespaces (dotted names nest), notes left out.
import type { ClassRelationType } from '../../../../spec/content/class.js';
import { ClassDraftBuilder, type DraftClass, type DraftRelation } from '../class-builder.js';
import { codeError, type Draft, type Pos } from '../draft.js';
import { creoleLabel } from '../text.js';
import type { PumlCode, PumlLine } from './prelude.js';

const KEYWORD = String.raw`abstract\s+class|abstract|class|interface|enum|annotation|entity|struct|exception|protocol|metaclass|stereotype|dataclass|record|circle|diamond`;
const NAME = String.raw`"[^"]+"|[\p{L}\p{N}_$.:]+(?:<[^<>]*(?:<[^<>]*>[^<>]*)*>)?`;
const DECL = new RegExp(String.raw`^(${KEYWORD}|\(\)|<>)\s+(${NAME})(?:\s+as\s+(${NAME}))?\s*(<[^<>{]*>)?\s*(?:<<\s*(?:\([^)]*\)\s*)?([^>]*?)\s*>>)?\s*(?:#[^\s{]+(?:\s+##\S+)?)?\s*((?:(?:extends|implements)\s+[^{]+?)*)\s*(\{)?\s*(\}?)\s*$`, 'iu');
const LEFT_HEAD = String.raw`<\|\s*|\^|<<|<|\*|o|#|x|\}|\+|\(\)`;
const RIGHT_HEAD = String.raw`\|>|\^|>>|>|\*|o|#|x|\{|\+|\(\)`;
const LINE = String.raw`(?:-+|\.+)(?:(?:\[[^\]]*\]|left|right|up|down|le?|ri?|do?|u|l|r|d)(?:-+|\.+))?|=+`;
const RELATION = new RegExp(String.raw`^(${NAME}|\([^)]*,[^)]*\))\s*(?:"([^"]*)"\s*)?(${LEFT_HEAD})?(${LINE})(${RIGHT_HEAD})?\s*(?:"([^"]*)"\s*)?(${NAME})\s*(?:#\S+\s*)?(?::\s*(.*))?$`, 'u');
const MEMBER_LINE = new RegExp(String.raw`^(${NAME})\s*:\s*(.+)$`, 'u');
const CONTAINER = /^(package|namespace|together|folder|frame|node|rectangle|cloud|database)\b\s*("[^"]+"|[^\s{<#]+)?[^{]*\{\s*(\})?\s*$/i;
const SEPARATOR = /^(?:--+|\.\.+|==+|__+)(?:.*?(?:--+|\.\.+|==+|__+))?$/;
const STEREOTYPE_OF: Record<string, string | undefined> = {
  'abstract class': 'abstract', abstract: 'abstract', interface: 'interface', enum: 'enumeration', annotation: 'annotation',
  entity: 'entity', struct: 'struct', exception: 'exception', protocol: 'protocol', metaclass: 'metaclass', stereotype: 'stereotype',
  dataclass: 'dataclass', record: 'record', circle: 'circle', diamond: 'diamond', '()': 'circle', '<>': 'diamond',
};

const unquote = (s: string): string => s.replace(/^"(.*)"$/s, '$1');

/** The relation an arrow draws, `from`/`to` as the class content means them (child → parent, whole → part). */
function relationOf(left: string | undefined, line: string, right: string | undefined): { type: ClassRelationType; flip: boolean } | undefined {
  if (/hidden/.test(line)) return undefined;
  const dashed = /^\.|\[[^\]]*(?:dashed|dotted)/.test(line);
  const l = left?.replace(/\s+/g, ''); const r = right;
  const head = l && l !== '<' && l !== '<<' ? l : r && r !== '>' && r !== '>>' ? r : l ?? r;
  const flip = head === l && l !== undefined;
  switch (head) {
    case '<|': case '|>': case '^': return { type: dashed ? 'realization' : 'inheritance', flip };
    case '*': return { type: 'composition', flip: !flip };
    case 'o': return { type: 'aggregation', flip: !flip };
    case '+': return { type: 'composition', flip: !flip };
    case '<': case '>': case '<<': case '>>': return { type: dashed ? 'dependency' : 'association', flip };
    case '()': return { type: 'realization', flip };
    default: return { type: dashed ? 'dashed_link' : 'link', flip: false };
  }
}

export function readPumlClass(code: PumlCode, separator: string | null): Draft {
  const b = new ClassDraftBuilder();
  const aliases = new Map<string, string>();
  const notes = new Set<string>();
  const containers: { pkg?: string; namespace: boolean }[] = [];
  const packageNames = new Set<string>();
  let body: DraftClass | undefined;
  let skipUntil: RegExp | undefined;

  const here = (): { pkg?: string; ns?: string } => {
    const pkg = [...containers].reverse().find((c) => c.pkg)?.pkg;
    const ns = [...containers].reverse().find((c) => c.namespace && c.pkg)?.pkg;
    return { ...(pkg ? { pkg } : {}), ...(ns ? { ns } : {}) };
  };
  /** A class by the name the code uses: aliases, `.Root` names, names relative to the namespace, dotted paths. */
  const cls = (raw: string, pos: Pos, label?: string): DraftClass | undefined => {
    const quoted = raw.startsWith('"');
    let name = unquote(raw.trim());
    if (notes.has(name) || packageNames.has(name)) return undefined;
    name = aliases.get(name) ?? name;
    const generic = /^([^<]+)(<.*>)$/.exec(name);
    const base = generic && !quoted ? generic[1]! : name;
    const { pkg, ns } = here();
    let id = base; let shown = label ?? (generic && !quoted ? name : creoleLabel(name)); let pack = pkg;
    if (!quoted && separator && base.includes(separator) && !b.classes.has(base)) {
      const rooted = base.startsWith(separator);
      const path = rooted ? base.slice(separator.length) : base;
      const at = path.lastIndexOf(separator);
      if (at > 0) {
        const space = path.slice(0, at);
        pack = b.pkg(space, space, undefined, false);
        id = path; shown = label ?? path.slice(at + separator.length) + (generic ? generic[2] : '');
      } else {
        id = path; shown = label ?? path; pack = rooted ? undefined : pkg;
      }
    } else if (!quoted && ns && !b.classes.has(base) && !b.classes.has(`${ns}.${base}`)) {
      id = `${ns}.${base}`;
    } else if (!quoted && ns && b.classes.has(`${ns}.${base}`)) {
      id = `${ns}.${base}`;
    }
    const known = b.classes.has(id);
    const c = b.cls(id, pos, shown);
    if (!known && pack) c.package = pack;
    return c;
  };

  for (const line of code.lines) {
    const text = line.text;
    let m: RegExpExecArray | null;
    if (skipUntil) {
      if (skipUntil.test(text)) skipUntil = undefined;
      continue;
    }
    if (body) {
      if (/^\}\s*$/.test(text)) { body = undefined; continue; }
      if (SEPARATOR.test(text)) continue;
      const field = /^\{field\}\s*(.+)$/i.exec(text); const method = /^\{method\}\s*(.+)$/i.exec(text);
      if (field) body.attributes.push({ name: creoleLabel(field[1]!) });
      else if (method) body.methods.push({ name: creoleLabel(method[1]!) });
      else b.member(body, creoleLabel(text));
      continue;
    }
    if (/^note\b.*\bas\s+(\S+)\s*$/i.test(text) && !/:/.test(text.replace(/"[^"]*"/g, ''))) {
      const alias = /\bas\s+(\S+)\s*$/i.exec(text)![1]!;
      notes.add(alias);
      if (!/^note\s+"/i.test(text)) skipUntil = /^end\s*note$/i;
      continue;
    }
    if (/^(?:note|rnote|hnote)\b/i.test(text)) {
      if (!/(?<!:):(?!:)/.test(text.replace(/"[^"]*"/g, ''))) skipUntil = /^end\s*note$/i;
      continue;
    }
    if ((m = CONTAINER.exec(text))) {
      const word = m[1]!.toLowerCase();
      if (word === 'together') { containers.push({ namespace: false }); if (m[3]) containers.pop(); continue; }
      const raw = unquote(m[2] ?? word);
      const id = b.pkg(raw, creoleLabel(raw), here().pkg, false);
      packageNames.add(raw);
      containers.push({ pkg: id, namespace: word === 'namespace' });
      if (m[3]) containers.pop();
      continue;
    }
    if (/^\}\s*$/.test(text)) { containers.pop(); continue; }
    if (/^remove\s+@unlinked\s*$/i.test(text)) {
      const linked = new Set(b.relations.flatMap((r) => [r.from, r.to]));
      for (const id of [...b.classes.keys()]) if (!linked.has(id)) b.classes.delete(id);
      continue;
    }
    if ((m = /^remove\s+(.+)$/i.exec(text))) {
      const id = aliases.get(m[1]!.trim()) ?? m[1]!.trim();
      b.classes.delete(id);
      b.relations.splice(0, b.relations.length, ...b.relations.filter((r) => r.from !== id && r.to !== id));
      continue;
    }
    if ((m = DECL.exec(text))) {
      const keyword = m[1]!.toLowerCase().replace(/\s+/g, ' ');
      const [a, z] = [m[2]!, m[3]];
      // `class "Label" as id` and `class id as "Label"`.
      let id = a; let label: string | undefined;
      if (z) {
        if (a.startsWith('"') && !z.startsWith('"')) { id = z; label = creoleLabel(unquote(a)); } else { id = a; label = creoleLabel(unquote(z)); }
        aliases.set(unquote(id), unquote(id));
      }
      const c = cls(id, line.pos, label);
      if (!c) continue;
      if (m[4]) c.label = `${c.label}${m[4]}`;
      const stereotype = m[5]?.trim() || STEREOTYPE_OF[keyword];
      if (stereotype && stereotype !== 'abstract') c.stereotype = stereotype;
      if (keyword.startsWith('abstract')) c.abstract = true;
      if (m[6]) {
        for (const part of m[6].matchAll(/(extends|implements)\s+(.+?)(?=\s+(?:extends|implements)\b|$)/g)) {
          for (const parent of part[2]!.split(',')) {
            const p = cls(parent.trim(), line.pos);
            if (p) b.relate({ from: c.id, to: p.id, type: part[1] === 'implements' ? 'realization' : 'inheritance', pos: line.pos });
            if (p && part[1] === 'implements') p.stereotype ??= 'interface';
          }
        }
      }
      if (m[7] && !m[8]) body = c;
      continue;
    }
    if ((m = RELATION.exec(text))) {
      readRelation(m, line, b, cls);
      continue;
    }
    if ((m = MEMBER_LINE.exec(text))) {
      const c = cls(m[1]!, line.pos);
      const member = m[2]!.trim();
      if (c) b.member(c, creoleLabel(member));
      continue;
    }
    if ((m = /^(.+?)\s*<<\s*([^>]+?)\s*>>\s*$/.exec(text))) {
      const c = cls(m[1]!, line.pos);
      if (c) c.stereotype = m[2]!;
    }
  }
  if (b.classes.size === 0) throw codeError('plantuml', 'found no classes in the class diagram', code.start);
  return b.draft(code.title, code.start);
}

type ClassOf = (raw: string, pos: Pos, label?: string) => DraftClass | undefined;

function readRelation(m: RegExpExecArray, line: PumlLine, b: ClassDraftBuilder, cls: ClassOf): void {
  const look = relationOf(m[3], m[4]!, m[5]);
  const label = m[8] ? creoleLabel(m[8].replace(/^\s*[<>]\s*|\s*[<>]\s*$/g, '')) : '';
  const ends = (raw: string): DraftClass[] => {
    const pair = /^\(([^,]+),([^)]+)\)$/.exec(raw);
    const names = pair ? [pair[1]!, pair[2]!] : [raw.replace(/::.*$/, '')];
    return names.map((n) => cls(n.trim(), line.pos)).filter((c): c is DraftClass => c !== undefined);
  };
  const left = ends(m[1]!); const right = ends(m[7]!);
  if (!look) return;
  for (const a of left) {
    for (const z of right) {
      const [from, to, fm, tm] = look.flip ? [z, a, m[6], m[2]] : [a, z, m[2], m[6]];
      const r: DraftRelation = { from: from.id, to: to.id, type: look.type, pos: line.pos };
      if (m[3] === '()' || m[5] === '()') to.stereotype ??= 'interface';
      if (label) r.label = label;
      if (fm?.trim()) r.from_multiplicity = fm.trim();
      if (tm?.trim()) r.to_multiplicity = tm.trim();
      b.relate(r);
    }
  }
}

/** Lines that only a class diagram has: class-like declarations, UML relation heads, braces of members. */
export function isPumlClass(lines: PumlLine[]): boolean {
  const strong = lines.filter((l) => /^(?:abstract\s+class|abstract|class|interface|enum|annotation|struct|exception|protocol|metaclass|dataclass|record)\s+["\p{L}_]/iu.test(l.text)
    || /^[\p{L}_."][^\s]*\s*(?:"[^"]*"\s*)?(?:<\||\*|o|#|x|\}|\+|\^)[-.]|[-.](?:\|>|\*|o)\s*(?:"[^"]*"\s*)?[\p{L}_."]|\s-(?:left|right|up|down)->?\s/u.test(l.text)).length;
  if (strong === 0) return false;
  const against = lines.filter((l) => /^\[[^\]]+\]|[-.>]\s*\[[^\]]+\]\s*(?:$|:|as\s)|^(?:component|participant|actor|usecase|boundary|control|collections|queue|activate|deactivate|alt|loop|par|start|stop|node|cloud)\b|^\([^),]+\)(?:\s|$)|^:[^:]+:|[-.>]\s*\([^(),]+\)\s*$/i.test(l.text)).length;
  return against === 0;
}
