// Test helper: PNG bytes (8-bit RGBA or RGB, non-interlaced, as resvg writes) in, width, height and RGBA pixels out.
import { inflateSync } from 'node:zlib';

export interface DecodedPng { width: number; height: number; rgba: Buffer }

export function decodePng(png: Buffer): DecodedPng {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let off = 8, width = 0, height = 0, colorType = 6, bitDepth = 8;
  const idat: Buffer[] = [];
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    const type = png.toString('latin1', off + 4, off + 8);
    const data = png.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0); height = data.readUInt32BE(4); bitDepth = data[8]; colorType = data[9];
      if (data[12] !== 0) throw new Error('interlaced PNG not supported');
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    off += 12 + len;
  }
  if (bitDepth !== 8 || (colorType !== 6 && colorType !== 2)) throw new Error(`unsupported PNG ${bitDepth}/${colorType}`);
  const bpp = colorType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = Buffer.alloc(width * height * 4);
  const prev = Buffer.alloc(stride);
  const cur = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    raw.copy(cur, 0, y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? cur[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      let v = cur[i];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[i] = v & 255;
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      out[o] = cur[x * bpp]; out[o + 1] = cur[x * bpp + 1]; out[o + 2] = cur[x * bpp + 2];
      out[o + 3] = bpp === 4 ? cur[x * bpp + 3] : 255;
    }
    cur.copy(prev);
  }
  return { width, height, rgba: out };
}

/** Pixels in a rectangle that differ from `rgb` by more than `tol` in any channel (or are not opaque). */
export function countDiffering(img: DecodedPng, rect: { x: number; y: number; w: number; h: number }, rgb: [number, number, number], tol = 40): number {
  let n = 0;
  for (let y = Math.max(0, rect.y); y < Math.min(img.height, rect.y + rect.h); y++) {
    for (let x = Math.max(0, rect.x); x < Math.min(img.width, rect.x + rect.w); x++) {
      const o = (y * img.width + x) * 4;
      const d = Math.max(Math.abs(img.rgba[o] - rgb[0]), Math.abs(img.rgba[o + 1] - rgb[1]), Math.abs(img.rgba[o + 2] - rgb[2]));
      if (d > tol || img.rgba[o + 3] < 200) n++;
    }
  }
  return n;
}
