// Relation lines written in arrow notation, as people sketch class models in plain text: "Guest 1 -- * Reservation",
// "Order \"1\" *-- \"many\" OrderLine", "Circle --|> Shape", "Report ..> Printer : uses", "Shape <|-- Square".
import type { ClassRelationType } from '../../../spec/content/class.js';
import { CLASS_NAME, multiplicity, type ClassModel } from './class-model.js';

const MULT = String.raw`(?:"([^"]{1,12})"|(\d+\s*\.\.\s*(?:\d+|\*|n)|\*|\d+|n|many|one))`;
const ARROW = String.raw`(<\|--|--\|>|<\|\.\.|\.\.\|>|\*--|--\*|o--|--o|-->|<--|\.\.>|<\.\.|--|\.\.|->|<-)`;
const LINE = new RegExp(String.raw`^(${CLASS_NAME})\s*(?:${MULT}\s*)?${ARROW}\s*(?:${MULT}\s*)?(${CLASS_NAME})\s*(?:[:：]\s*(.+))?$`, 'u');

interface Kind { type: ClassRelationType; reverse: boolean }
const KINDS: Record<string, Kind> = {
  '<|--': { type: 'inheritance', reverse: true }, '--|>': { type: 'inheritance', reverse: false },
  '<|..': { type: 'realization', reverse: true }, '..|>': { type: 'realization', reverse: false },
  '*--': { type: 'composition', reverse: false }, '--*': { type: 'composition', reverse: true },
  'o--': { type: 'aggregation', reverse: false }, '--o': { type: 'aggregation', reverse: true },
  '..>': { type: 'dependency', reverse: false }, '<..': { type: 'dependency', reverse: true },
  '-->': { type: 'association', reverse: false }, '->': { type: 'association', reverse: false },
  '<--': { type: 'association', reverse: true }, '<-': { type: 'association', reverse: true },
  // A line without a head ("Guest 1 -- * Reservation") is a link with no direction.
  '--': { type: 'link', reverse: false }, '..': { type: 'dashed_link', reverse: false },
};

/** Reads one arrow line into a relation; false when the line is not one. */
export function readArrowLine(line: string, m: ClassModel): boolean {
  if (!/--|\.\.|->|<-/.test(line)) return false;
  const x = LINE.exec(line.trim());
  if (!x || !m.isName(x[1]!) || !m.isName(x[7]!)) return false;
  const kind = KINDS[x[4]!]!;
  const a = m.cls(x[1]!); const b = m.cls(x[7]!);
  if (!a || !b) return false;
  const left = multiplicity(x[2] ?? x[3]); const right = multiplicity(x[5] ?? x[6]);
  const [from, to, fm, tm] = kind.reverse ? [b, a, right, left] : [a, b, left, right];
  const label = x[8]?.trim();
  const extra = kind.type === 'inheritance' || kind.type === 'realization' ? {} : {
    ...(fm ? { from_multiplicity: fm } : {}), ...(tm ? { to_multiplicity: tm } : {}), ...(label ? { label } : {}),
  };
  if (kind.type === 'realization') to.stereotype ??= 'interface';
  m.relate(from, to, kind.type, extra);
  return true;
}
