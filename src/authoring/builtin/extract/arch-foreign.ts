// Architecture prose in German, French, Spanish, Italian and Portuguese: the components it names (Romance names with
// their head first, "servicio de pedidos", "base de données clients"; German compounds with their head last,
// "Bestelldienst", "Kundendatenbank") are made known first, and its verbs, relatives and prepositions are said in the
// English the verb readers know ("llama al", "que reenvía al", "schreibt in", "liest aus", "envoie … à").

export type ArchLang = 'de' | 'fr' | 'es' | 'it' | 'pt';

const ROMANCE_HEAD = String.raw`servicios?|serviços?|servizi|servizio|services?|base\s+de\s+(?:datos|données|dados)|banco\s+de\s+dados|database|cola|colas|fila|file\s+d['’]attente|coda|passerelle|pasarela|gateway|servidor(?:es)?|serveur|server|aplicaci[oó]n|aplicativo|applicazione|application|app|api|cach[eé]|almacenamiento|armazenamento|stockage|archiviazione|worker|trabajador|balanceador\s+de\s+carga|répartiteur\s+de\s+charge|bilanciatore\s+di\s+carico|microservicio|microservice|microservizio|portal|portail|portale|panel|tableau\s+de\s+bord|painel|cruscotto`;
// "el servicio de pedidos", "la base de données clients", "il servizio di notifiche", "a fila de e-mails".
const ROMANCE_NAME = new RegExp(String.raw`(?<![\p{L}])((?:${ROMANCE_HEAD})(?:\s+(?:de|di|do|da|des|du|del|della|dei|degli|dos|das)\s+(?:l['’])?[\p{L}-]+|\s+(?:móvil|móvel|mobile|web|clients?|clientes|frontend|backend|central)))`, 'giu');
// "Bestelldienst", "Kundendatenbank", "Web-App", "Zahlungs-Gateway", "Benachrichtigungsdienst".
const GERMAN_NAME = /(?<![\p{L}])(\p{Lu}[\p{L}-]*(?:dienst|datenbank|server|app|gateway|warteschlange|speicher|cache|portal|worker|schnittstelle|api))(?![\p{L}])/gu;

const TELLS: Record<ArchLang, RegExp> = {
  de: /(?<!\p{L})(?:ruft|leitet|schreibt|liest|sendet|schickt|verschickt|speichert|der|die|das|und|über|aus|an)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:appelle|transmet|écrit|lit|envoie|publie|stocke|qui|et|vers|dans|depuis|le|la|les)(?!\p{L})/giu,
  es: /(?<!\p{L})(?:llama|reenvía|escribe|lee|envía|publica|guarda|que|y|al|del|en|la|el)(?!\p{L})/giu,
  it: /(?<!\p{L})(?:chiama|inoltra|scrive|legge|invia|pubblica|salva|che|e|al|dal|nel|il|lo)(?!\p{L})/giu,
  pt: /(?<!\p{L})(?:chama|encaminha|escreve|lê|envia|publica|guarda|que|e|ao|do|no|na|o)(?!\p{L})/giu,
};
const ENGLISH = /(?<!\p{L})(?:the|and|to|from|calls|sends|writes|reads|which|with|into|via)(?!\p{L})/giu;

/** The language of architecture prose, when it is one of the five and not English. */
export function archLanguage(text: string): ArchLang | undefined {
  const scores = (Object.keys(TELLS) as ArchLang[]).map((l) => [l, (text.match(TELLS[l]) ?? []).length] as const).sort((a, b) => b[1] - a[1]);
  const [lang, n] = scores[0]!;
  const en = (text.match(ENGLISH) ?? []).length;
  return n >= 4 && n > 2 * en && n > (scores[1]?.[1] ?? 0) ? lang : undefined;
}

/** The component names the prose writes in its own language, as written. */
// "servizio ordini", "serviço pedidos": a head and the noun after it, in languages that write them so.
const BARE_PAIR = new RegExp(String.raw`(?<![\p{L}])((?:${ROMANCE_HEAD})\s+(\p{Ll}[\p{L}-]{2,}))(?![\p{L}])`, 'giu');

