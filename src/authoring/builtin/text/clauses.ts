// Sentences → clauses with roles (step, condition, else, trigger), and a shallow subject / verb / rest split.
import { isEnglish } from './language.js';
import { canBeVerb, wordClass } from './nlp.js';
import { masked, splitOutside } from './spans.js';
import { choiceList } from './choice-lists.js';

export type ClauseRole = 'step' | 'if' | 'else' | 'yes' | 'when' | 'loop' | 'end' | 'case';

export interface Clause {
  role: ClauseRole;
  text: string;
  /** The clause shares the subject of the one before ("... and hands it to shipping"). */
  continues?: boolean;
  /** A relative clause ("..., which routes requests to X"): its subject is the previous clause's object. */
  relative?: boolean;
  /** 1 or 2 for the two arms of "either A or B". */
  alternative?: number;
  /** Who makes a decision ("the clerk checks whether ..."), or, on a 'yes' that opens two routed branches
   * ("urgent tickets go to A, others to B"), what is being routed. */
  subject?: string;
  /** The clause came from a bracketed aside ("approves or rejects (if rejected, back to the employee)"). */
  aside?: boolean;
  /** A step said beside the flow, in brackets ("(the office chases anyone missing)"): the flow goes on without it. */
  side?: boolean;
  /** The choices a decision names ("the doctor decides admit or discharge"): each may be a branch of its own. */
  options?: string[];
}

