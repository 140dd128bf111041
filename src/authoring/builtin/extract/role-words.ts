// Lane name + step text → how well the step fits the lane's role ("Laptop setup" fits IT, "Send the offer" HR):
// a small lexicon of common roles and the work they do, for steps whose text names nobody.

interface Role { lane: RegExp; work: RegExp; laneOnce: RegExp; cjkNames: string; cjk?: RegExp }

// Latin words are matched at word starts; CJK terms anywhere (they have no spaces to bound them).
const W = (words: string, cjk = '') => new RegExp(String.raw`(?:^|[^\p{L}])(?:${words})` + (cjk ? `|${cjk}` : ''), 'giu');
// Lane names are tested one at a time, without the global flag's memory.
const once = (re: RegExp) => new RegExp(re.source, 'iu');

const ROLES: Role[] = ([
  // People the process serves.
  { cjkNames: '用户|客户|顾客|申请人|患者|学生|员工|お客様|顧客|ユーザー|申請者|社員|利用者', lane: W('customers?|clients?|users?|applicants?|buyers?|shoppers?|patients?|guests?|students?|candidates?|members?|requesters?|requestors?|policyholders?|passengers?|citizens?|visitors?|riders?|cardholders?|new\\s+(?:employee|hire|starter)s?|employees?', '用户|客户|顾客|申请人|患者|学生|员工|お客様|顧客|ユーザー|申請者|社員|利用者'),
    work: W('sign(?:s|ing)?[\\s-]*up|regist|appl(?:y|ies)|submit|request|places?\\s+(?:an?\\s+)?order|order|pay|deposit|upload|fill|accept|sign(?:s)?\\s|book|choose|select|buy|purchase|download|rate|check(?:s)?[\\s-]in|arriv|confirm(?:s)?\\s+receipt|return(?:s)?\\s+the|report|resign|first\\s+(?:deposit|payment)', '申请|提交|下单|付款|支付|寄回|申诉|注文|申し込|登録') },
  // Approvers and leads.
  { cjkNames: '经理|主管|领导|上司|承認者|部長|課長|マネージャー', lane: W('managers?|supervisors?|approvers?|leads?|directors?|heads?|commanders?|owners?|bosses?', '经理|主管|领导|上司|承認者|部長|課長|マネージャー'),
    work: W('approv|sign(?:s)?[\\s-]off|authori[sz]|decid|assign|prioriti|declar|assembl|escalat|goal|introduc|tour|one[\\s-]on[\\s-]one|feedback|coach|mentor|review(?:s)?\\s+(?:the\\s+)?(?:request|report|budget|plan|claim)|interview', '审批|批准|审核|承認|決裁') },
  { cjkNames: '高管|总监|副总|董事|役員', lane: W('executives?|vp|cfo|ceo|coo|cto|board', '高管|总监|副总|董事|役員'), work: W('vp|cfo|ceo|coo|executive|board|final\\s+approv', 'VP|CFO|CEO|高管') },
  { cjkNames: '人事|人力|HR|採用', lane: W('hr|human\\s+resources|people\\s+(?:team|ops)|recruit(?:er|ing|ment)?s?|talent', '人事|人力|HR|採用'),
    work: W('offer|contract|onboard|orientation|welcome|training|background\\s+check|hire|hiring|payroll|exit\\s+interview|benefit|job\\s+post|post(?:s)?\\s+the\\s+job|screen|reference', '入职|合同|面试|录用|入社|契約') },
  { cjkNames: '信息|IT|情シス|システム管理', lane: W('it|tech(?:nical)?\\s+support|help\\s?desk|sysadmins?|infrastructure|devices?\\s+team', '信息|IT|情シス|システム管理'),
    work: W('set[\\s-]?up|provision|access|accounts?\\b|laptop|equipment|install|configur|credential|revok|password|email\\s+account|hardware|software', '账号|设备|权限|アカウント|機器') },
  { cjkNames: '财务|出纳|会计|経理|財務|会計', lane: W('finance|accounting|accounts?\\s+(?:payable|receivable)|treasury|billing|payroll|cashiers?|controllers?', '财务|出纳|会计|経理|財務|会計'),
    work: W('pay|payment|invoice|refund|reimburs|budget|charg|bill|reconcil|collect|final\\s+pay|expense|cost', '付款|退款|报销|打款|支払|精算|請求') },
  { cjkNames: '开发|研发|開発|エンジニア', lane: W('dev(?:elopment)?\\s+team|developers?|engineer(?:ing|s)?|dev|programmers?', '开发|研发|開発|エンジニア'),
    work: W('develop|code|coding|implement|build|fix|commit|merge|pull\\s+request|task\\s+breakdown|refactor|program', '开发|编码|修复|実装|開発') },
  { cjkNames: '测试|品質|テスト', lane: W('qa|quality(?:\\s+assurance)?|testers?|test(?:ing)?\\s+team', '测试|品質|テスト'), work: W('test|verif|quality|regression|qa\\b|bug\\s+report', '测试|验证|テスト|検証') },
  { cjkNames: '产品|プロダクト', lane: W('product\\s+owners?|po|product\\s+managers?|pm', '产品|プロダクト'), work: W('backlog|stor(?:y|ies)|prioriti|requirement|acceptance|sprint\\s+review|roadmap|demo', '需求|需求评审') },
  { cjkNames: '敏捷教练|スクラムマスター', lane: W('scrum\\s+masters?|agile\\s+coach(?:es)?', '敏捷教练|スクラムマスター'), work: W('stand[\\s-]?ups?|retrospective|retro\\b|sprint\\s+planning|ceremon|impediment|facilitat|capacity', '站会|回顾|规划') },
  { cjkNames: '运维|运营|運用', lane: W('ops|operations|sre|on[\\s-]?call|devops|support\\s+engineers?|back\\s+office', '运维|运营|運用'),
    work: W('deploy|release|monitor|alert|incident|mitigat|rollback|roll\\s+back|manual\\s+review|exception|detect|triage|restore|resolve', '部署|监控|上线|リリース|監視') },
  { cjkNames: '市场|宣传|広報', lane: W('comms|communications?|pr|public\\s+relations|marketing', '市场|宣传|広報'), work: W('announc|communicat|status\\s+update|post(?:s)?\\s+(?:a\\s+)?(?:status\\s+)?updates?|notify\\s+(?:the\\s+)?(?:customers|users|stakeholders)|press|campaign|newsletter', '公告|通知|宣传') },
  { cjkNames: '销售|営業', lane: W('sales|account\\s+(?:manager|executive)s?', '销售|営業'), work: W('quote|proposal|lead|deal|negotiat|order\\s+entry|enter(?:s)?\\s+the\\s+order|take(?:s)?\\s+(?:the\\s+)?order', '报价|商談|見積') },
  { cjkNames: '法务|合规|法務', lane: W('legal|compliance|lawyers?|counsel', '法务|合规|法務'), work: W('contract|complian|legal|terms|nda|regulat|audit', '合同|合规|契約|審査') },
  { cjkNames: '仓库|物流|配送|倉庫|物流', lane: W('warehouse|logistics|shipping|fulfil?ment|delivery|couriers?|drivers?|stores?\\s+team', '仓库|物流|配送|倉庫|物流'), work: W('pick|pack|ship|deliver|dispatch|inventory|stock|pick[\\s-]?up|carrier', '发货|配送|出库|拣货|出荷|発送') },
  { cjkNames: '客服|售后|サポート', lane: W('support|customer\\s+service|service\\s+desk|agents?', '客服|售后|サポート'), work: W('ticket|reproduc|troubleshoot|respond|answer|help|assist|refund\\s+request', '工单|答复|対応') },
  { cjkNames: '系统|平台|システム', lane: W('systems?|platform|apps?|application|backend|server|software|bank\'?s\\s+systems?|automated', '系统|平台|システム'),
    work: W('validat|verif|check|generat|stor|notif|send(?:s)?\\s+(?:an?\\s+)?(?:email|sms|notification|confirmation)|calculat|process|creat|match|open(?:s|ed)?\\s+(?:the\\s+)?account|account\\s+opened|issu|score|log|record|sync', '校验|验证|生成|处理|自动|審査|自動') },
  { cjkNames: '商家|卖家|供应商|店铺|店舗|販売者', lane: W('merchants?|sellers?|vendors?|suppliers?|restaurants?|kitchen|shops?|stores?', '商家|卖家|供应商|店铺|店舗|販売者'), work: W('accept(?:s)?\\s+(?:the\\s+)?order|cook|prepar|confirm|ship|approve(?:s)?\\s+(?:the\\s+)?(?:return|refund)|quote|deliver(?:s)?\\s+the\\s+goods|invoice', '审核|确认|发货|退款|受注') },
  { cjkNames: '平台|仲裁', lane: W('platform|marketplace|arbitrat|mediat', '平台|仲裁'), work: W('arbitrat|mediat|dispute|intervene|final\\s+decision', '仲裁|介入|裁决') },
  { cjkNames: '医生|医師', lane: W('doctors?|physicians?|clinicians?', '医生|医師'), work: W('examin|diagnos|prescrib|treat|discharg|admit|review(?:s)?\\s+(?:the\\s+)?results', '诊断|开药|診察') },
  { cjkNames: '护士|看護', lane: W('nurses?|triage', '护士|看護'), work: W('triage|vital|assess|measure|blood\\s+pressure|admin', '分诊|测量') },
  { cjkNames: '检验|化验|药房', lane: W('lab(?:oratory)?|radiology|pharmacy', '检验|化验|药房'), work: W('blood|sample|test|scan|x-?ray|dispens', '化验|检验|抽血') },
] as Omit<Role, 'laneOnce'>[]).map((r) => {
  // The CJK names of the role, to find one at the start of a step ("经理审批" is the manager's).
  const cjk = r.cjkNames.split('|').filter((n) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(n)).join('|');
  return { ...r, laneOnce: once(r.lane), cjk: cjk ? new RegExp(`^(?:${cjk})`, 'u') : undefined };
});

