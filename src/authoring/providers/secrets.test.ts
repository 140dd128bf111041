// Redaction of provider messages: configured keys and credential shapes never survive.
import { describe, expect, it } from 'vitest';
import { redactSecrets } from './secrets.js';

describe('redactSecrets', () => {
  it('removes the configured key wherever it appears, whatever its shape', () => {
    expect(redactSecrets('key ollama-local-key-42 was rejected', ['ollama-local-key-42'])).toBe('key [redacted] was rejected');
  });

  it('removes credential shapes: sk- keys, service keys, bearer tokens, header and query values, URL passwords', () => {
    const text = [
      'sk-proj-abcdefghijkl', 'diagram_sk_live_ABC123', 'Authorization: Bearer eyJhbGciOi.J9.x',
      'x-api-key: abc123456', '"api_key":"zzz999"', 'https://h/v1?key=AIzaSyQQQQ&x=1', 'https://user:hunter2@proxy.local/v1',
    ].join(' | ');
    const out = redactSecrets(text);
    for (const secret of ['abcdefghijkl', 'ABC123', 'eyJhbGciOi', 'abc123456', 'zzz999', 'AIzaSyQQQQ', 'hunter2']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('Authorization: Bearer [redacted]');
    expect(out).toContain('x=1');
    expect(out).toContain('https://[redacted]@proxy.local/v1');
  });

  it('leaves ordinary provider messages alone', () => {
    const text = 'Rate limit reached for gpt-4o-mini in organization on tokens per min (TPM): Limit 30000.';
    expect(redactSecrets(text, [undefined, 'abc'])).toBe(text);
  });
});
