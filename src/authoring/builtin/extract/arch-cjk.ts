// Chinese and Japanese architecture clauses: "订单服务调用支付、库存服务", "前端通过Nginx访问后端API服务",
// "所有服务共享Redis缓存" → connections between the components they name, labelled with the prompt's own verb.
import type { State } from './arch-sentences.js';

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/u;
// Verbs that join two components; "通过" (through) makes a hop between them.
const VERB = /(通过|经过|经由|调用|访问|请求|连接到|连接|读写|读取|写入|查询|发送到|发送至|发送给|发送|推送到|推送至|推送|发布到|发布至|发布|订阅|消费|转发到|转发至|转发给|转发|路由到|路由至|存储到|存储至|存储在|存入|持久化到|持久化至|同步到|同步至|依赖于|依赖|使用|共享|监控|代理|上传到|上传至|缓存到|缓存在|触发|通知|传给|交给|返回给|接入|对接|指向|流向|に接続し?|にアクセスし?|を呼び出し?|に送信し?|を使用し?|から読み込み?|に書き込み?|を経由して?|経由で)/gu;
/** True when a Chinese or Japanese text holds a verb that joins components. */
export function hasCjkVerb(text: string): boolean {
  VERB.lastIndex = 0;
  return VERB.test(text);
}
const VIA = /^(?:通过|经过|经由|を経由して?|経由で)$/u;
const REVERSED = /^(?:订阅|消费|から読み込み?)$/u;
const PAYLOAD = /^(?:日志|数据|消息|事件|请求|文件|图片|ログ|データ|メッセージ|イベント)$/u;
const HEAD = /(服务|数据库|系统|队列|缓存|网关|模块|应用|集群|サービス|データベース|システム)$/u;
const ALL = /^(?:所有|全部|各个?|每个|すべての|全ての|各)(.+)$/u;

function names(seg: string): string[] {
  const t = seg.replace(/^(?:并且?|然后|再|和|及|以及|同时|也|都|均|则|会|将|把|会把|由|从)+/u, '')
    .replace(/(?:做|作为|用作|用于|来|以|进行|实现|异步|同步|通信|交互|中|里|上|等)+.*$/u, '').replace(/[のをにがはへでと]+$/u, '').trim();
  if (!t) return [];
  const parts = t.split(/[、,，和与及/]|以及/u).map((x) => x.trim()).filter(Boolean);
  // "支付、库存服务": the last part's head word belongs to each.
  const head = HEAD.exec(parts[parts.length - 1] ?? '')?.[1];
  return parts.map((p) => (head && !HEAD.test(p) && CJK.test(p) ? p + head : p)).filter((p) => [...p].length <= 16);
}

function keys(seg: string, st: State): string[] {
  const out: string[] = [];
  for (const n of names(seg)) {
    const all = ALL.exec(n);
    if (all) {
      const head = all[1]!;
      out.push(...st.reg.comps.filter((c) => c.label.endsWith(head) || c.kind === 'service' && /服务|サービス/u.test(head)).map((c) => c.key));
      continue;
    }
    if (PAYLOAD.test(n) || /^(?:服务间|服务之间|各服务间)$/u.test(n)) continue;
    out.push(st.reg.find(n)?.key ?? st.reg.comp(n));
  }
  return out;
}

/** Reads one clause written in Chinese or Japanese; false when it holds no verb of the list. */
export function readCjkClause(text: string, st: State): boolean {
  if (!CJK.test(text)) return false;
  const segs: string[] = [];
  const verbs: string[] = [];
  let last = 0;
  VERB.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = VERB.exec(text))) {
    segs.push(text.slice(last, m.index));
    verbs.push(m[1]!);
    last = m.index + m[0].length;
  }
  if (verbs.length === 0) return false;
  segs.push(text.slice(last));
  let from = keys(segs[0]!, st);
  if (from.length === 0 && st.lastSubject) from = [st.lastSubject];
  const subject = from;
  for (let i = 0; i < verbs.length; i++) {
    const to = keys(segs[i + 1]!, st);
    if (to.length === 0) continue;
    const v = verbs[i]!;
    const label = VIA.test(v) ? undefined : v.replace(/(?:到|至|给|于|し|して|み)$/u, '');
    for (const a of from) for (const b of to) (REVERSED.test(v) ? st.reg.connect(b, a, label) : st.reg.connect(a, b, label));
    from = to;
    st.lastTargets = to;
  }
  if (subject.length) st.lastSubject = subject[0];
  return true;
}
