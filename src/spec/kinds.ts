// The 22 kinds of diagram the catalog covers (decisions.md, "Records" and "Kinds added after the first catalog").
export const KINDS = [
  'flowchart', 'sequence', 'timeline', 'mindmap', 'hierarchy', 'cycle', 'pyramid', 'funnel',
  'venn', 'matrix', 'comparison', 'hub', 'swimlane', 'er', 'architecture', 'state', 'list',
  'proportion', 'gantt', 'class', 'usecase', 'journey',
] as const;
export type Kind = (typeof KINDS)[number];
export function isKind(value: string): value is Kind {
  return (KINDS as readonly string[]).includes(value);
}
