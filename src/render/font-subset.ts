// Font subsetting: a bundled face and the code points it draws in, a small standalone TTF (with a cmap) out.
import { readFileSync } from 'node:fs';
import type { FontFace } from '../layout/fonts.js';

// fontkit's subsetter keeps only the tables PDF embedding needs (glyf, loca, hmtx, head, hhea, maxp, ...).
// A web font also needs cmap (characters → glyphs), OS/2, name and post, so they are added here.

interface RawTables { os2?: Buffer; name?: Buffer; post?: Buffer }
const rawCache = new Map<string, RawTables>();

function readTables(buf: Uint8Array): Map<string, Buffer> {
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  const n = b.readUInt16BE(4);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < n; i++) {
    const rec = 12 + i * 16;
    const tag = b.toString('latin1', rec, rec + 4);
    const off = b.readUInt32BE(rec + 8);
    const len = b.readUInt32BE(rec + 12);
    out.set(tag, b.subarray(off, off + len));
  }
  return out;
}

function originalTables(face: FontFace): RawTables {
  let raw = rawCache.get(face.path);
  if (!raw) {
    const t = readTables(readFileSync(face.path));
    // Copies, so the whole (possibly 10 MB) file is not kept alive.
    const copy = (x?: Buffer): Buffer | undefined => (x ? Buffer.from(x) : undefined);
    raw = { os2: copy(t.get('OS/2')), name: copy(t.get('name')), post: copy(t.get('post')) };
    rawCache.set(face.path, raw);
  }
  return raw;
}

/** post version 3: metrics only, no glyph names (the subset renumbers glyphs). */
function postV3(post?: Buffer): Buffer {
  const out = Buffer.alloc(32);
  if (post && post.length >= 32) post.copy(out, 0, 0, 32);
  out.writeUInt32BE(0x00030000, 0);
  return out;
}

/** cmap with a format 4 subtable (BMP) and, when needed, a format 12 subtable (all planes). */
function buildCmap(map: [number, number][]): Buffer {
  const sorted = [...map].sort((a, b) => a[0] - b[0]);
  const bmp = sorted.filter(([cp]) => cp <= 0xffff);
  // Runs of consecutive code points with consecutive glyph ids share a segment.
  const segs: { start: number; end: number; delta: number }[] = [];
  for (const [cp, gid] of bmp) {
    const last = segs[segs.length - 1];
    if (last && cp === last.end + 1 && gid - cp === last.delta) last.end = cp;
    else segs.push({ start: cp, end: cp, delta: gid - cp });
  }
  segs.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const segX2 = segs.length * 2;
  const f4len = 16 + segs.length * 8;
  const f4 = Buffer.alloc(f4len);
  const searchRange = 2 * 2 ** Math.floor(Math.log2(segs.length));
  f4.writeUInt16BE(4, 0); f4.writeUInt16BE(f4len, 2); f4.writeUInt16BE(0, 4);
  f4.writeUInt16BE(segX2, 6); f4.writeUInt16BE(searchRange, 8);
  f4.writeUInt16BE(Math.floor(Math.log2(segs.length)), 10); f4.writeUInt16BE(segX2 - searchRange, 12);
  segs.forEach((s, i) => {
    f4.writeUInt16BE(s.end, 14 + i * 2);
    f4.writeUInt16BE(s.start, 16 + segX2 + i * 2);
    f4.writeUInt16BE((s.delta + 0x10000) & 0xffff, 16 + segX2 * 2 + i * 2);
    f4.writeUInt16BE(0, 16 + segX2 * 3 + i * 2);
  });
  const astral = sorted.some(([cp]) => cp > 0xffff);
  let f12: Buffer | undefined;
  if (astral) {
    const groups: { start: number; end: number; gid: number }[] = [];
    for (const [cp, gid] of sorted) {
      const last = groups[groups.length - 1];
      if (last && cp === last.end + 1 && gid === last.gid + (cp - last.start)) last.end = cp;
      else groups.push({ start: cp, end: cp, gid });
    }
    f12 = Buffer.alloc(16 + groups.length * 12);
    f12.writeUInt16BE(12, 0); f12.writeUInt32BE(f12.length, 4); f12.writeUInt32BE(groups.length, 12);
    groups.forEach((g, i) => {
      f12!.writeUInt32BE(g.start, 16 + i * 12);
      f12!.writeUInt32BE(g.end, 20 + i * 12);
      f12!.writeUInt32BE(g.gid, 24 + i * 12);
    });
  }
  const subtables: [number, number, Buffer][] = [[3, 1, f4]];
  if (f12) subtables.push([3, 10, f12]);
  const head = Buffer.alloc(4 + subtables.length * 8);
  head.writeUInt16BE(0, 0); head.writeUInt16BE(subtables.length, 2);
  let off = head.length;
  subtables.forEach(([p, e, t], i) => {
    head.writeUInt16BE(p, 4 + i * 8); head.writeUInt16BE(e, 6 + i * 8); head.writeUInt32BE(off, 8 + i * 8);
    off += t.length;
  });
  return Buffer.concat([head, ...subtables.map((s) => s[2])]);
}

function checksum(b: Buffer): number {
  let sum = 0;
  const padded = b.length % 4 ? Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]) : b;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** Assemble an sfnt (TrueType) file from tables, with checksums and head.checkSumAdjustment. */
function buildSfnt(tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  const entrySelector = Math.floor(Math.log2(n));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + n * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(n, 4); header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8); header.writeUInt16BE(n * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  let headOffset = -1;
  tags.forEach((tag, i) => {
    const data = Buffer.from(tables.get(tag)!);
    if (tag === 'head') { data.writeUInt32BE(0, 8); headOffset = offset; }
    const rec = 12 + i * 16;
    header.write(tag, rec, 4, 'latin1');
    header.writeUInt32BE(checksum(data), rec + 4);
    header.writeUInt32BE(offset, rec + 8);
    header.writeUInt32BE(data.length, rec + 12);
    const pad = (4 - (data.length % 4)) % 4;
    bodies.push(data, Buffer.alloc(pad));
    offset += data.length + pad;
  });
  const file = Buffer.concat([header, ...bodies]);
  if (headOffset >= 0) file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headOffset + 8);
  return file;
}

const subsetCache = new Map<string, Buffer>();
const SUBSET_CACHE_MAX = 256;

/** A TrueType subset of `face` drawing exactly `codePoints` (missing ones are left out). Deterministic. */
export function subsetFont(face: FontFace, codePoints: Iterable<number>): Buffer {
  const cps = [...new Set(codePoints)].filter((cp) => face.font.hasGlyphForCodePoint(cp)).sort((a, b) => a - b);
  const key = `${face.path}|${cps.join(',')}`;
  const hit = subsetCache.get(key);
  if (hit) return hit;
  const sub = face.font.createSubset();
  const map: [number, number][] = [];
  for (const cp of cps) // @types/fontkit says boolean; fontkit returns the glyph's id in the subset.
    map.push([cp, sub.includeGlyph(face.font.glyphForCodePoint(cp)) as unknown as number]);
  const tables = readTables(sub.encode());
  const raw = originalTables(face);
  tables.set('cmap', buildCmap(map));
  if (raw.os2) tables.set('OS/2', raw.os2);
  if (raw.name) tables.set('name', raw.name);
  tables.set('post', postV3(raw.post));
  const out = buildSfnt(tables);
  if (subsetCache.size >= SUBSET_CACHE_MAX) subsetCache.delete(subsetCache.keys().next().value!);
  subsetCache.set(key, out);
  return out;
}
