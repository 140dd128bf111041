// PNG encoding: premultiplied RGBA pixels (resvg's pixmap) in, PNG bytes out.
// resvg's own encoder spends more time than its rasterizer on a diagram (adaptive filters and zlib level 6,
// ~90 ms for 1667×1880); diagrams are flat colours, so no filter and zlib level 3 make files ~8 % larger in
// a quarter of the time. Chunks of 1 MB of rows on the thread pool deflate as fast as one call on the whole image
// (~20 ms for the 50-node bench chart, 1667×1923, timed side by side; see the issue 9 note); 256 KB chunks took
// ~40 % longer.
import { once } from 'node:events';
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.allocUnsafe(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Premultiplied → straight alpha, in place (PNG stores straight alpha); opaque and clear pixels are untouched. */
function unpremultiply(px: Uint8Array): void {
  for (let i = 3; i < px.length; i += 4) {
    const a = px[i]!;
    if (a === 255 || a === 0) continue;
    const f = 255 / a;
    px[i - 3] = Math.min(255, Math.round(px[i - 3]! * f));
    px[i - 2] = Math.min(255, Math.round(px[i - 2]! * f));
    px[i - 1] = Math.min(255, Math.round(px[i - 1]! * f));
  }
}

function checkSize(width: number, height: number, px: Uint8Array): void {
  if (px.length !== width * height * 4) throw new Error(`expected ${width * height * 4} bytes of RGBA, got ${px.length}`);
}

/** Rows y .. y + rows - 1 of the pixels into `out`, each prefixed by its filter type byte (0: none). */
function copyRows(out: Uint8Array, px: Uint8Array, stride: number, y: number, rows: number): void {
  for (let r = 0; r < rows; r++) {
    const at = r * (stride + 1);
    out[at] = 0;
    out.set(px.subarray((y + r) * stride, (y + r + 1) * stride), at + 1);
  }
}

function assemble(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * An 8-bit RGBA PNG of width × height premultiplied pixels (the buffer is modified). `opaque`: the caller knows
 * every pixel is opaque (a full-size opaque background), so the alpha scan is skipped. Deflates a copy of the
 * whole image with filter bytes at once: for one-off use (command line, tests); the server uses
 * encodePngStreaming.
 */
export function encodePng(width: number, height: number, premultiplied: Uint8Array, opts: { opaque?: boolean } = {}): Buffer {
  checkSize(width, height, premultiplied);
  if (!opts.opaque) unpremultiply(premultiplied);
  const stride = width * 4;
  const raw = Buffer.allocUnsafe((stride + 1) * height);
  copyRows(raw, premultiplied, stride, 0, height);
  return assemble(width, height, zlib.deflateSync(raw, { level: 3 }));
}

/** Bytes of rows handed to zlib at a time by encodePngStreaming. */
const STREAM_CHUNK_BYTES = 1024 * 1024;

/**
 * The same PNG as encodePng, byte for byte (zlib's output does not depend on how its input is split), deflated
 * on libuv's thread pool a few rows at a time: no buffer the size of the image besides the pixels. Render
 * workers use it, where an image-sized row buffer per worker was ~16 MB of a server's resident memory.
 */
export async function encodePngStreaming(width: number, height: number, premultiplied: Uint8Array, opts: { opaque?: boolean } = {}): Promise<Buffer> {
  checkSize(width, height, premultiplied);
  if (!opts.opaque) unpremultiply(premultiplied);
  const stride = width * 4;
  const rowsPerChunk = Math.max(1, Math.floor(STREAM_CHUNK_BYTES / (stride + 1)));
  const deflate = zlib.createDeflate({ level: 3 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const ended = once(deflate, 'end');
  // One chunk buffer, refilled once zlib has consumed it (the write callback): a new one per chunk was ~13 MB of
  // short-lived external memory per 50-node PNG, which made V8 collect often enough to cost ~40 ms a PNG.
  const rowChunk = Buffer.allocUnsafe(Math.min(height, rowsPerChunk) * (stride + 1));
  for (let y = 0; y < height; y += rowsPerChunk) {
    const rows = Math.min(rowsPerChunk, height - y);
    copyRows(rowChunk, premultiplied, stride, y, rows);
    await new Promise<void>((resolve, reject) => deflate.write(rowChunk.subarray(0, rows * (stride + 1)), (err) => (err ? reject(err) : resolve())));
  }
  deflate.end();
  await ended;
  return assemble(width, height, Buffer.concat(out));
}
