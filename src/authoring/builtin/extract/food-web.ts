// Food chains and webs whose prompt names the organisms but not who eats whom ("It includes a mountain lion, a hawk,
// a frog, …, grass, and trees"): the arrows come from a small diet lexicon (food-web-diets.json), drawn from the
// eaten to the eater, the way energy flows.
import { readFileSync } from 'node:fs';

interface Diets { groups: Record<string, string[]>; eaters: Record<string, string[]>; /** Every name the lexicon knows. */ known: Set<string> }

let diets: Diets | undefined;
function load(): Diets {
  if (!diets) {
    const d = JSON.parse(readFileSync(new URL('./food-web-diets.json', import.meta.url), 'utf8')) as Omit<Diets, 'known'>;
    diets = { ...d, known: new Set([...Object.keys(d.eaters), ...Object.values(d.groups).flat()]) };
  }
  return diets;
}

export const FOOD_WEB = /\b(?:food\s+(?:chains?|webs?)|energy\s+flows?|flow\s+of\s+energy|trophic|predators?\s+and\s+prey|who\s+eats\s+whom)\b/i;

const IRREGULAR: Record<string, string> = { mice: 'mouse', geese: 'goose', leaves: 'leaf', wolves: 'wolf', fish: 'fish', sheep: 'sheep', deer: 'deer', moose: 'moose', bison: 'bison', krill: 'krill', grass: 'grass', grasses: 'grass', bushes: 'bush', foxes: 'fox', lice: 'louse' };

function singularWord(w: string): string {
  if (IRREGULAR[w]) return IRREGULAR[w]!;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(?:ss|us)$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

/** "a mountain lion" → "mountain lion", "Field mice" → "mouse": the lexicon's name the label ends with. */
export function organismKey(label: string): string | undefined {
  const d = load();
  const words = label.toLowerCase().replace(/[^a-z\s-]/g, ' ').split(/[\s-]+/).filter(Boolean).map(singularWord);
  for (let i = 0; i < words.length; i++) {
    const tail = words.slice(i).join(' ');
    if (d.known.has(tail)) return tail;
  }
  return undefined;
}

function eats(eater: string, prey: string, d: Diets): boolean {
  const diet = d.eaters[eater] ?? (d.groups.herbivore!.includes(eater) || d.groups.insect!.includes(eater) ? ['producer'] : []);
  return diet.some((x) => x === prey || (d.groups[x]?.includes(prey) ?? false));
}

/**
 * The arrows between the organisms named (indexes into `labels`, eaten → eater), or undefined when too few of the
 * names are known organisms or too few arrows follow.
 */
export function foodWebEdges(labels: string[]): { from: number; to: number }[] | undefined {
  const d = load();
  const keys = labels.map(organismKey);
  const known = keys.filter(Boolean).length;
  if (labels.length < 3 || known < Math.max(3, Math.ceil(labels.length * 0.6))) return undefined;
  const edges: { from: number; to: number }[] = [];
  keys.forEach((eater, to) => keys.forEach((prey, from) => {
    if (eater && prey && from !== to && eater !== prey && eats(eater, prey, d)) edges.push({ from, to });
  }));
  return edges.length >= 2 ? edges : undefined;
}
