// Password hashing with scrypt (node:crypto): hashPassword(plain) → "scrypt$N$r$p$salt$hash", verifyPassword(plain, stored) → boolean.
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// scrypt needs 128·N·r bytes; the default 32 MiB cap is exactly that, so leave room.
const MAXMEM = 128 * N * R * 2;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

function derive(password: string, salt: Buffer, opts: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** A message in plain words when the password cannot be used, else null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `The password must have at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `The password must have at most ${PASSWORD_MAX} characters.`;
  return null;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P, maxmem: MAXMEM }, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length < 16) return false;
  const key = await derive(password, salt, { N: n, r, p, maxmem: 128 * n * r * 2 }, expected.length);
  return timingSafeEqual(key, expected);
}

// Verifying against this when the email is unknown makes both answers take as long, so timing tells no emails.
let dummy: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword('not a real password');
  await verifyPassword(password, await dummy);
  return false;
}
