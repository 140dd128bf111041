// PromptDoc → a title from the words after a request that only names the kind ("Sequence diagram: user logs in.
// The browser ..." → "User logs in", "时序图：用户登录" → "用户登录"), when the lead gave none.
import { findKindMentions } from '../brief/named-kind.js';
import type { PromptDoc } from '../text/doc.js';
import { capitalize } from '../text/label.js';

/** `always`: even where the lead gave a title (the caller found it says nothing but the kind). */
export function topicAfterKind(doc: PromptDoc, always = false): string | undefined {
  if (doc.title && !always) return undefined;
  let after = doc.lead ? doc.tail : '';
  // "时序图：扫码支付" over lines that have colons of their own is read as a keyed line, not as the lead.
  const kv = !doc.lead && doc.lines[0] ? /^([^:：]{1,30})[:：]\s*(.+)$/u.exec(doc.lines[0].text) : null;
  if (kv && findKindMentions(kv[1]).some((m) => m.strength === 'name' && m.length >= kv[1].trim().length - 2)) after = kv[2];
  if (!after) return undefined;
  const first = after.split(/(?<=[.!?。])\s+/u)[0].replace(/[.!?。:：]+$/u, '').trim();
  if (!first || /[,，、;；]|->|→|=>|["“”「」]/u.test(first)) return undefined;
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(first);
  if (cjk ? first.length > 16 : first.split(/\s+/).length > 6) return undefined;
  return capitalize(first);
}

/** "journey map - car rental", "use-case diagram – library system": the subject after a first line's kind name and dash. */
export function headingTopic(text: string): string | undefined {
  const first = text.split('\n')[0]!.trim();
  const m = /^[#*\s]*(.{2,40}?)\s+[-–—]\s+(.{2,60}?)[*\s]*$/u.exec(first);
  if (!m || !findKindMentions(m[1]!).some((k) => k.strength === 'name')) return undefined;
  const topic = m[2]!.trim();
  return topic ? topic.charAt(0).toUpperCase() + topic.slice(1) : undefined;
}
