// A title as the structure kinds show it: none when the prompt's lead is a sentence about the diagram ("ERD will
// include entities") or only a section word ("Entities", "Components"), which say nothing a reader needs.

const CLAUSE = /\b(?:will|should|must|would|shall|has|have|had|include|includes|including|contains?|consists?|involves?|shows?|represents?|branch(?:es|ing)?|splits?|divided)\b/i;
const SECTION = /^(?:entities|entity|tables?|components?|relationships?|relations|nodes?|elements?|items?|structure|overview|class|classes|uml|setup|set-up|architecture|context|background|data|diagram|chart|spokes?|branches|topics?|ideas?|hierarchy|org(?:anization(?:al)?)?\s+chart|mind\s?map|task|goal|description|details?|central\s+(?:element|node|concept|idea|topic)|cent(?:er|re)(?:\s+card)?|surrounding\s+\w+)$/i;
// "画一个系统架构图", "ER図を作成する": a request in Chinese or Japanese, not a name.
const CJK_REQUEST = /^(?:请|請)?(?:画|畫|绘制|繪製|生成|设计|設計|创建|創建|制作|做)|(?:を)?(?:作成|描いて|描く|示して|示す|生成|設計)(?:する|して|ください|下さい)?$|ください$/u;

export function plainTitle(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const t = title.trim();
  if (CLAUSE.test(t) || SECTION.test(t) || CJK_REQUEST.test(t) || /["“”]|^(?:topic|subject|theme)\b/i.test(t) || /^(?:思维导图|心智图|脑图|マインドマップ|组织架构图|组织结构图|架构图|ER图|流程图)$/iu.test(t)) return undefined;
  return t;
}
