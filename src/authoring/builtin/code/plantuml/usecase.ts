// PlantUML use-case code → usecase draft: actors, use cases, the rectangles/packages holding use cases as system
// boundaries, associations, «include»/«extend» relations, generalization (`<|--`) and notes.
import { codeError, type Draft, type Pos } from '../draft.js';
import { readElements, type Element } from './elements.js';
import type { PumlCode } from './prelude.js';
import { plainUsecaseLines, splitDescription } from './usecase-lines.js';
import { readUsecaseNotes } from './usecase-notes.js';

type Obj = Record<string, unknown>;

export function readUseCase(code: PumlCode): Draft {
  // In use-case diagrams a name that is neither (use case) nor [component] is an actor.
  const lines = plainUsecaseLines(code.lines);
  const { elements, containers, links, byName } = readElements(lines, () => 'actor');
  if (elements.length === 0) throw codeError('plantuml', 'found no actors or use cases in the use-case diagram', code.start);
  const isActor = (e: Element) => e.kind === 'actor';
  const actors = elements.filter(isActor);
  const cases = elements.filter((e) => !isActor(e));
  const byId = new Map(elements.map((e) => [e.id, e]));
  // Boundaries are the containers that hold a use case; containers of actors only are not systems.
  const systems = containers.filter((c) => cases.some((u) => u.container === c.id));

  const actorOut: Obj[] = actors.map((a) => ({ id: a.id, label: a.label }));
  const caseOut: Obj[] = cases.map((u) => ({ id: u.id, ...splitDescription(u.label), ...(u.container && systems.some((s) => s.id === u.container) ? { system: u.container } : {}) }));
  const find = (list: Obj[], id: string) => list.find((x) => x.id === id);
  const out: Obj[] = [];
  for (const l of links) {
    const from = byId.get(l.from)!; const to = byId.get(l.to)!;
    const arrow = l.arrow ?? '';
    const bothCases = !isActor(from) && !isActor(to);
    // `A <|-- B` and `B --|> A`: B is a kind of A (the links arrive with the head on `to`).
    if (/<\||\|>/.test(arrow) && isActor(from) === isActor(to) && from.id !== to.id) {
      const child = find(isActor(from) ? actorOut : caseOut, from.id)!;
      if (child.parent === undefined) {
        child.parent = to.id;
        continue;
      }
    }
    const label = l.label?.replace(/^«(.*)»$/, '$1').trim();
    const type = bothCases && label && /^includes?$/i.test(label) ? 'include' : bothCases && label && /^extends?$/i.test(label) ? 'extend' : 'association';
    const link: Obj = { from: from.id, to: to.id, type };
    if (type === 'association' && l.label) link.label = l.label;
    out.push(link);
  }
  const content: Obj = {
    actors: actorOut,
    systems: systems.map((s) => ({ id: s.id, label: s.label })),
    use_cases: caseOut,
    links: out,
    notes: readUsecaseNotes(lines, byName),
  };
  if (code.title) content.title = code.title;
  const at: Record<string, Pos[]> = { actors: actors.map((a) => a.pos), use_cases: cases.map((u) => u.pos), links: links.map((l) => l.pos) };
  return { kind: 'usecase', design: 'usecase-diagram', content, start: code.start, at };
}