export function foreignNames(text: string, lang: ArchLang): string[] {
  const re = lang === 'de' ? GERMAN_NAME : ROMANCE_NAME;
  const out: string[] = [];
  const pairs = lang === 'de' ? [] : [...text.matchAll(BARE_PAIR)].filter((m) => !(m[2]!.toLowerCase() in WORDS[lang]) && !new RegExp(TELLS[lang].source, 'iu').test(m[2]!) && !VERBS[lang].some(([v]) => new RegExp(v.source.replace(/\\b/g, ''), 'iu').test(m[2]!)) && !/^(?:de|di|do|da|des|du|del|della|dei|degli|dos|das)$/i.test(m[2]!));
  for (const m of [...text.matchAll(re), ...pairs]) {
    const name = m[1]!.trim();
    if (!out.some((x) => x.toLowerCase() === name.toLowerCase())) out.push(name);
  }
  return out;
}

const VERBS: Record<ArchLang, [RegExp, string][]> = {
  de: [[/\bruft\s+(.{2,60}?)\s+auf\b/g, 'calls $1'], [/\bleitet\s+(?:alles\s+|es\s+|sie\s+)?an\s+(.{2,60}?)\s+weiter\b/g, 'forwards to $1'], [/\bleitet\s+(?:es\s+|sie\s+)?weiter\s+an\b/g, 'forwards to'],
    [/\bschreib(?:t|en)\s+in\b/g, 'writes to'], [/\bschreib(?:t|en)\s+nach\b/g, 'writes to'], [/\blies(?:t)?\s+aus\b|\blesen\s+aus\b/g, 'reads from'], [/\bliest\s+von\b/g, 'reads from'],
    [/\bspeicher(?:t|n)\s+in\b/g, 'stores in'], [/\b(?:sendet|schickt|verschickt)\b/g, 'sends'], [/\bveröffentlicht\b/g, 'publishes'], [/\bnutzt\b|\bverwendet\b/g, 'uses'], [/\babonniert\b/g, 'subscribes to']],
  fr: [[/\bappellen?t?\b/g, 'calls'], [/\btransmet(?:tent)?\s+(?:à|au|aux)\b/g, 'forwards to'], [/\bredirige\s+vers\b/g, 'forwards to'], [/\bécri(?:t|vent)\s+dans\b/g, 'writes to'],
    [/\bli(?:t|sent)\s+(?:depuis|dans|de)\b/g, 'reads from'], [/\benvoien?t?\b/g, 'sends'], [/\bpublien?t?\b/g, 'publishes'], [/\bstocken?t?\s+dans\b/g, 'stores in'], [/\butilisen?t?\b/g, 'uses']],
  es: [[/\bllaman?\s+(?:a|al)\b/g, 'calls'], [/\breenvían?\s+(?:a|al)\b/g, 'forwards to'], [/\bescriben?\s+en\b/g, 'writes to'], [/\bleen?\s+de(?:l)?\b/g, 'reads from'],
    [/\benvían?\b/g, 'sends'], [/\bpublican?\b/g, 'publishes'], [/\bguardan?\s+en\b/g, 'stores in'], [/\busan?\b|\butilizan?\b/g, 'uses'], [/\bconsulta\b/g, 'queries']],
  it: [[/\bchiam(?:a|ano)\b/g, 'calls'], [/\binoltr(?:a|ano)\s+(?:a|al|alla|all['’])\b/g, 'forwards to'], [/\bscriv(?:e|ono)\s+(?:su|in|nel|nella|sul)\b/g, 'writes to'],
    [/\blegg(?:e|ono)\s+(?:da|dal|dalla)\b/g, 'reads from'], [/\binvi(?:a|ano)\b/g, 'sends'], [/\bpubblic(?:a|ano)\b/g, 'publishes'], [/\bsalv(?:a|ano)\s+(?:in|su|nel)\b/g, 'stores in'], [/\busa\b|\butilizza\b/g, 'uses']],
  pt: [[/\bchamam?\b/g, 'calls'], [/\bencaminham?\s+(?:para|ao|à)\b/g, 'forwards to'], [/\bescrevem?\s+(?:em|no|na)\b/g, 'writes to'], [/\blê(?:em)?\s+(?:de|do|da)\b/g, 'reads from'],
    [/\benviam?\b/g, 'sends'], [/\bpublicam?\b/g, 'publishes'], [/\bguardam?\s+(?:em|no|na)\b/g, 'stores in'], [/\busam?\b|\butilizam?\b/g, 'uses']],
};
const WORDS: Record<ArchLang, Record<string, string>> = {
  // (Elided articles: "l'app", "dell'ordine".)
  de: { der: 'the', die: 'the', das: 'the', den: 'the', dem: 'the', ein: 'a', eine: 'a', einen: 'a', einem: 'a', und: 'and', an: 'to', über: 'via', per: 'via', in: 'into', aus: 'from', von: 'from', zu: 'to', zum: 'to the', zur: 'to the', ereignisse: 'events', nachrichten: 'messages', daten: 'data' },
  fr: { le: 'the', la: 'the', les: 'the', "l'": 'the', "l’": 'the', des: 'some', "d'": 'of', "d’": 'of', un: 'a', une: 'a', et: 'and', qui: 'which', à: 'to', au: 'to the', aux: 'to the', vers: 'to', via: 'via', par: 'via', dans: 'into', événements: 'events', messages: 'messages', données: 'data' },
  es: { el: 'the', la: 'the', los: 'the', las: 'the', un: 'a', una: 'a', y: 'and', que: 'which', a: 'to', al: 'to the', en: 'into', de: 'from', del: 'from the', mediante: 'via', vía: 'via', eventos: 'events', mensajes: 'messages', datos: 'data' },
  it: { "l'": 'the', "l’": 'the', il: 'the', lo: 'the', la: 'the', i: 'the', gli: 'the', le: 'the', un: 'a', una: 'a', e: 'and', che: 'which', a: 'to', al: 'to the', alla: 'to the', tramite: 'via', su: 'to', eventi: 'events', messaggi: 'messages', dati: 'data' },
  pt: { o: 'the', a: 'the', os: 'the', as: 'the', um: 'a', uma: 'a', e: 'and', que: 'which', para: 'to', ao: 'to the', à: 'to the', via: 'via', em: 'into', no: 'into the', na: 'into the', eventos: 'events', mensagens: 'messages', dados: 'data' },
};

/** The prose with its verbs and small words in English; the names in `keep` stay as written. */
export function archTextInEnglish(text: string, lang: ArchLang, keep: string[]): string {
  // Names first out of the way, so that their words ("de", "la") stay.
  const slots: string[] = [];
  let t = text;
  for (const n of [...keep].sort((a, b) => b.length - a.length)) {
    t = t.replace(new RegExp(`(?<![\\p{L}])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'giu'), () => { slots.push(n); return `§${slots.length - 1}§`; });
  }
  // ", der in PostgreSQL schreibt und Ereignisse an Kafka sendet": a German verb at the end of its clause goes first.
  if (lang === 'de') {
    t = t.replace(/,\s*(?:der|die|das|welche[rs]?)\s+/giu, ', which ')
      .replace(/((?:,\s*which|\s+und)\s+)([^,.;]{2,60}?)\s+(schreibt|liest|sendet|schickt|verschickt|speichert|veröffentlicht|nutzt|abonniert|aufruft|weiterleitet)(?=\s*(?:[,.;]|$|\s+und\s))/giu,
        (_a, lead: string, rest: string, verb: string) => `${lead}${verb.replace(/^aufruft$/i, 'ruft').replace(/^weiterleitet$/i, 'leitet weiter')} ${rest}`);
  }
  const edge = String.raw`(?:(?<!\p{L})(?=\p{L})|(?<=\p{L})(?!\p{L}))`;
  for (const [re, to] of VERBS[lang]) t = t.replace(new RegExp(re.source.replace(/\\b/g, edge), 'giu'), to);
  const words = WORDS[lang];
  t = t.replace(/(?<![\p{L}§])(\p{L}+['’]?)(?![\p{L}])/gu, (w: string) => {
    const tr = words[w.toLowerCase()];
    const said = tr && !/^[A-Z]{2,}/.test(w) ? (/^\p{Lu}/u.test(w) ? tr.charAt(0).toUpperCase() + tr.slice(1) : tr) : w;
    // ("l'application" → "the application": the elided article stands apart.)
    return tr && /['’]$/.test(w) ? `${said} ` : said;
  });
  // ", der in PostgreSQL schreibt" (a German verb last): read as ", which writes into PostgreSQL".
  return t.replace(/§(\d+)§/g, (_m, i: string) => slots[Number(i)]!);
}
