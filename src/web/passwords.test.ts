// scrypt password hashes: format, verification, salts, and refusal of malformed stored values.
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies only the same password', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('treats Unicode forms of the same password alike', async () => {
    const h = await hashPassword('café-password');
    expect(await verifyPassword('cafe\u0301-password', h)).toBe(true);
  });

  it('refuses malformed or hostile stored values instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$2$3', 'bcrypt$32768$8$1$c2FsdA$aGFzaA', 'scrypt$999999999$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA', 'scrypt$32768$8$1$c2FsdA$c2hvcnQ']) {
      expect(await verifyPassword('anything', stored), stored).toBe(false);
    }
    expect(await verifyAgainstNothing('x')).toBe(false);
  });

  it('asks for 8 to 200 characters', () => {
    expect(passwordProblem('short')).toMatch(/at least 8/);
    expect(passwordProblem('x'.repeat(201))).toMatch(/at most 200/);
    expect(passwordProblem('long enough')).toBeNull();
  });
});
