// PDF export: an SVG from renderSvg and its size in px in, a vector PDF (text as text in the bundled fonts) out.
import type PDFKit from 'pdfkit';
import type SVGtoPDFType from 'svg-to-pdfkit';
import { allFontFaces, type FontFace } from '../layout/fonts.js';
import { fontStacksByClass } from './svg.js';
import { escapeAttr } from './xml.js';

const PX_TO_PT = 0.75;

// pdfkit and svg-to-pdfkit take about 0.35 s to load: loaded on the first PDF, not when the server starts.
let libs: Promise<{ PDFDocument: typeof PDFKit; SVGtoPDF: typeof SVGtoPDFType }> | undefined;
function pdfLibs(): NonNullable<typeof libs> {
  libs ??= Promise.all([import('pdfkit'), import('svg-to-pdfkit')])
    .then(([pdfkit, svgToPdfkit]) => ({ PDFDocument: pdfkit.default, SVGtoPDF: svgToPdfkit.default }));
  return libs;
}

function fontKey(f: Pick<FontFace, 'cssFamily' | 'weight' | 'italic'>): string {
  return `F-${f.cssFamily.replace(/[^A-Za-z0-9]/g, '')}-${f.weight}-${f.italic ? 'i' : 'n'}`;
}

/**
 * svg-to-pdfkit only knows bold/not bold and cannot read @font-face, so every element that names a font
 * gets a key for the exact registered face (family, weight, style); the embedded fonts are dropped.
 */
export function prepareSvgForPdf(svg: string): string {
  const faces = allFontFaces();
  const byName = new Map(faces.map((f) => [`${f.cssFamily.toLowerCase()}|${f.weight}|${f.italic ? 'i' : 'n'}`, f]));
  // Font stacks are classes in the <style> (which svg-to-pdfkit cannot read): back to attributes first.
  const stacks = fontStacksByClass(svg);
  return svg
    .replace(/<(text|tspan)\b([^>]*?) class="([^"]*)"/g, (m, tag: string, pre: string, cls: string) => {
      const stack = stacks.get(cls);
      return stack ? `<${tag}${pre} font-family="${escapeAttr(stack)}"` : m;
    })
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<(text|tspan)\b([^>]*?)font-family="([^"]*)"([^>]*)>/g, (_m, tag: string, pre: string, fam: string, post: string) => {
      const attrs = pre + post;
      const first = fam.replace(/&apos;|&quot;|['"]/g, '').split(',')[0].trim().toLowerCase();
      const w = /font-weight="(\d+)"/.exec(attrs)?.[1] ?? '400';
      const weight = w === '600' || w === '700' ? w : '400';
      const italic = /font-style="italic"/.test(attrs) ? 'i' : 'n';
      const face = byName.get(`${first}|${weight}|${italic}`) ?? byName.get(`${first}|${weight}|n`) ?? byName.get(`inter|${weight}|n`)!;
      return `<${tag}${pre}font-family="${fontKey(face)}"${post}>`;
    });
}

export async function svgToPdf(svg: string, width: number, height: number): Promise<Buffer> {
  const w = Math.max(1, Number.isFinite(width) ? width : 1) * PX_TO_PT;
  const h = Math.max(1, Number.isFinite(height) ? height : 1) * PX_TO_PT;
  const { PDFDocument, SVGtoPDF } = await pdfLibs();
  const doc = new PDFDocument({ size: [w, h], margin: 0, autoFirstPage: true, info: { Producer: 'diagram-service', Creator: 'diagram-service' } });
  const keys = new Set<string>();
  for (const f of allFontFaces()) {
    const key = fontKey(f);
    doc.registerFont(key, f.path);
    keys.add(key);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  SVGtoPDF(doc, prepareSvgForPdf(svg), 0, 0, {
    width: w, height: h, assumePt: false, preserveAspectRatio: 'xMinYMin meet',
    fontCallback: (family) => {
      const key = family.replace(/['"]/g, '').split(',')[0].trim();
      return keys.has(key) ? key : fontKey({ cssFamily: 'Inter', weight: 400, italic: false });
    },
    warningCallback: () => undefined,
  });
  doc.end();
  return done;
}
