// "Das Mitglied kann Trainingszeiten ansehen, sich für ein Turnier anmelden und seine Adresse ändern", "Le membre peut
// consulter …", "El socio puede …", "Il socio può …", "O sócio pode …": a role, a modal and the things it can do, in
// German, French, Spanish, Italian and Portuguese.
import { capitalize } from '../text/label.js';

const ARTICLE = String.raw`(?:(?:der|die|das|ein|eine|jeder|jede|jedes|alle|le|la|les|un|une|chaque|tout|tous|el|los|las|una|cada|todos|il|lo|gli|uno|ogni|tutti|o|a|os|as|um|uma|todo)\s+|l['’])?`;
const MODAL = String.raw`(?:kann|können|darf|dürfen|soll|sollen|muss|müssen|peut|peuvent|doit|doivent|puede|pueden|debe|deben|può|possono|deve|devono|pode|podem)`;
const ALSO = String.raw`(?:(?:ebenfalls|auch|außerdem|zusätzlich|ebenso|aussi|également|en\s+outre|también|además|igualmente|anche|inoltre|pure|também|ainda)\s+)*`;
/** The role (one to three words), its modal and the work. */
// ("Le patient peut : …", "Der Patient kann: …": a colon may follow the modal.)
const FOREIGN_MODAL = new RegExp(String.raw`^${ARTICLE}((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+${MODAL}\s*:?\s+${ALSO}(.+)$`, 'iu');
const NOT_ROLE = /^(?:man|on|se|si|es|er|sie|il|elle|ils|elles|ella|ello|lui|lei|ele|ela|eles|elas|was|que|qui|chi|quem|wer|quien)$/i;

export function foreignModal(clause: string): { role: string; work: string } | undefined {
  const m = FOREIGN_MODAL.exec(clause.trim());
  if (!m || NOT_ROLE.test(m[1]!.trim())) return undefined;
  return { role: capitalize(m[1]!.trim()), work: m[2]!.trim() };
}

const CONJ = /\s*,\s*(?:(?:und|oder|et|ou|y|e)\s+)?|\s+(?<!-\s*)(?:und|oder|sowie|et|ou|y|e)\s+/iu;
/** "sich", "se", a possessive or an article before the object: no part of the case's name. */
const LEADING = /^(?:sich\s+|(?:seine[nmrs]?|ihre[nmrs]?|sein|ihr|den|dem|der|die|das|einen|einem|eine|ein|son|sa|ses|leur|leurs|su|sus|suo|sua|suoi|sue|il\s+suo|la\s+sua|i\s+suoi|le\s+sue|seu|seus|suas|o\s+seu|a\s+sua|os\s+seus|as\s+suas)\s+)+/iu;

/** "Trainingszeiten ansehen, sich für ein Turnier anmelden und seine Adresse ändern" → the cases, each named as written. */
export function foreignCases(work: string): string[] {
  return work.replace(/[.!?;]+$/u, '').split(CONJ).map((p) => p.trim().replace(LEADING, '').trim()).filter((p) => p.length >= 2).map(capitalize);
}
