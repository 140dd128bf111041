// A UML class as a box of three compartments: measured (stereotype, name, attributes, methods) and drawn at a position.
import type { Box } from '../../layout/geometry.js';
import type { SceneNode } from '../../scene/scene.js';
import { keepIfReadable } from '../../scene/color.js';
import { VISIBILITY_SIGNS, type ClassItem, type Visibility } from '../../spec/content/class.js';
import { block, r2, run, sizedStyle, smallStyle, type Block } from '../shared/blocks.js';
import { tint } from '../shared/graph-paint.js';
import type { LayoutContext } from '../types.js';

interface MemberRow { sign?: string | undefined; text: Block; top: number; height: number; static: boolean; abstract: boolean }

export interface MeasuredClass {
  width: number;
  height: number;
  stereotype?: Block | undefined;
  name: Block;
  italic: boolean;
  headH: number;
  /** Top of each compartment below the head (attributes, then methods when drawn). */
  compartments: { top: number; rows: MemberRow[] }[];
  signW: number;
  series: number;
}

const PAD_X = 12;
const ROW_PAD = 3;
const EMPTY_H = 10;
const SIGN_GAP = 6;
const MIN_W = 140;
const MEMBER_MAX = 300;

/** Colour of the head by what the class is: plain classes, interfaces, abstract classes, enumerations, other stereotypes. */
function seriesOf(c: ClassItem): number {
  const s = (c.stereotype ?? '').toLowerCase();
  if (/interface/.test(s)) return 1;
  if (c.abstract || /abstract/.test(s)) return 2;
  if (/enum/.test(s)) return 3;
  return s ? 4 : 0;
}

export function attributeText(a: ClassItem['attributes'][number]): string {
  return a.type ? `${a.name}: ${a.type}` : a.name;
}

export function methodText(m: ClassItem['methods'][number]): string {
  const call = /\(.*\)$/.test(m.name) ? m.name : `${m.name}(${m.parameters ?? ''})`;
  return m.returns ? `${call}: ${m.returns}` : call;
}

export function measureClass(ctx: LayoutContext, c: ClassItem, showMembers: boolean): MeasuredClass {
  const s = smallStyle(ctx, 400);
  const stereotype = c.stereotype ? block(ctx, `«${c.stereotype}»`, 240, smallStyle(ctx, 400)) : undefined;
  const italic = !!c.abstract || /abstract/i.test(c.stereotype ?? '');
  const name = block(ctx, c.label, 240, sizedStyle(ctx, ctx.theme.fontSize, 700));
  const headH = Math.ceil(name.height + (stereotype ? stereotype.height + 2 : 0) + 16);
  const signW = Math.ceil(Math.max(...Object.values(VISIBILITY_SIGNS).map((v) => ctx.text.width(v, s))));
  const withSigns = [...c.attributes, ...c.methods].some((m) => m.visibility);
  const rowsOf = (texts: { text: string; visibility?: Visibility | undefined; static?: boolean | undefined; abstract?: boolean | undefined }[], top: number): { rows: MemberRow[]; bottom: number } => {
    let y = top + ROW_PAD + 2;
    const rows = texts.map((m) => {
      const text = block(ctx, m.text, MEMBER_MAX, s);
      const row: MemberRow = { sign: m.visibility ? VISIBILITY_SIGNS[m.visibility] : undefined, text, top: y, height: text.height + 2 * ROW_PAD, static: !!m.static, abstract: !!m.abstract };
      y += row.height;
      return row;
    });
    return { rows, bottom: rows.length ? y + ROW_PAD + 2 : top + EMPTY_H };
  };
  const compartments: MeasuredClass['compartments'] = [];
  let bottom = headH;
  if (showMembers) {
    const attrs = rowsOf(c.attributes.map((a) => ({ ...a, text: attributeText(a) })), bottom);
    compartments.push({ top: bottom, rows: attrs.rows });
    bottom = attrs.bottom;
    const enumOnly = /enum/i.test(c.stereotype ?? '') && c.methods.length === 0;
    if (!enumOnly) {
      const methods = rowsOf(c.methods.map((m) => ({ ...m, text: methodText(m) })), bottom);
      compartments.push({ top: bottom, rows: methods.rows });
      bottom = methods.bottom;
    }
  }
  const memberW = Math.max(0, ...compartments.flatMap((k) => k.rows.map((r) => r.text.width)));
  const inner = Math.max(name.width, stereotype?.width ?? 0, memberW + (withSigns ? signW + SIGN_GAP : 0));
  return {
    width: Math.ceil(Math.max(MIN_W, inner + 2 * PAD_X)), height: Math.ceil(bottom), stereotype, name, italic, headH, compartments,
    signW: withSigns ? signW : 0, series: seriesOf(c),
  };
}

