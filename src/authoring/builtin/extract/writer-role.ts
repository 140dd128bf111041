// The writer's own place in what they describe: "new GM here", "I'm the head chef at …", "as the practice manager, I …",
// "je suis la directrice", "ich bin der Teamleiter". In an org chart told in the first person ("I report to the owner,
// Maria. Under me are the head chef and the front-of-house manager."), "I" and "me" are that role.

const ROLE = String.raw`((?:[\p{Lu}]{2,5}|[\p{L}-]+)(?:\s+(?:of\s+)?[\p{L}-]+){0,3}?)`;
const WRITER_ROLE: RegExp[] = [
  // "new GM here", "Marketing ops here", "Head of nursing here at St Mary's".
  new RegExp(String.raw`(?:^|[,.!]\s*|\b(?:hi|hey|hello)[,!]?\s+)(?:the\s+|a\s+|your\s+)?(?:new\s+)?${ROLE}\s+here(?=[\s,.!]|$)`, 'iu'),
  // "I'm the new head chef at …", "I am the office manager of …".
  new RegExp(String.raw`\bI(?:['’]m|\s+am)\s+(?:the\s+|a\s+|an\s+)(?:new\s+|acting\s+|interim\s+)?${ROLE}(?=\s+(?:at|of|for|in|here|and|,)\b|[,.!]|$)`, 'iu'),
  // "As the practice manager, I …".
  new RegExp(String.raw`^\s*as\s+(?:the\s+)?(?:new\s+)?${ROLE}\s*,\s*I\b`, 'iu'),
  // French, German, Spanish, Italian, Portuguese.
  new RegExp(String.raw`\b(?:je\s+suis|ich\s+bin|soy|sono|sou)\s+(?:le|la|l['’]|der|die|el|il|lo|o|a)\s*(?:nouveau\s+|nouvelle\s+|neue[rn]?\s+|nuev[oa]\s+|nuov[oa]\s+|nov[oa]\s+)?${ROLE}(?=\s+(?:de|du|des|bei|im|in|der|del|della|da|do|na|no)\b|[,.!]|$)`, 'iu'),
];
const NOT_A_ROLE = /^(?:here|new|writing|asking|trying|looking|working|running|putting|the|a|an|just|so|also|not|sure|back)$/i;

/** The writer's role, when the text says it ("new GM here", "I'm the head chef"). */
export function writerRole(texts: string[]): string | undefined {
  for (const text of texts) {
    for (const re of WRITER_ROLE) {
      const role = re.exec(text)?.[1]?.trim();
      if (role && !NOT_A_ROLE.test(role.split(/\s+/)[0]!) && role.split(/\s+/).length <= 4) return role;
    }
  }
  return undefined;
}

/** The text with the writer's "I", "me" and "my" standing as their role: "I report to Maria" → "The GM reports to Maria". */
export function withWriterAsRole(text: string, role: string): string {
  const the = `the ${role}`;
  return text
    .replace(/\bI\s+report\s+to\b/g, `${the} reports to`)
    .replace(/\bI\s+(?:manage|run|lead|oversee|supervise)\b/g, (m) => `${the} ${m.split(/\s+/)[1]}s`)
    .replace(/\b(?:under|below|beneath|reporting\s+to|report\s+to|reports\s+to|with)\s+me\b/gi, (m) => m.replace(/\bme$/i, the))
    .replace(/(^|[.!?]\s+)(?:Under|Below)\s+me\b/g, (_m, p: string) => `${p}Under ${the}`)
    .replace(/\bmy\s+(?=(?:direct\s+)?reports?\b|team\b|deputy\b|assistant\b)/gi, `${the}'s `)
    .replace(/(^|[.!?;]\s+)I\s+have\b/g, (_m, p: string) => `${p}${the.charAt(0).toUpperCase()}${the.slice(1)} has`);
}
