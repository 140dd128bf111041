// PNG encoding: premultiplied RGBA pixels (resvg's pixmap) in, PNG bytes out.
// resvg's own encoder spends more time than its rasterizer on a diagram (adaptive filters and zlib level 6,
// ~90 ms for 1667×1880); diagrams are flat colours, so no filter and zlib level 3 make files ~8 % larger in
// a quarter of the time.
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

/** Reused for the filtered rows of images up to 16 MB: a fresh buffer that size costs more in page faults than in copying. */
const SCRATCH_LIMIT = 16 * 1024 * 1024;
let scratch: Buffer | undefined;

function rowBuffer(size: number): Buffer {
  if (size > SCRATCH_LIMIT) return Buffer.allocUnsafe(size);
  if (!scratch || scratch.length < size) scratch = Buffer.allocUnsafe(Math.min(SCRATCH_LIMIT, Math.max(size, 4 * 1024 * 1024)));
  return scratch.subarray(0, size);
}

/**
 * An 8-bit RGBA PNG of width × height premultiplied pixels (the buffer is modified). `opaque`: the caller knows
 * every pixel is opaque (a full-size opaque background), so the alpha scan is skipped.
 */
export function encodePng(width: number, height: number, premultiplied: Uint8Array, opts: { opaque?: boolean } = {}): Buffer {
  if (premultiplied.length !== width * height * 4) throw new Error(`expected ${width * height * 4} bytes of RGBA, got ${premultiplied.length}`);
  if (!opts.opaque) unpremultiply(premultiplied);
  const stride = width * 4;
  // Each row is prefixed by its filter type byte (0: none).
  const raw = rowBuffer((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    raw[at] = 0;
    raw.set(premultiplied.subarray(y * stride, (y + 1) * stride), at + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
