// Requirement identifiers at the start of a line ("REQ-CL-01 An Artifact has …", "FR-3: The user can …", "US12 – As a
// buyer …", "[R4] Each order …"): a reference number of a document, no part of what the line says.

const ID = /^[ \t]*(?:[-*•]\s+)?(?:\[\s*)?(?:[A-Z]{1,6}(?:[-_.][A-Z]{1,6})*[-_.]?\d{1,4}(?:[-_.]\d{1,4})*[a-z]?)(?:\s*\])?(?:\s*[:.)–—-])?[ \t]+(?=\S)/gmu;

/** The text without the requirement identifiers that open its lines, when two or more lines open with one. */
export function withoutRequirementIds(text: string): string {
  const n = (text.match(ID) ?? []).length;
  return n >= 2 ? text.replace(ID, (m) => (/^[ \t]*[-*•]\s+/.exec(m)?.[0] ?? '')) : text;
}