export function drawClass(ctx: LayoutContext, key: string, m: MeasuredClass, b: Box): SceneNode[] {
  const { theme } = ctx;
  const head = tint(theme, m.series);
  const r = Math.min(theme.cornerRadius, 6);
  const out: SceneNode[] = [
    { type: 'rect', x: b.x, y: b.y, w: b.w, h: b.h, r, fill: theme.nodeFill, stroke: head.stroke, strokeWidth: theme.strokeWidth, key, role: 'node' },
    // The name compartment: rounded on top only, square where the members begin.
    {
      type: 'path', fill: head.fill, stroke: head.stroke, strokeWidth: theme.strokeWidth,
      d: m.compartments.length
        ? `M ${b.x} ${b.y + m.headH} L ${b.x} ${b.y + r} Q ${b.x} ${b.y} ${b.x + r} ${b.y} L ${b.x + b.w - r} ${b.y} Q ${b.x + b.w} ${b.y} ${b.x + b.w} ${b.y + r} L ${b.x + b.w} ${b.y + m.headH} Z`
        : `M ${b.x + r} ${b.y} L ${b.x + b.w - r} ${b.y} Q ${b.x + b.w} ${b.y} ${b.x + b.w} ${b.y + r} L ${b.x + b.w} ${b.y + b.h - r} Q ${b.x + b.w} ${b.y + b.h} ${b.x + b.w - r} ${b.y + b.h} L ${b.x + r} ${b.y + b.h} Q ${b.x} ${b.y + b.h} ${b.x} ${b.y + b.h - r} L ${b.x} ${b.y + r} Q ${b.x} ${b.y} ${b.x + r} ${b.y} Z`,
    },
  ];
  const cx = b.x + b.w / 2;
  let y = b.y + 8;
  if (m.stereotype) {
    out.push(run(ctx, m.stereotype, cx, y, 'middle', head.text));
    y += m.stereotype.height + 2;
  }
  out.push({ ...run(ctx, m.name, cx, y, 'middle', head.text), ...(m.italic ? { italic: true } : {}) });
  const muted = keepIfReadable(theme.mutedText, theme.nodeFill, [theme.nodeText, theme.text, '#0f172a', '#f8fafc'], 3);
  m.compartments.forEach((k, i) => {
    if (i > 0) out.push({ type: 'path', d: `M ${b.x} ${b.y + k.top} L ${b.x + b.w} ${b.y + k.top}`, stroke: head.stroke, strokeWidth: 1, fill: 'none' });
    for (const row of k.rows) {
      const top = b.y + row.top + ROW_PAD;
      const x = b.x + PAD_X + (m.signW ? m.signW + SIGN_GAP : 0);
      if (row.sign) out.push(run(ctx, block(ctx, row.sign, 40, row.text.style), b.x + PAD_X, top, 'start', muted));
      out.push({ ...run(ctx, row.text, x, top, 'start', theme.nodeText), ...(row.abstract ? { italic: true } : {}) });
      if (row.static) {
        // Static members are underlined: a rule under each line of the text.
        row.text.lines.forEach((line, li) => {
          const base = r2(top + ctx.text.ascent(row.text.style) + li * row.text.lineHeight + 2);
          const w = ctx.text.width(line, row.text.style);
          out.push({ type: 'path', d: `M ${r2(x)} ${base} L ${r2(x + w)} ${base}`, stroke: theme.nodeText, strokeWidth: 1, fill: 'none' });
        });
      }
    }
  });
  return out;
}
