// Chinese and Japanese parent links: "董事会下设总经理", "技术部包括前端组和后端组", "财务部隶属于总经理",
// "公司由研发部、销售部组成", "開発部は技術本部の下にある", "本社はA、B、Cで構成される".

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/u;
// Parent first: "A下设B、C".
const DOWN = /^(.{1,20}?)(?:下设|下設|下辖|下轄|下属有|下屬有|下面有|下分为|下分|管理(?![部组組课課室处處])着?|领导|領導|管辖|管轄|负责|負責|分管|主管|分掌|包括|包含|分为|分為|设有|設有|统辖|統轄|を統括し?(?:ている)?|の下に(?:は)?|には|は)(.+)$/u;
// Child first: "B隶属于A", "B向A汇报", "B归A管".
const UP = /^(.{1,20}?)(?:隶属于|隸屬於|从属于|從屬於|属于|屬於|归属于|歸屬於|向|归|歸|直属|直屬)(.{1,20}?)(?:汇报|匯報|报告|報告|管理|管|领导|領導)?$/u;
// "A由B、C组成", "AはB、Cで構成される".
const MADE_OF = /^(.{1,20}?)(?:由|は)(.+?)(?:组成|組成|构成|構成|で構成され(?:る|ている)|からなる|から成る)$/u;
// "BはAの下にある", "BはAに報告する".
const JA_UP = /^(.{1,20}?)は(.{1,20}?)(?:の下にある|の下に置かれ(?:る|ている)|に報告する|に所属する|の配下にある)$/u;

// "总经理下面有三个部门：A、B": the parent and its verb, a counted group word, a colon, the list.
const COUNTED = /^(.{1,20}?(?:下面有|下设有?|下設有?|下辖|包括|包含|设有|設有|有))[一二两兩三四五六七八九十\d]+\s*[个個名位家]?\s*[\p{Script=Han}]{1,4}[:：]\s*(.+)$/u;
// "财务部目前只有一个会计", "市场部有两名专员": a unit, then who it has.
const HAS = /^(.{1,12}?)(?:目前|现在|現在|暂时|暫時)?(?:只|仅|僅)?有(?:[一二两兩三四五六七八九十\d]+\s*[个個名位])?(.{1,12})$/u;
const VERB = /下设|下設|下辖|下轄|下属|下屬|下面有|下分|管理(?![部组組课課室处處])|领导|領導|管辖|管轄|负责|負責|分管|主管|分掌|包括|包含|分为|分為|设有|設有|统辖|統轄|統括|の下|隶属|隸屬|从属|從屬|属于|屬於|归属|歸屬|汇报|匯報|报告|報告|由|組成|组成|構成|构成|からなる|から成る|に所属|配下/u;

/** A name as the relations read it: "管理部があり" → "管理部". */
export function cjkName(text: string): string {
  return text.trim().replace(/[.。]+$/u, '').replace(EXISTS, '');
}
const EXISTS = /(?:が|も)(?:あり(?:ます)?|ある|います|いる|存在する)$/u;

function names(text: string): string[] {
  // "…、管理部があり", "…チームがあります": the Japanese "there is" after the last name is no part of it.
  const parts = text.replace(/^(?:了|有|着)/u, '').replace(EXISTS, '').replace(/(?:等|など)?(?:部门|部門)?$/u, '').split(/[、,，和与及と]|以及|および/u).map((x) => x.trim()).filter(Boolean);
  return parts.filter((p) => [...p].length <= 16);
}

export function cjkTreeRelations(text: string): { parent: string; child: string }[] {
  if (!CJK.test(text)) return [];
  const out: { parent: string; child: string }[] = [];
  const owned: { parent: string; child: string }[] = [];
  // Commas end a clause only before another verb: "总经理下设技术部, 市场部, 财务部" keeps its list.
  const clauses: string[] = [];
  // A full stop written the ASCII way ("杭州云帆科技有限公司. 总经理…") ends a clause too (not a decimal point).
  for (const seg of text.split(/[，,；;。\n]|\.(?!\d)|、(?=[^、，,；;。]{1,20}(?:下设|下辖|包括|包含|隶属|由))/u)) {
    if (!seg.trim()) continue;
    if (clauses.length && !VERB.test(seg) && !HAS.test(seg.trim()) && [...seg.trim()].length <= 12 && !/[；;。\n]$/u.test(clauses[clauses.length - 1]!)) clauses[clauses.length - 1] += `、${seg.trim()}`;
    else clauses.push(seg);
  }
  for (const raw of clauses) {
    // "总经理下面有三个部门：研发部、…": the counted group before the colon names no box; the list is the children.
    const counted = COUNTED.exec(raw.trim());
    const t = (counted ? `${counted[1]}${counted[2]}` : raw.trim().replace(/^.*?[:：]\s*/u, '')).replace(/[.!]$/, '');
    if (!t) continue;
    // "财务部目前只有一个会计": a unit that has one member.
    const has = HAS.exec(t);
    if (has && !VERB.test(t)) { owned.push({ parent: has[1]!.trim(), child: has[2]!.trim() }); continue; }
    let m = JA_UP.exec(t);
    if (m) { out.push({ parent: m[2]!.trim(), child: m[1]!.trim() }); continue; }
    m = MADE_OF.exec(t);
    if (m) { names(m[2]!).forEach((c) => out.push({ parent: m![1]!.trim(), child: c })); continue; }
    m = UP.exec(t);
    if (m && !/下设|下辖|包括/u.test(t)) { out.push({ parent: m[2]!.trim(), child: m[1]!.trim() }); continue; }
    m = DOWN.exec(t);
    if (m && m[1] && m[2]) names(m[2]).forEach((c) => out.push({ parent: m![1]!.trim(), child: c }));
  }
  // A "has" clause counts only about a unit already placed ("财务部" among the departments).
  const placed = new Set(out.flatMap((r) => [r.parent, r.child]));
  out.push(...owned.filter((r) => placed.has(r.parent)));
  return out.filter((r) => r.parent && r.child && r.parent !== r.child);
}
