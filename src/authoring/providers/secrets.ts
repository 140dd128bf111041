// Text from a provider (error messages) → the same text with keys, tokens and credentials removed.

const MASK = '[redacted]';

// Provider error messages may echo headers, URLs or keys; these shapes are never useful to a client.
const RULES: [RegExp, string][] = [
  [/\bdiagram_sk_[A-Za-z0-9_-]+/g, MASK],
  [/\b(?:sk|pk|rk)-[A-Za-z0-9_-]{6,}/g, MASK],
  [/\b(?:xai-|gsk_|AIza)[A-Za-z0-9_-]{6,}/g, MASK],
  [/\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${MASK}`],
  [/\b((?:authorization|x-api-key|api[_-]?key|access[_-]?token|secret)["']?\s*[:=]\s*["']?)(?!(?:Bearer|Basic|Token)\s)[^\s"',;&}]+/gi, `$1${MASK}`],
  [/([?&](?:api[_-]?key|key|token|access_token)=)[^&\s"']+/gi, `$1${MASK}`],
  // user:password@ in URLs
  [/(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s:@]+:[^/\s@]+@/gi, `$1${MASK}@`],
];

/** Removes every `secrets` value (e.g. the configured API key) and anything shaped like a credential. */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text;
  for (const s of secrets) {
    // Very short values would blank ordinary words; real keys are long.
    if (s && s.length >= 6) out = out.split(s).join(MASK);
  }
  for (const [re, replacement] of RULES) out = out.replace(re, replacement);
  return out;
}
