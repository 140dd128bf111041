// Words by their stems: "booking" ~ "book", "cancellation" ~ "cancel", "payment" ~ "pay", "registration" ~ "register",
// "verification" ~ "verify" — for finding the use case or the journey stage a phrase names in another form.

/** "bookings" → "book", "cancellation" → "cancell", "payment" → "pay", "registration" → "registr", "delivery" → "deliver". */
export function stemWord(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 3 && /s$/.test(w) && !/ss$/.test(w)) w = w.slice(0, -1);
  const m = /^(.{3,}?)(?:ations?|itions?|ments?|ings?|ions?|als?|ed|e)$/.exec(w);
  if (m) return m[1]!;
  if (/ery$/.test(w) && w.length > 5) return w.slice(0, -1);
  return w;
}

/** Two words are one when one stem starts the other, at most two letters longer ("cancel" ~ "cancell", "register" ~ "registr"). */
export function sameStem(a: string, b: string): boolean {
  const [s, l] = [stemWord(a), stemWord(b)].sort((x, y) => x.length - y.length) as [string, string];
  if (s.length < 3 || l.length - s.length > 2) return false;
  if (s.length <= 3) return s === l;
  // A long stem may differ in its last letter: "registr" ~ "register"; a short one may not: "book" is not "boot".
  return l.startsWith(s.length >= 6 ? s.slice(0, -1) : s);
}
