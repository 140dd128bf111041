// Random identifiers and secrets: base62 from the system CSPRNG, without modulo bias.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += ALPHABET[byte % 62]; // 248 = 4 × 62: drop the rest so every char is equally likely
      if (out.length === length) break;
    }
  }
  return out;
}

export const newGenerationId = () => `gen_${randomBase62(24)}`;
export const newEditId = () => `edit_${randomBase62(20)}`;
export const newWorkspaceId = () => `ws_${randomBase62(16)}`;
export const newKeyId = () => `key_${randomBase62(16)}`;
export const nowIso = () => new Date().toISOString();
