// Chinese and Japanese message clauses: "小程序向后台服务器发起租借请求" (A向B…), "后台服务器调用支付平台做免押金授权"
// (A调用B…), "后台服务器通知充电柜弹出充电宝" (A通知B…), "支付平台返回授权成功" (a reply to whoever called it),
// "アプリがサーバーにリクエストを送る" (AがBに…). Who takes part is read from the clauses themselves: the subject of one
// clause names the receiver another clause addresses.

export interface CjkMessage { from: string; to?: string; label: string; reply: boolean }

export const CJK_TEXT = /[\u3040-\u30ff\u3400-\u9fff]/u;

/** Verbs that address someone: what follows them opens with who is addressed ("调用支付平台", "通知充电柜"). */
const TO_VERB = ['调用', '調用', '呼叫', '请求', '請求', '查询', '查詢', '访问', '訪問', '发送', '發送', '通知', '提示', '告知', '要求', '询问', '詢問', '推送', '转发', '轉發', '提交', '登录', '登錄', '写入', '寫入', '读取', '讀取', '打开', '打開', '联系', '聯繫', '让', '讓', '请', '指示', '命令', '回调', '回調', '派单', '派單', '派送', '送达', '送達', '交付', '配送'];
/** Verbs of a reply: the message goes back to whoever addressed the speaker last. */
const REPLY_VERB = ['返回', '回复', '回覆', '回傳', '回报', '回報', '回应', '回應', '响应', '響應', '应答', '應答'];
/** Verbs that only act (they end a receiver's name: "充电柜弹出充电宝"). */
const ACT_VERB = ['发起', '發起', '扫码', '掃碼', '扫描', '掃描', '验证', '驗證', '校验', '校驗', '检查', '檢查', '确认', '確認', '弹出', '彈出', '取走', '生成', '创建', '創建', '保存', '记录', '記錄', '更新', '处理', '處理', '下单', '下單', '授权', '授權', '扣款', '显示', '顯示', '展示', '做', '进行', '進行', '完成', '开始', '開始', '输入', '輸入', '选择', '選擇', '取餐', '取货', '取貨', '接单', '接單', '付款'];
const VERBS = [...TO_VERB, ...REPLY_VERB, ...ACT_VERB].sort((a, b) => b.length - a.length);
const VERB_AT = new RegExp(`(?:${VERBS.join('|')})`, 'gu');
/** "最后", "然后", "接着": a connective before the subject. */
const CONNECTIVE = /^(?:最后|最後|然后|然後|接着|接著|随后|隨後|之后|之後|再|并且|並且|并|並|同时|同時|最终|最終|首先|先|次に|そして|最後に|その後|まず)\s*[，,]?\s*/u;
/** "A向B…", "A给B…", "A对B…": a preposition that names the receiver before the verb. */
const PREP = /^(.{1,16}?)\s*(?:向|给|給|对|對|跟|在|到)\s*(.{1,16}?)\s*((?:VERB).*)$/u;
/** Japanese: "AがBに…", "AはBへ…"; "AがBを呼び出す". */
const JA_TO = /^(.{1,16}?)\s*(?:が|は)\s*(.{1,16}?)\s*(?:に対して|に|へ)\s*(.+)$/u;
const JA_CALL = /^(.{1,16}?)\s*(?:が|は)\s*(.{1,16}?)\s*を\s*(呼び出す|呼び出し|呼ぶ|起動する|叩く)(.*)$/u;
const JA_SAYS = /^(.{1,16}?)\s*(?:が|は)\s*(.+)$/u;
const JA_REPLY = /(?:返す|返し|返却|応答|返信|返答)/u;
/** A party's name ends in what it is: "物流系统", "支付网关", "后台服务器", "充电柜", "客服人员". */
const PARTY_END = /^(.{1,10}?(?:系统|系統|服务器|服務器|服务|服務|平台|网关|網關|中心|数据库|數據庫|后台|後台|终端|終端|柜|櫃|机|機|人员|人員|员|員|用户|用戶|客户|客戶|商家|银行|銀行|App|APP|app))(.+)?$/u;
const GIVEN = /^(.*?)\s*(?:给|給|到|至)\s*(\S.{0,15})$/u;