/** "Accounts payable matches the invoice" → "Accounts payable": a role of one to three words, then a verb. */
export function leadingRole(step: string): string | undefined {
  const ws = step.trim().replace(/^(?:the|a|an)\s+/i, '').split(/\s+/);
  for (let n = Math.min(3, ws.length - 1); n >= 1; n--) {
    const phrase = ws.slice(0, n).join(' ');
    if (!/^[a-z]+(?:[^s]s|ed)$/i.test(ws[n]) || /^(?:is|was|has|its|this|us|as)$/i.test(ws[n])) continue;
    // The role ends the phrase ("release manager", "accounts payable"); a word before it may qualify it.
    if (ROLES.some((r) => { const m = r.laneOnce.exec(phrase); return !!m && m.index + m[0].length === phrase.length && phrase.split(/\s+/).length <= 3; })) return phrase;
  }
  return undefined;
}

/** The role a CJK step opens with ("员工提交报销单" → "员工"), if any. */
export function roleAtStart(step: string): string | undefined {
  for (const r of ROLES) {
    const m = r.cjk?.exec(step.trim());
    if (m) return m[0];
  }
  return undefined;
}

/** True when two names are of the same kind of role ("developer" and "Engineering", "recruiter" and "HR"). */
export function sameRole(a: string, b: string): boolean {
  return ROLES.some((r) => r.laneOnce.test(a) && r.laneOnce.test(b));
}

/**
 * How well a step's text fits a lane's role: the length of the work words the step uses (0: no clue), so that
 * "accept order" fits a restaurant better than a customer who "accepts".
 */
export function roleFit(lane: string, step: string): number {
  let best = 0;
  for (const r of ROLES) {
    if (!r.laneOnce.test(lane)) continue;
    const words = (step.match(r.work) ?? []).reduce((n, w) => n + w.trim().length, 0);
    best = Math.max(best, words);
  }
  return best;
}