// Conditions, other branches, triggers and "then" in English, French, German, Spanish, Portuguese and Italian.
const IF = /^(?:if|in case|should|provided that|assuming|whether|unless|si|s'il|s'ils|au\s+cas\s+où|wenn|falls|sofern|ob|en\s+caso\s+de\s+que|se(?!\s+\p{L}+(?:er|ir|re)(?![\p{L}]))|caso|qualora)(?![\p{L}'])\s*/iu;
const ELSE = /^(?:otherwise|else|if not|if no|si\s+non|sinon|wenn\s+nein|falls\s+nein|wenn\s+nicht|falls\s+nicht|se\s+n[aã]o|se\s+no|(?:no|non|nein|não|nao|否|いいえ)(?=\s*(?:[,:：→]|->|$))|if it (?:is not|isn't|does not|doesn't|fails)(?=\s*[,:;]|$)|if they (?:are not|aren't|do not|don't)|if (?:it|this|that|he|she|they) (?:was not|wasn't|were not|weren't|has not|hasn't|have not|haven't|did not|didn't|is not|isn't|are not|aren't)(?=\s*[,:;]|$)|in all other cases|when not|or else|sinon|autrement|dans\s+le\s+cas\s+contraire|sonst|andernfalls|ansonsten|si\s+no|sino|de\s+lo\s+contrario|en\s+caso\s+contrario|senão|senao|caso\s+contrário|do\s+contrário|altrimenti|in\s+caso\s+contrario)(?![\p{L}])\s*[,:：]?\s*/iu;
const NOUN_CONDITION = /^(?:bei|im\s+falle?\s+(?:einer|eines|der|des)?|en\s+cas\s+d(?:e\s+|')|in\s+caso\s+di|en\s+caso\s+de|em\s+caso\s+de)\s*(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?)\s*,?\s+((?:wird|werden|ist|sind|erfolgt|on|il|elle|le|la|les|se|si|il|è|viene|vengono|é|são)\b.+)$/iu;
const YES = /^(?:if\s+(?:so|yes|it\s+(?:does|is|did|was|has)|they\s+(?:do|are|did|were)|this\s+is\s+the\s+case|true|correct|successful)|si\s+oui|si\s+s[ií]|wenn\s+ja|falls\s+ja|se\s+sim|se\s+s[iì]|yes|oui|ja|sí|sim|sì|是|はい)(?=\s*(?:[,:：→]|->|$|then\b))\s*[,:：]?\s*/iu;
const WHEN = /^(?:when(?:ever)?|once|as soon as|after|upon|on receipt of|on|lorsque|quand|dès\s+que|une\s+fois\s+que|sobald|nachdem|cuando|una\s+vez\s+que|quando|assim\s+que|appena|dopo\s+che)(?![\p{L}-])\s*/iu;
const CHECK = /^(?:check(?:s)?|see|verify|verifies|determine(?:s)?|test(?:s)?|ask(?:s)?|decide(?:s)?)\s+(?:if|whether)\s+(.+)$/i;
/** "Primero compruebo si hay stock", "d'abord je vérifie s'il reste de la place", "zuerst prüfe ich, ob …": a check. */
const CHECK_OTHER = /^(?:(?:primero|luego|después|d['’]abord|ensuite|puis|zuerst|dann|erst|prima|poi|primeiro|depois)\s*,?\s+)?(?:(?:je|on|nous)\s+)?(?:compruebo|comprueba|comprobamos|comprobar|verifico|verifica|verificamos|verificar|reviso|revisa|revisamos|confiro|confere|conferimos|vérifie|vérifions|vérifier|regarde|regardons|prüfe(?:\s+ich)?|prüfen(?:\s+wir)?|prüft|schaue?(?:\s+ich)?|schauen(?:\s+wir)?|controllo|controlla|controlliamo|verifichiamo)\s*,?\s+(?:si|s['’]il|s['’]ils|s['’]elle|ob|se)\s+(.+)$/iu;
const DETERMINER = /^(?:the|a|an|each|every|our|their|its|his|her|this|that)$/i;
/** A condition or trigger word at the start: what follows it is not a subject. */
const CONNECTIVE = /^(?:if|when|once|after|otherwise|else)\b/i;
/** "The clerk checks whether the form is complete": a decision made by a named subject. */
// "they check whether the pet is registered", "we decide if it ships": a pronoun and the plain verb ask the same.
const WE_CHECK = /^(?:(?:first|then|next|now|so|after\s+that|afterwards)\s*,?\s+)?(?:we|they|you|i)\s+(?:then\s+|first\s+|always\s+)?(?:check|see|verify|determine|test|ask|decide|evaluate|assess|confirm|look\s+at)\s+(?:if|whether)\s+(.+)$/i;
const SUBJECT_CHECK = /^([^,]{2,40}?)\s+(?:checks|decides|asks|verifies|determines|sees|tests|evaluates|assesses|reviews|confirms)\s+(?:if|whether)\s+(.+)$/i;
/** "Urgent tickets go to the on-call engineer, (and) others (go) to the support queue": two routed branches. */
const ROUTED = /^(.{2,60}?)\s+(goes|go|move|moves|(?:is|are|get|gets)\s+(?:sent|routed|escalated|assigned|forwarded|passed|handed))\s+to\s+(.+?),\s+(?:and\s+|while\s+|but\s+|whereas\s+)?(?:all\s+)?(?:the\s+)?(?:others|rest|remaining(?:\s+ones)?|everything\s+else|anything\s+else|other\s+\w+)\s+(?:(?:go|are\s+\w+|get\s+\w+)\s+)?to\s+(.+)$/i;
const ROUTE_VERB: Record<string, string> = { go: 'Go', goes: 'Go', move: 'Move', moves: 'Move', sent: 'Send', routed: 'Route', escalated: 'Escalate', assigned: 'Assign', forwarded: 'Forward', passed: 'Pass', handed: 'Hand' };
/** "Both end with the customer being notified": the step that joins the branches, and ends the process. */
const JOINED_END = /^(?:both|all|either\s+way|in\s+(?:both|all|either)\s+cases?,?)\s+(?:paths?\s+|branches?\s+|cases?\s+|of\s+them\s+)?(?:end|ends|finish|finishes|conclude|concludes|close|closes)\s+(?:with|by)\s+(.+)$/i;

/** "The process ends when the patient leaves", "le processus se termine quand …", "der Ablauf endet, wenn …". */
const ENDS_WHEN = /^(?:the\s+|le\s+|la\s+|der\s+|die\s+|das\s+|el\s+|o\s+|il\s+)?(?:[\p{L}-]+\s+){0,3}?(?:process|flow|workflow|procedure|journey|visit|processus|parcours|proc[ée]dure|Prozess|Ablauf|Vorgang|proceso|flujo|processo|fluxo)\s+(?:ends|finishes|stops|is\s+(?:over|complete|finished|done)|se\s+termine|s'arr[êe]te|prend\s+fin|endet|ist\s+(?:beendet|abgeschlossen)|termina|finaliza|acaba|finisce)\s*,?\s+(?:when|once|as\s+soon\s+as|after|quand|lorsque|d[èe]s\s+que|une\s+fois\s+que|wenn|sobald|nachdem|cuando|quando|assim\s+que|appena)\s+(.+)$/iu;
/** "The doctor decides admit or discharge", "choose between repair or replace": a decision between named choices. */
const CHOICE = /^(?:([^,]{2,40}?)\s+(?:decides|chooses|picks|selects|determines)|decides?|chooses?|picks?|selects?|determines?)\s+(?:between\s+|whether\s+to\s+|on\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:or|and)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu;

function checkClause(text: string): Clause | undefined {
  const choice = CHOICE.exec(text);
  // "Warehouse inspects the kettle and decides repair or scrap": the subject did something first; the clauses part at
  // "and", and "decides repair or scrap" is read on its own.
  if (choice && !(choice[1] && CONNECTIVE.test(choice[1])) && !(choice[1] && /\s(?:and|then)$/i.test(choice[1].trim()))) {
    const options = [choice[2], choice[3]].map((o) => o.trim());
    return { role: 'if', text: `${options[0]} or ${options[1]}`, options, ...(choice[1] ? { subject: choice[1].trim() } : {}) };
  }
  const check = CHECK.exec(text) ?? WE_CHECK.exec(text) ?? CHECK_OTHER.exec(text);
  if (check) return { role: 'if', text: check[1].trim() };
  const sub = SUBJECT_CHECK.exec(text);
  // "decides whether to make an offer" asks "Make an offer?".
  if (sub && sub[1].trim().split(/\s+/).length <= 5 && !CONNECTIVE.test(sub[1])) return { role: 'if', text: sub[2].trim().replace(/^to\s+/i, ''), subject: sub[1].trim() };
  return undefined;
}

function routedBranches(text: string): Clause[] | undefined {
  const m = ROUTED.exec(text);
  if (!m || CONNECTIVE.test(m[1])) return undefined;
  const verb = ROUTE_VERB[m[2].toLowerCase().split(/\s+/).pop()!] ?? 'Go';
  return [{ role: 'yes', text: '', subject: m[1].trim() }, { role: 'step', text: `${verb} to ${m[3].trim()}` }, { role: 'else', text: '' }, { role: 'step', text: `${verb} to ${m[4].trim()}` }];
}

/** Where one clause ends and the next begins in a sentence (never inside brackets or quotes). */
const CLAUSE_BREAK = /\s*;\s*|\s*[,:]?\s+(?:and\s+)?then\s+(?=\S)|\s*,?\s+(?:et\s+)?(?:puis|ensuite|dann|danach|anschließend|luego|después|despues|depois|em\s+seguida|poi|quindi)\s+(?=\S)|,\s*(?=(?:sinon|sonst|andernfalls|sino|senão|altrimenti)(?![\p{L}]))|,\s+and\s+finally\s+|,?\s+(?:and\s+)?(?:is\s+|are\s+)?followed\s+by\s+(?=\S)|,\s*(?=(?:otherwise|else|if\s+(?:not|no|yes|so))\b)|,\s+(?:and\s+)?(?=(?:when|once|whenever|until|unless)\s)|,\s+(?:and|but)\s+(?=if\s)|(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Jr|St|Mt|Fig|vs))\.\s+(?=[A-Z])/iu;
/** Arrows written inside a sentence ("if the email exists -> send a reset link"): one clause leads to the next. */
const ARROW_BREAK = /\s*(?:-{1,2}>|={1,2}>|→|⟶|➔|➜|⇒)\s*/u;
/** A bracket at the end of a clause that holds a condition of its own: "approves or rejects (if rejected, back to X)". */
const ASIDE = /^(.*?\S)\s*[(（]\s*((?:if|else|otherwise|unless|when|si|sinon|wenn|falls|sonst|se|如果|否则)(?![\p{L}])[^()（）]*)[)）]\s*$/iu;

/** "… and pay (the office chases anyone missing)": a bracket at the end that opens with someone named. */
const DOER_ASIDE = /^(.*?\S)\s*[(（]\s*((?:the|our|their|an?)\s+[^()（）]{3,80}?)\s*[)）]\s*$/u;

/** A bracket at the end of a clause that sends an outcome back: "(rejected goes back to the requester to revise)". */
const BACK_ASIDE = /^(.*?\S)\s*[(（]\s*((?:not\s+|un)?\p{L}+ed)\s+(?:ones?\s+|requests?\s+|items?\s+|cases?\s+)?(?:go(?:es)?|is\s+sent|are\s+sent|gets?\s+sent|returns?|is\s+returned|are\s+returned)\s+(back\s+to\s+[^()（）]+|to\s+[^()（）]+)[)）]\s*$/iu;

export interface ClauseOptions {
  /** Arrows inside the sentence separate its clauses (prose that mixes words and arrows). */
  arrows?: boolean;
}

/** Splits one sentence at semicolons, condition commas and clause commas, and tags each part. */
export function splitClauses(sentence: string, options: ClauseOptions = {}): Clause[] {
  // The classifier and the extractors split the same sentences: each split is kept (bounded) and handed out as a copy.
  const key = `${options.arrows ? 'a' : '-'}${sentence}`;
  let found = clauseMemo.get(key);
  if (!found) {
    if (clauseMemo.size > 2000) clauseMemo.clear();
    clauseMemo.set(key, found = readClauses(sentence, options));
  }
  return found.map((c) => (c.options ? { ...c, options: [...c.options] } : { ...c }));
}
const clauseMemo = new Map<string, Clause[]>();

function readClauses(sentence: string, options: ClauseOptions): Clause[] {
  const s = sentence.trim().replace(/[.!。]+$/u, '');
  const out: Clause[] = [];
  const raw = splitOutside(s, CLAUSE_BREAK);
  // Outside English the clause reader cannot tell a clause from a noun phrase; short comma parts are steps
  // ("réception de la commande, vérification du stock, si le produit est disponible, expédition").
  const english = isEnglish(s);
  const pieces = english ? raw : raw.flatMap((p) => {
    if (choiceList(p.trim()) || ENDS_WHEN.test(p.trim()) || CHECK_OTHER.test(p.trim())) return [p];
    const sub = splitOutside(p, /,\s+(?!\d{3}\b)/);
    return sub.length > 1 && sub.every((x) => x.trim().split(/\s+/).length <= 8) ? sub : [p];
  });
  // "The resolver then asks ...": a part with no verb before "then" is the subject of what follows.
  const parts: string[] = [];
  for (const p of pieces) {
    const prev = parts[parts.length - 1];
    if (english && prev !== undefined && prev.trim().split(/\s+/).length <= 4 && !/[,:]$/.test(prev) && subjectVerb(prev).verb === '' && !/^(?:we|i|you|they|he|she)\s+\S/i.test(prev.trim()) && !CONNECTIVE.test(prev.trim()) && !CONNECTIVE.test(p.trim())) parts[parts.length - 1] = `${prev} ${p}`;
    else parts.push(p);
  }
  // "(if rejected, back to the employee)": the aside is read as clauses of its own, after the one it qualifies.
  const units: (string | Clause[])[] = parts.flatMap((p) => {
    if (!options.arrows) return [p];
    const chain = splitOutside(p, ARROW_BREAK);
    // "Empty tank → show 'refill'": a state with no verb, then an action, is a condition and what it leads to.
    const state = chain.length === 2 && english && isImperative(chain[1]) ? conditionPhrase(chain[0]) : undefined;
    return state ? [[{ role: 'if' as const, text: state }], chain[1]] : chain;
  }).flatMap((p): (string | Clause[])[] => {
    if (typeof p !== 'string') return [p];
    const a = ASIDE.exec(p.trim());
    if (a) return [a[1], splitClauses(a[2], options).map((c) => ({ ...c, aside: true }))];
    // "Parents return the form and pay (the office chases anyone missing a week before)": a bracket that names someone
    // else doing something is a step of theirs.
    const other = DOER_ASIDE.exec(p.trim());
    const otherSvo = other ? subjectVerb(other[2]!) : undefined;
    if (other && otherSvo?.subject && /^[a-z]+(?:[^s]s|ed)$/.test(otherSvo.verb) && !/^(?:it|this|that|they)$/i.test(otherSvo.subject)) return [other[1]!, splitClauses(other[2]!, options).map((c) => ({ ...c, side: true }))];
    // "approves or rejects (rejected goes back to the requester)": the outcome named, then where it goes back.
    const back = BACK_ASIDE.exec(p.trim());
    return back ? [back[1], splitClauses(`if ${back[2]}, ${back[3]}`, options).map((c) => ({ ...c, aside: true }))] : [p];
  });
  // "Tests pass? If no, notify the author": the question is a clause of its own, asked before its branches.
  for (const unit of units.flatMap((p): (string | Clause[])[] => (typeof p === 'string' ? splitOutside(p, /(?<=\?)\s+(?=\S)/) : [p]))) {
    if (typeof unit !== 'string') {
      out.push(...unit);
      continue;
    }
    let part = unit.trim();
    if (!part) continue;
    const yes = YES.exec(part);
    if (yes) {
      out.push({ role: 'yes', text: '' });
      part = part.slice(yes[0].length);
      if (!part) continue;
    }
    const els = ELSE.exec(part);
    if (els) {
      out.push({ role: 'else', text: '' });
      part = part.slice(els[0].length);
      if (!part) continue;
    }
    // "the clinician decides between three outcomes: admit, refer or discharge": a choice between listed options.
    const listed = choiceList(part);
    if (listed) {
      out.push(...listed);
      continue;
    }
    const check = checkClause(part);
    if (check) {
      out.push(check);
      continue;
    }
    // "bei Genehmigung wird der Urlaub eingetragen", "en cas de refus, …": a condition named by a noun.
    const byNoun = NOUN_CONDITION.exec(part);
    if (byNoun) {
      // "wird der Urlaub eingetragen" → "Urlaub eingetragen": the passive's auxiliary and article say nothing.
      out.push({ role: 'if', text: byNoun[1]!.trim() }, { role: 'step', text: byNoun[2]!.trim().replace(/^(?:wird|werden)\s+(?:der|die|das|den|ein|eine)?\s*/i, '') });
      continue;
    }
    const routed = routedBranches(part);
    if (routed) {
      out.push(...routed);
      continue;
    }
    const joined = JOINED_END.exec(part);
    if (joined) {
      out.push({ role: 'end', text: joined[1].replace(/\bbeing\s+(\w+ed)\b/i, '$1').trim() });
      continue;
    }
    // "For larger claims a loss adjuster is booked", "For all other orders, …": the other branch of the question before.
    const others = /^for\s+(?:the\s+)?(?:other|remaining|all\s+other|(?:larger|bigger|smaller|higher|lower|longer|shorter|older|younger|heavier|lighter|cheaper|costlier))\s+\p{L}+s\s*,?\s+(.+)$/iu.exec(part);
    if (others) {
      out.push({ role: 'else', text: '' }, ...splitCommas(others[1]!));
      continue;
    }
    // "In every case the file is closed at the end": a step after every branch; the words say only that.
    const always = /^(?:in\s+(?:every|each|any|all)\s+cases?|either\s+way|whatever\s+happens|in\s+both\s+cases)\s*,?\s+(.+?)(?:\s+at\s+the\s+end)?$/i.exec(part);
    if (always) {
      out.push(...splitCommas(always[1]!));
      continue;
    }
    // "For sev1, page the on-call; for sev2, create a ticket": one branch of a choice between cases.
    const kase = /^for\s+((?!(?:example|instance|this|that|now|each|every|all|more|details|reference|security|simplicity|clarity|convenience)\b)[\w-]+(?:\s+[\w-]+){0,2})\s*,\s*(.+)$/i.exec(part);
    if (kase) {
      out.push({ role: 'case', text: kase[1].trim() }, ...splitCommas(kase[2]));
      continue;
    }
    // Chinese conditions: "如果已有账号则直接登录", "没有则进入注册流程", "否则…".
    const zhElse = /^(?:否则|不然|没有则|没有的话|若没有|若否|如果没有|反之)(?:就|则)?\s*(.*)$/u.exec(part);
    if (zhElse) {
      out.push({ role: 'else', text: '' });
      if (zhElse[1]) out.push({ role: 'step', text: zhElse[1].trim() });
      continue;
    }
    // Japanese: "在庫があるなら発送する", "そうでなければ取り寄せる".
    const jaElse = /^(?:そうでなければ|そうでない場合(?:は)?|でなければ|さもなければ|それ以外(?:の場合)?(?:は)?)[、,]?\s*(.*)$/u.exec(part);
    if (jaElse) {
      out.push({ role: 'else', text: '' });
      if (jaElse[1]) out.push({ role: 'step', text: jaElse[1].trim() });
      continue;
    }
    const jaIf = /^(.{2,30}?)(?:ならば|なら|の場合は|場合は)[、,]?\s*(.+)$/u.exec(part);
    if (jaIf) {
      out.push({ role: 'if', text: jaIf[1].trim() }, { role: 'step', text: jaIf[2].trim() });
      continue;
    }
    const zhIf = /^(?:如果|若|假如|要是|倘若)(.+?)(?:的话|则|就|那么|时|，|,)\s*(.+)$/u.exec(part) ?? /^(?:如果|若|假如|要是|倘若)(.{2,12}?)(直接.+|进入.+|跳转.+|返回.+)$/u.exec(part);
    if (zhIf) {
      out.push({ role: 'if', text: zhIf[1].trim() }, { role: 'step', text: zhIf[2].trim() });
      continue;
    }
    // "The procurement process begins when an employee submits a requisition": the trigger is the first step.
    const begins = /^(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:process|flow|workflow|procedure|cycle|journey|lifecycle)\s+(?:begins|starts|is\s+triggered|kicks\s+off|is\s+initiated)\s+(?:when|once|as\s+soon\s+as)\s+(.+)$/i.exec(part);
    if (begins) {
      out.push({ role: 'when', text: begins[1].trim() });
      continue;
    }
    // "The process ends when the patient leaves the department": the last step, which ends the process.
    const ends = ENDS_WHEN.exec(part);
    if (ends) {
      out.push({ role: 'end', text: ends[1]!.trim() });
      continue;
    }
    const cond = IF.exec(part) ?? WHEN.exec(part);
    if (cond) {
      const role: ClauseRole = IF.test(part) ? 'if' : 'when';
      const rest = part.slice(cond[0].length);
      // Not the comma inside a number ("over $1,000, the director ...") nor inside brackets ("an emergency (bleeding,
      // poisoning) they alert …").
      const hidden = masked(rest);
      // "if selected: physical inspection, then release": a colon after a short condition ends it too.
      const colon = /^[^,:]{1,30}[:：]\s/u.exec(hidden) ? hidden.search(/[:：]\s/u) : -1;
      const comma = colon > 0 ? colon : hidden.search(/,(?!\d{3}\b)\s*|\s+then\s+/i);
      // "when a bike comes in we log it(, check …)", "once it's done we text the owner": the doer of the main clause
      // starts it.
      const head = comma > 0 ? rest.slice(0, comma) : rest;
      const doer = /\s(?:we|I|you|they|he|she)\s+(?=[a-z])/.exec(comma > 0 ? hidden.slice(0, comma) : hidden);
      if (doer && doer.index > 0 && head.slice(0, doer.index).trim().split(/\s+/).length >= 2) {
        out.push({ role, text: head.slice(0, doer.index).trim() });
        out.push(...splitCommas(rest.slice(doer.index + doer[0].length).trim()).map((c) => (c.role === 'step' ? checkClause(c.text) ?? c : c)));
        continue;
      }
      // "if there are fines the member pays them (, …)": no comma after the condition, a main clause with a subject of
      // its own.
      // "On successful payment the Portal forwards …": after a preposition the trigger is a noun phrase, with no verb.
      const led = mainClauseStart(head, role === 'when' && /^(?:on|upon)\b/i.test(cond[0]!.trim()));
      if (led > 0) {
        out.push({ role, text: rest.slice(0, led).trim() }, ...splitCommas(rest.slice(led).trim()).map((c) => (c.role === 'step' ? checkClause(c.text) ?? c : c)));
        continue;
      }
      if (comma > 0) {
        out.push({ role, text: rest.slice(0, comma).trim() });
        const after = rest.slice(comma).replace(/^[,:：]\s*|^\s+then\s+/iu, '').trim();
        // "After the interview, the team decides whether ...": what follows may itself be a decision.
        if (after) out.push(...splitCommas(after).map((c) => (c.role === 'step' ? checkClause(c.text) ?? c : c)));
      } else {
        // "After the visit the adjuster writes a report": a short trigger, then a clause with a subject of its own.
        const trigger = role === 'when' ? /^((?:the|this|that|its)\s+\p{L}+)\s+((?:the|a|an)\s+\p{L}+\s+\p{L}+s\b.*)$/iu.exec(rest.trim()) : null;
        if (trigger && canBeVerb(trigger[2]!.split(/\s+/)[2]!)) {
          out.push({ role, text: trigger[1]!.trim() }, ...splitCommas(trigger[2]!.trim()));
          continue;
        }
        // "if link expired go back to the start": with no comma, the action begins at its verb.
        const at = role === 'if' ? actionStart(rest) : -1;
        if (at > 0) out.push({ role, text: rest.slice(0, at).trim() }, ...splitActions(rest.slice(at).trim()));
        else out.push({ role, text: rest.trim() });
      }
      continue;
    }
    // "Reject the order if payment fails": a condition written after the action (per comma clause).
    for (const c of splitCommas(part)) {
      const check = c.role === 'step' ? checkClause(c.text) : undefined;
      if (check) {
        out.push(check);
        continue;
      }
      const post = /^(.{3,}?)\s+(?:if|unless)\s+(.+)$/i.exec(c.text);
      if (c.role === 'step' && post && !/^(?:check|ask|decide|see|verify|determine)\w*\b/i.test(c.text) && !/\bwhether\b/i.test(post[1])) {
        out.push({ role: 'if', text: post[2].trim() });
        out.push({ ...c, text: post[1].trim() });
      } else out.push(c);
    }
  }
  return out.filter((c) => c.role === 'else' || c.role === 'yes' || c.text.length > 0);
}

/** "Empty tank", "payment failed", "no stock": a short phrase that names a state (no verb of its own), or undefined. */
function conditionPhrase(text: string): string | undefined {
  const t = text.trim();
  const ws = t.split(/\s+/);
  if (ws.length > 4 || /[,:;()]/.test(t) || CONNECTIVE.test(t)) return undefined;
  const sv = subjectVerb(t);
  if (sv.verb !== '' && !/ed$/i.test(sv.verb) && !/^(?:no|not)$/i.test(clean(ws[0]))) return undefined;
  const state = ws.some((w) => wordClass(clean(w)) === 'adjective' || /^(?:no|not|none)$/i.test(clean(w)) || (/ed$/i.test(clean(w)) && clean(w).length > 4));
  return state ? t : undefined;
}

/** Verbs that begin what to do once a condition holds ("if the link expired go back", "if stock runs out stop"). */
const ACTION = new Set(['go', 'return', 'send', 'show', 'display', 'stop', 'end', 'retry', 'ask', 'notify', 'redirect', 'reject', 'approve', 'skip', 'continue', 'proceed', 'create', 'open', 'close', 'call', 'prompt', 'request', 'save', 'delete', 'cancel', 'exit', 'restart', 'escalate', 'alert', 'flag', 'mark', 'move', 'assign', 'refund', 'block', 'lock', 'allow', 'deny', 'grant', 'try', 'repeat', 'loop', 'raise', 'wait', 'remind', 'archive', 'route', 'forward', 'contact', 'schedule', 'notify', 'abort', 'jump', 'log', 'page', 'start', 'restart', 'resend', 'reset']);
/** Words after which a verb is not the start of an action ("wants to cancel", "can log in", "a refund"). */
const NOT_BEFORE_ACTION = /^(?:to|can|could|may|might|must|should|will|would|shall|and|or|not|the|a|an|its|their|his|her|your|my|our|of|for|with|in|on|at|by|from|no)$/i;

/** Index in `rest` (a condition with no comma) where the action after it begins, or -1. */
const SUBJECT_DETERMINER = /^(?:the|a|an|our|their|your|his|her|its|each|every|another)$/;
// A condition has a finite verb of its own ("there are fines", "anyone is missing", "the card expired").
const FINITE = /^(?:is|are|was|were|has|have|had|does|do|did|can|cannot|can't|could|will|won't|isn't|aren't|wasn't|doesn't|don't|didn't|hasn't|haven't|fails?|failed)$/;

/**
 * Where the main clause of a condition written without a comma begins: "if there are fines | the member pays them",
 * "when the alarm sounds | the teachers take the register". The condition has a verb of its own; the main clause
 * opens with a determiner, a noun of one to three words and a verb in the present.
 */
function mainClauseStart(rest: string, nounTrigger = false): number {
  const words = [...rest.matchAll(/\S+/g)];
  const finite = (w: string) => FINITE.test(w) || (/(?:s|ed)$/.test(w) && w.length > 3 && canBeVerb(w) && wordClass(w) !== 'noun');
  for (let i = nounTrigger ? 1 : 2; i < words.length - 2; i++) {
    // "if there are problems | it goes back to the teacher": a pronoun and a verb in the present open it too.
    const pronoun = /^(?:it|they|he|she|we)$/.test(clean(words[i]![0]));
    if (pronoun && !/[,;:]$/.test(words[i - 1]![0]) && words.slice(0, i).some((w) => finite(clean(w[0])))
      && !/^(?:that|whether|if|and|or|but|so|of|to|for|with|than|as|is|are|was|were|be|been|before|after|until|till|because|since|when|while|once|unless|though|although|where|says|thinks|believes|knows|finds|sees|checks)$/.test(clean(words[i - 1]![0]))
      && /^(?:is|are|goes|gets|has|returns|moves|comes)$/.test(clean(words[i + 1]![0]))) return words[i]!.index!;
    if (!SUBJECT_DETERMINER.test(clean(words[i]![0]))) continue;
    if (/[,;:]$/.test(words[i - 1]![0]) || (!nounTrigger && !words.slice(0, i).some((w) => finite(clean(w[0]))))) continue;
    // The word before the determiner may not want it: "is the last one", "for the member".
    const before = clean(words[i - 1]![0]);
    if (/^(?:of|to|for|with|from|in|on|at|by|into|onto|than|as|about|over|under|after|before|and|or|is|are|was|were|be|been)$/.test(before)) continue;
    for (let j = i + 2; j <= Math.min(i + 4, words.length - 2); j++) {
      const v = clean(words[j]![0]);
      // "checks the form | the system sends": the noun phrase holds no second determiner.
      if (SUBJECT_DETERMINER.test(v)) break;
      if (/^(?:is|are|was|were|has|have|gets?|goes|must|should|will|can|may)$/.test(v) || (/[^s]s$/.test(v) && canBeVerb(v))) {
        if (/[,;:]$/.test(words[j - 1]![0])) break;
        return words[i]!.index!;
      }
    }
  }
  return -1;
}

function actionStart(rest: string): number {
  const words = [...rest.matchAll(/\S+/g)];
  for (let i = 1; i < words.length; i++) {
    const w = clean(words[i][0]);
    if (!ACTION.has(w) || NOT_BEFORE_ACTION.test(clean(words[i - 1][0]))) continue;
    // "go back", "try again", "stop": a verb the condition cannot end on.
    if (i + 1 < words.length || /^(?:stop|end|exit|abort|retry|continue|proceed|wait)$/.test(w)) return words[i].index!;
  }
  return -1;
}

const clean = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, '');

/** "the client sends a SYN, the server replies" and "read N, set M" → one clause per comma part that starts a clause. */
function splitCommas(text: string): Clause[] {
  // Not the comma of a date ("March 1, 2025"), nor one inside brackets ("Metrics panel (latency, success rate)").
  const parts = splitOutside(text, /,\s+(?!\d{4}\b)/);
  if (parts.length === 1) return splitActions(text);
  const out: string[] = [parts[0]];
  const kinds: ('new' | 'rel' | 'cont')[] = ['new'];
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i].replace(/^and\s+/i, '');
    const ws = p.split(/\s+/);
    const first = clean(ws[0] ?? '');
    const rel = /^(?:which|who|that)\b/i.test(p);
    const sv = subjectVerb(p);
    const ownSubject = DETERMINER.test(first) && sv.verb !== '' || sv.subject !== '' && sv.verb !== '' && ws.length >= 3 && (/^[A-Z]/.test(ws[0]) || sv.subject.split(/\s+/).length <= 2 && (/s$/.test(clean(sv.verb.split(/\s+/)[0])) || /[^su]s$/.test(clean(sv.subject))) && sv.rest !== '');
    // "we bake, decorate, take a photo": after a speaker and a plain verb, the verbs that follow are theirs too.
    const spoken = /^(?:we|i|you)\s+(?=\S+\s*$|\S+\s)/i.test(out[0]) && isImperative(out[0].replace(/^(?:we|i|you)\s+/i, ''));
    const imperative = isImperative(p) && (isImperative(out[0]) || kinds.length > 1 || spoken);
    // "Sales receives the order, checks stock": a verb after a comma continues the same subject.
    const continued = !rel && !ownSubject && first.endsWith('s') && canBeVerb(first) && (wordClass(first) !== 'noun' || DETERMINER.test(clean(ws[1] ?? ''))) && subjectVerb(out[out.length - 1]).subject !== '' && ws.length >= 2;
    if (rel || ownSubject || imperative || continued) { out.push(p); kinds.push(rel ? 'rel' : continued ? 'cont' : 'new'); } else { out[out.length - 1] += `, ${parts[i]}`; }
  }
  return out.flatMap((t, i) => splitActions(kinds[i] === 'rel' ? t.replace(/^(?:which|who|that)\s+/i, '') : t)
    .map((c, j) => (j === 0 && kinds[i] === 'rel' ? { ...c, relative: true } : j === 0 && kinds[i] === 'cont' ? { ...c, continues: true } : c)));
}

function isImperative(text: string): boolean {
  const ws = text.trim().split(/\s+/);
  const first = clean(ws[0] ?? '');
  return first !== '' && canBeVerb(first) && !/(?:ing|ed)$/.test(first) && !/s$/.test(first) && !DETERMINER.test(first) && wordClass(first) !== 'actor' && !(ws[1] && canBeVerb(clean(ws[1])) && /s$/.test(clean(ws[1])));
}

/** A clause that goes back to an earlier step: "go back to the start", "back to Employee to fix", "またPlanに戻る". */
const LOOP = /^(?:(?:and\s+)?(?:then\s+)?(?:(?:it|they|we|the\s+(?:process|flow|user|team|cycle)|you)\s+)?(?:repeats?|loops?(?:\s+back)?|go(?:es)?\s+back|(?:is\s+sent\s+)?back\s+to|returns?\s+to|start(?:s)?\s+(?:all\s+)?over|begins?\s+again|iterates?|revisits?|revenir|retour\s+à|recommencer|zurück\s+(?:zu|zum|zur)|von\s+vorne|volver\s+a|regresar\s+a|voltar\s+a|tornare\s+a)\b)|(?:に|へ)戻る|からやり直す|返回|回到/iu;
/** "… and stop", "… et s'arrêter": the clause ends the process. */
const STOP_AFTER = /^(.+?)\s*,?\s+(?:and|et|und|y|e)\s+(?:then\s+)?(stop|end|finish|exit|terminate|quit|abort|s'arrêter|arrêter|terminer|beenden|aufhören|terminar|parar|finire)$/iu;
const capitalizeFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** "packs the order and hands it to shipping" → two steps, when the part after "and" opens with a verb. */
function splitActions(text: string): Clause[] {
  const loop = LOOP.test(text);
  // "show 'no account found' and stop": the step, then the end.
  const stop = STOP_AFTER.exec(text);
  if (stop && !loop) return [...splitActions(stop[1]), { role: 'end', text: capitalizeFirst(stop[2]) }];
  const role: ClauseRole = loop ? 'loop' : /^(?:end|stop|finish|done|terminate)\b/i.test(text) ? 'end' : 'step';
  const either = /^(.*?)\beither\s+(.+?)\s+or\s+(.+)$/i.exec(text);
  // "either fix it the same day or order parts if something's missing": the condition chooses the second.
  const chosen = either ? /^(.+?)\s+(?:if|in\s+case|when)\s+(.{3,})$/i.exec(either[3]) : null;
  if (either && chosen && /^(?:(?:and\s+)?then|and)?$/i.test(either[1].trim().replace(/,$/, ''))) {
    return [{ role: 'if', text: chosen[2].trim() }, { role, text: chosen[1].trim() }, { role: 'else', text: '' }, { role, text: either[2].trim() }];
  }
  if (either) {
    const before = either[1].trim();
    const lead = /^(.+?)\s*,?\s+and$/i.exec(before);
    if (lead && subjectVerb(lead[1]).verb) {
      return [...splitActions(lead[1]), { role, text: either[2].trim(), continues: true, alternative: 1 }, { role, text: either[3].trim(), continues: true, alternative: 2 }];
    }
    return [{ role, text: `${before} ${either[2]}`.trim(), alternative: 1 }, { role, text: either[3].trim(), continues: true, alternative: 2 }];
  }
  // "The manager approves or rejects it": the same choice as "either approves or rejects it".
  const pair = /^(.*?)\b(approves?|accepts?|passes|pass|confirms?|allows?|grants?)\s+or\s+(rejects?|declines?|fails?|cancels?|denies|deny|refuses?)\b(.*)$/i.exec(text);
  if (pair && pair[1].trim()) return [{ role, text: `${pair[1]}${pair[2]}${pair[4]}`.trim(), alternative: 1 }, { role, text: `${pair[3]}${pair[4]}`.trim(), continues: true, alternative: 2 }];
  // Not an "and" inside brackets or quotes ("(water gathers in rivers, lakes and back into the ocean)").
  // "fills in the trip proposal and risk assessment and sends them to X": when the first "and" joins two nouns, the
  // next one may still join two steps.
  const hidden = masked(text);
  for (let from = 0, tries = 0; tries < 4; tries++) {
    const hit = /^(.+?)(?:,\s*|\s+)and\s+(\w+)(\s.*)?$/id.exec(hidden.slice(from));
    const m = hit && [hit[0], text.slice(0, from + hit[1]!.length), text.slice(from + hit.indices![2]![0], from + hit.indices![2]![1]), hit[3] === undefined ? undefined : text.slice(from + hit.indices![3]![0])] as const;
    if (!m) break;
    if (m[1].split(/\s+/).length >= 2) {
      const second = `${m[2]}${m[3] ?? ''}`.trim();
      const w2 = clean(m[2]);
      const firstSvo = subjectVerb(m[1]);
      // "debates and votes on it" stays whole: the first part is only a subject and a verb.
      const bareFirst = firstSvo.verb !== '' && firstSvo.rest.trim() === '' && !/,$/.test(m[1]);
      const nextIsArticle = DETERMINER.test(clean(second.split(/\s+/)[1] ?? ''));
      const loopNext = /^(?:go(?:es)?\s+back|return(?:s)?\s+to|repeat|start(?:s)?\s+over|loop(?:s)?\s+back)\b/i.test(second);
      // "drafts the paper and mark scheme": after a verb in the third person, a plain "mark" is no second verb of the
      // same subject (that would be "marks"); the two nouns are what it drafts.
      // ("fills in the form and risk assessment and sends them": the nouns run to the next "and"; a particle may come
      // between the verb and its object.)
      const head2 = tries > 0 ? second : second.split(/\s+and\s+(?=\p{L}+s\s)/u)[0]!;
      const objectStart = firstSvo.rest.replace(/^(?:in|up|out|off|on|down|over|back|through)\s+(?=(?:the|a|an|our|their|its|his|her|this|that)\s)/i, '');
      const nounPair = head2.split(/\s+/).length <= 3 && !head2.split(/\s+/).some((w) => DETERMINER.test(clean(w))) && DETERMINER.test(clean(objectStart.split(/\s+/)[0] ?? ''));
      const agrees = !nounPair || !/^[a-z]+(?:[^s]s|[sx]es|ches|shes)$/i.test(firstSvo.verb) || /(?:s|ed)$/.test(w2);
      const verbFirst = loopNext || agrees && !DETERMINER.test(w2) && (canBeVerb(w2) || (/s$/.test(w2) && nextIsArticle)) && !/^(?:is|are|was|were)$/i.test(w2) && (/s$/.test(w2) || !canBeVerb(clean(second.split(/\s+/)[1] ?? '')));
      const ownSubject = !verbFirst && subjectVerb(second).subject !== '' && subjectVerb(second).verb !== '' && firstSvo.verb !== '';
      if (!bareFirst && (verbFirst || ownSubject) && second.split(/\s+/).length >= 2) {
        const rest = splitActions(second);
        if (verbFirst && rest[0]) rest[0] = { ...rest[0], continues: true };
        return [{ role, text: m[1].trim() }, ...rest];
      }
      // Two nouns joined: look at the next "and".
      if (!(nounPair && !agrees && head2 !== second)) break;
    } else break;
    from += hit!.indices![2]![0];
  }
  return [{ role, text: text.trim() }];
}

export interface SVO {
  /** Noun phrase before the verb, without articles; '' for imperatives. */
  subject: string;
  verb: string;
  /** Everything after the verb. */
  rest: string;
}

const SKIP = new Set(['the', 'a', 'an', 'each', 'every', 'our', 'their', 'its', 'his', 'her', 'this', 'that', 'your', 'my']);

/** Shallow split of a clause into subject, verb and the rest. */
export function subjectVerb(clause: string): SVO {
  const ws = clause.trim().split(/\s+/);
  const first = clean(ws[0] ?? '');
  const second = clean(ws[1] ?? '');
  // Imperative: "Check stock" (but not "Past Due goes ...": two capitalised words name a thing).
  const named = /^[A-Z][a-z]/.test(ws[0] ?? '') && /^[A-Z][a-z]/.test(ws[1] ?? '') && !SKIP.has(second);
  if (first && !named && canBeVerb(first) && !SKIP.has(first) && !/ing$/.test(first) && wordClass(first) !== 'actor' && !(second && canBeVerb(second) && /s$/.test(second))) {
    return { subject: '', verb: ws[0], rest: ws.slice(1).join(' ') };
  }
  let i = 0;
  while (i < ws.length && SKIP.has(clean(ws[i]))) i++;
  const start = i;
  let found = -1;
  for (i = start + 1; i < ws.length && i <= start + 5; i++) {
    const w = clean(ws[i]);
    const c = wordClass(w);
    if (c === 'copula' || c === 'modal') { found = i; break; }
    // A gerund or a word right after an article is not the clause's verb ("the accounting service").
    if (/ing$/.test(w) || SKIP.has(clean(ws[i - 1] ?? ''))) continue;
    // "students line up", "the teachers take the register": a plural noun, then a verb in its plain form.
    const plural = i - start <= 2 && /[^su]s$/.test(clean(ws[i - 1] ?? '')) && ['noun', 'actor'].includes(wordClass(clean(ws[i - 1] ?? ''))) && !/(?:s|ed)$/.test(w) && canBeVerb(w) && !/[,;:]$/.test(ws[i - 1] ?? '')
      // Not a compound noun ("the orders service and …", "sales team owns"): a verb takes an object or a particle.
      && (wordClass(w) === 'verb' || /^(?:the|a|an|their|its|his|her|our|your|it|them|up|down|out|in|on|off|back|over|to|for|with|into|at)$/i.test(clean(ws[i + 1] ?? '')));
    if (c === 'verb' || (canBeVerb(w) && /s$/.test(w)) || plural) {
      // "the on-call engineer investigates": a third-person verb just after beats a noun that can be a verb.
      const next = clean(ws[i + 1] ?? '');
      if (found < 0 && !/(?:s|ed)$/.test(w) && next && canBeVerb(next) && /(?:s|ed)$/.test(next) && !SKIP.has(next)) continue;
      found = i;
      break;
    }
    if (/[,;:]$/.test(ws[i])) break;
  }
  if (found > 0) {
    const subjectWords = ws.slice(start, found);
    // "triage and declare a severity": two verbs joined, no subject.
    if (/^(?:and|or)$/i.test(subjectWords[subjectWords.length - 1] ?? '')) return { subject: '', verb: ws[start], rest: ws.slice(start + 1).join(' ') };
    // "pages the on-call engineer": an article inside the would-be subject means its first word was the verb.
    const innerArticle = subjectWords.findIndex((x, j) => j > 0 && SKIP.has(clean(x)));
    if (innerArticle > 0 && !subjectWords.slice(0, innerArticle).some((x) => /,$/.test(x) || /^(?:and|or)$/i.test(x))) {
      return { subject: '', verb: ws[start], rest: ws.slice(start + 1).join(' ') };
    }
    const c = wordClass(clean(ws[found]));
    if (c === 'copula' || c === 'modal') return { subject: subjectWords.join(' '), verb: ws.slice(found).slice(0, 2).join(' '), rest: ws.slice(found + 2).join(' ') };
    return { subject: subjectWords.join(' ').replace(/,$/, ''), verb: ws[found], rest: ws.slice(found + 1).join(' ') };
  }
  return { subject: '', verb: '', rest: clause.trim() };
}