interface Read { subject: string; to?: string; verb?: string; rest: string; reply: boolean; ja?: boolean }

function first(text: string): { at: number; verb: string } | undefined {
  for (const m of text.matchAll(VERB_AT)) if (m.index! >= 1) return { at: m.index!, verb: m[0] };
  return undefined;
}

function readOne(clause: string): Read | undefined {
  const c = clause.replace(CONNECTIVE, '').trim();
  if (/[\u3040-\u309f]/u.test(c)) {
    const call = JA_CALL.exec(c);
    if (call) return { subject: call[1]!, to: call[2]!, verb: call[3]!, rest: call[4]!.trim(), reply: false, ja: true };
    const to = JA_TO.exec(c);
    if (to) return { subject: to[1]!, to: to[2]!, rest: to[3]!, reply: JA_REPLY.test(to[3]!), ja: true };
    const says = JA_SAYS.exec(c);
    if (says && first(c) === undefined) return { subject: says[1]!, rest: says[2]!, reply: JA_REPLY.test(says[2]!), ja: true };
  }
  const prep = new RegExp(PREP.source.replace('VERB', VERBS.join('|')), 'u').exec(c);
  if (prep) return { subject: prep[1]!, to: prep[2]!, rest: prep[3]!, reply: false };
  const v = first(c);
  if (!v || v.at > 16) return undefined;
  const rest = c.slice(v.at + v.verb.length).trim();
  return { subject: c.slice(0, v.at).trim(), verb: v.verb, rest, reply: REPLY_VERB.includes(v.verb) };
}

/** The clauses of a CJK message story, or undefined when fewer than two of them read as messages. */
export function readCjkMessages(text: string, context = text): CjkMessage[] | undefined {
  if (!CJK_TEXT.test(text)) return undefined;
  const clauses = clausesOf(text);
  // "然后送达给顾客": a clause without a subject goes on with the subject of the clause before.
  const reads: (Read | undefined)[] = [];
  for (const c of clauses) {
    const bare = c.replace(CONNECTIVE, '').trim();
    const prev = [...reads].reverse().find((r) => !!r?.subject);
    const v = first(` ${bare}`);
    reads.push(prev && v && v.at === 1 ? readOne(`${prev.subject}${bare}`) : readOne(c));
  }
  const named = reads.filter((r): r is Read => !!r && r.subject.length >= 1);
  // One message a sentence ("アプリがサーバーにログイン要求を送る。") or several in one.
  if (named.length < 2 && !(named.length === 1 && clauses.length === 1)) return undefined;
  // Who takes part: every clause's subject and every receiver a preposition names, longest first.
  const all = context === text ? named : clausesOf(context).map(readOne).filter((r): r is Read => !!r && r.subject.length >= 1);
  const names = [...new Set([...named, ...all].flatMap((r) => [r.subject, ...(r.to ? [r.to] : [])]))].sort((a, b) => b.length - a.length);
  // "平台" after "外卖平台": a short name that ends a longer one is the same party.
  const full = (n: string | undefined) => (n && n.length >= 2 ? names.find((x) => x.length > n.length && x.endsWith(n)) ?? n : n);
  return named.map((r) => message(r, names)).map((m) => ({ ...m, from: full(m.from)!, to: full(m.to) }));
}

