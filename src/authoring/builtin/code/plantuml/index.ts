// PlantUML code → a draft: activity, use-case, component or sequence, told apart by the statements the code uses.
import { isC4, readC4 } from '../c4.js';
import { codeError, type Draft } from '../draft.js';
import type { Source } from '../source.js';
import { readActivity } from './activity.js';
import { isPumlClass, readPumlClass } from './class.js';
import { isLegacyActivity, readLegacyActivity } from './activity-legacy.js';
import { readComponent } from './component.js';
import { readPumlTree } from './mindmap.js';
import { readPumlCode, type PumlLine } from './prelude.js';
import { readPumlSequence } from './sequence.js';
import { isStateDiagram, readPumlState } from './state.js';
import { readUseCase } from './usecase.js';

export type PumlKind = 'activity' | 'usecase' | 'component' | 'sequence';

const ACTIVITY = /^(?:start|stop|end|kill|detach|fork|fork again|end fork|split|end split|repeat\b.*|endif|endwhile\b.*|else\b.*|while\s*\(.*|if\s*\(.*|switch\s*\(.*|\|[^|]+\|.*)$|^:[\s\S]*[;|<>/\]}]$|^:[^:]*$|^#\w+:/i;
const USECASE = /(?:^|\s)(?:usecase|actor)\/?\s|^\([^)]+\)\/?(?:\s+as\s+\S+)?(?:\s*<<[^>]*>>)*$|(?:-|\.)>?\s*\([^)]+\)\s*(?::.*)?$|^\([^)]+\)\s*[-.<]|^:[^:;]+:\/?(?:\s+as\s+\S+)?(?:\s*<<[^>]*>>)*\s*$|^:[^:;]+:\s*[-.<]/i;
const COMPONENT = /^\[[^\]]+\]|[-.>]\s*\[[^\]]+\]|^(?:component|interface|\(\))\s|^(?:package|node|folder|frame|cloud|database|rectangle)\b[^{]*\{\s*$/i;
const SEQUENCE = /^(?:participant|boundary|control|entity|database|collections|queue)\s+[^{]*$|^(?:alt|opt|loop|par|group|critical|break|activate|deactivate|return)\b|^note\s+over\b|^[\w"]+\s*[<]?-{1,2}>{0,2}\s*[\w"]+\s*:/i;

/** Tells the diagram type from its statements: activity markers win, then use cases, components, sequence. */
export function classify(lines: PumlLine[]): PumlKind {
  const score = (re: RegExp) => lines.filter((l) => re.test(l.text)).length;
  const activity = lines.filter((l) => ACTIVITY.test(l.text) && !/^:[^:;]+:\/?\s*(?:as\s+\S+)?\s*(?:<<[^>]*>>\s*)*$/.test(l.text) && !/^:[^:;]+:\s*[-.<]/.test(l.text)).length;
  if (activity > 0 && score(SEQUENCE) === 0) return 'activity';
  const usecase = score(USECASE);
  const component = score(COMPONENT);
  const sequence = score(SEQUENCE);
  if (usecase > 0 && usecase >= component && !(sequence > usecase)) return 'usecase';
  if (component > 0 && component >= sequence) return 'component';
  if (activity > sequence) return 'activity';
  return 'sequence';
}

/** `set namespaceSeparator X` (the prelude drops `set` lines): `none` turns dotted names into plain names. */
function namespaceSeparator(source: Source): string | null {
  const m = /^\s*set\s+namespaceSeparator\s+(\S+)/im.exec(source.text);
  return !m ? '.' : m[1] === 'none' ? null : m[1]!;
}

export function readPlantUml(source: Source): Draft {
  const code = readPumlCode(source);
  if (code.lines.length === 0) throw codeError('plantuml', `found no statements between @start${code.flavour} and @end${code.flavour}`, code.start);
  if (code.flavour === 'mindmap' || code.flavour === 'wbs') return readPumlTree(code, code.flavour === 'wbs');
  if (code.flavour !== 'uml') throw codeError('plantuml', `@start${code.flavour} diagrams are not supported (supported: @startuml, @startmindmap, @startwbs)`, code.start);
  if (isLegacyActivity(code)) return readLegacyActivity(code);
  if (isC4(code.lines)) return readC4(code.lines, code.title, code.start);
  if (isPumlClass(code.lines)) return readPumlClass(code, namespaceSeparator(source));
  if (isStateDiagram(code.lines)) return readPumlState(code);
  switch (classify(code.lines)) {
    case 'activity':
      return readActivity(code);
    case 'usecase':
      return readUseCase(code);
    case 'component':
      return readComponent(code);
    default:
      return readPumlSequence(code);
  }
}