function clausesOf(text: string): string[] {
  return text.replace(/^[^，,。：:]{0,20}(?:流程|過程|过程|流れ|手順)(?:[。：:]\s*|$)/u, (all) => (first(` ${all}`) && !/(?:向|给|給|把|到)/u.test(all) ? '' : all)).replace(/^[^:：]{0,30}(?:时序图|時序圖|シーケンス図|序列图|顺序图|順序圖)[^:：]{0,10}[:：]\s*/u, '')
    .split(/[，,、。；;！!]\s*/u).map((c) => c.trim().replace(/[.!?。！？]+$/u, '')).filter(Boolean)
    // "餐厅确认接单后平台给骑手派单": "…后" ends one clause and the next subject starts the other.
    .flatMap((c) => c.split(/(?<=.{3,}(?:后|後|之后|之後|以后|以後))(?=.{2,10}?(?:给|給|向|把|对|對|通知|调用|推送|发送))/u))
    // "外卖平台把订单推送给餐厅": the object moves behind the verb, "外卖平台推送订单给餐厅".
    .map((c) => c.replace(/^(.{1,16}?)把(.{1,12}?)((?:推送|发送|發送|转发|轉發|交|递|遞|送|传|傳|提交|分配|派|发|發))(给|給|到|至)/u, '$1$3$2$4'))
    // "顾客在App上下单": where it happens ("在…上/里/中") names the system it is done in.
    .map((c) => c.replace(/^(.{1,16}?)在(.{1,12}?)(?:上|里|裡|中|内|內)(?=.)/u, '$1向$2'));
}

function message(r: Read, names: string[]): CjkMessage {
  if (r.ja && r.to === undefined) {
    // "ユーザーがアプリを開く": a party named in what the subject does is whom it acts on.
    const inner = names.find((n) => n !== r.subject && r.rest.includes(n));
    const label = inner ? r.rest.replace(inner, '').replace(/^\s*(?:を|に|へ|で)\s*/u, '').replace(/(?:と|ので|から|たら)$/u, '').trim() : r.rest;
    return { from: r.subject, to: inner, label: label || r.rest, reply: r.reply };
  }
  if (r.ja || r.to !== undefined) return { from: r.subject, to: r.to, label: (r.verb ? `${r.verb}${r.rest}` : r.rest).replace(/。$/u, ''), reply: r.reply };
  const verb = r.verb!;
  if (r.reply) {
    const given = GIVEN.exec(r.rest);
    return { from: r.subject, to: given?.[2]?.trim(), label: `${verb}${given ? given[1]!.trim() : r.rest}`, reply: true };
  }
  const given = GIVEN.exec(r.rest);
  if (given && given[2]!.trim().length <= 10) return { from: r.subject, to: given[2]!.trim(), label: `${verb}${given[1]!.trim()}`, reply: false };
  // "调用支付平台做免押金授权": the receiver opens what follows; what it is asked to do is the message.
  const lead = names.find((n) => n !== r.subject && r.rest.startsWith(n));
  if (lead) {
    const asked = r.rest.slice(lead.length).replace(/^(?:做|进行|進行|去|来|來)/u, '').trim();
    return { from: r.subject, to: lead, label: asked || verb, reply: false };
  }
  // "扫码打开小程序": the receiver named later in the clause; what comes before it is the message.
  const inner = names.find((n) => n !== r.subject && r.rest.includes(n));
  if (inner) return { from: r.subject, to: inner, label: `${verb}${r.rest.slice(0, r.rest.indexOf(inner))}`.trim(), reply: false };
  // "通知物流系统发货": a receiver named by what it is (a system, a service, a platform) before what it is told.
  const kind = TO_VERB.includes(verb) ? PARTY_END.exec(r.rest) : null;
  if (kind && kind[2]) return { from: r.subject, to: kind[1]!, label: kind[2]!, reply: false };
  // "通知仓库系统备货": an addressing verb's receiver runs to the next verb.
  const next = TO_VERB.includes(verb) ? first(` ${r.rest}`) : undefined;
  const to = next ? r.rest.slice(0, next.at - 1).trim() : TO_VERB.includes(verb) && r.rest.length <= 10 ? r.rest : undefined;
  if (to) return { from: r.subject, to, label: next ? r.rest.slice(next.at - 1).trim() : verb, reply: false };
  return { from: r.subject, label: `${verb}${r.rest}`, reply: false };
}
