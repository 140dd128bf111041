// Placement words wrapped around a named thing → the thing, as the marker every reader knows ("Centre: X"):
// "In the centre 'Climate change', with three branches: …", "En el centro 'Cambio climático', con tres ramas: …",
// "Au centre « Le climat », avec …", "Im Zentrum 'Klimawandel', mit drei Ästen: …", "No centro 'Clima', com …",
// "Al centro 'Clima', con tre rami: …", "In the middle: Okta.". The placement says where the thing is drawn; only its
// name is drawn. ("Mind map with 'X' in the centre and …" is the request naming its centre: the readers take it whole.)

// "in the centre", "at the center", "in the middle", and the same in French, German, Spanish, Portuguese and Italian.
const PLACE = String.raw`(?:(?:right\s+)?(?:in|at)\s+the\s+(?:cent(?:re|er)|middle|heart)|en\s+el\s+(?:centro|medio)|al\s+centro|en\s+medio|au\s+(?:centre|milieu|c[œo]eur)|im\s+(?:zentrum|mittelpunkt)|in\s+der\s+mitte|(?:no|ao)\s+(?:centro|meio)|nel\s+mezzo|in\s+(?:mezzo|centro)|al\s+cent(?:ro|re))`;
const QUOTED = String.raw`["“'‘«‹]\s*([^"”'’»›\n]{1,60}?)\s*["”'’»›]`;
// The named thing after the placement: quoted ("In the centre 'X'"), or after a colon or a verb ("In the middle: X",
// "At the centre is X"), up to a comma, a full stop or the end.
const VERB = String.raw`(?:is|sits|goes|stands|should\s+be|est|se\s+trouve|ist|steht|está|va|fica|c['’]è|è|sta)`;
const PLACE_QUOTED = new RegExp(String.raw`^${PLACE}\s*[:：,]?\s*(?:${VERB}\s+)?${QUOTED}\s*(?:[,;.]\s*|$)`, 'iu');
const PLACE_NAMED = new RegExp(String.raw`^${PLACE}\s*(?:[:：]\s*|,?\s+${VERB}\s+)(?:(?:the|our|my|el|la|le|l['’]|der|die|das|o|a|il|lo)\s+)?([^"“'‘«,.;:：()]{2,50}?)\s*(?:[,;.]\s*|$)`, 'iu');

// "with three branches:", "con tres ramas:", "avec trois branches :", "mit drei Ästen:": how many parts follow says
// nothing to draw; the list after the colon is the content.
const PART_COUNT = /^(?:(?:and|with|y|con|et|avec|und|mit|e|com)\s+)?(?:(?:\d+|two|three|four|five|six|seven|eight|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq|six|zwei|drei|vier|fünf|sechs|dois|duas|três|quatro|cinco|due|tre|quattro|cinque|sei)\s+)?(?:(?:main|big|principales|grandes|principaux|grandes|haupt|principais|principali)\s+)?(?:branches|ramas|ramos|rami|äste[n]?|zweige[n]?|hauptäste[n]?|parts|areas|topics|themes|sections|categories|spokes|categorías|catégories|kategorien|categorias|categorie|temas|thèmes|themen|temi)(?:\s+(?:principales|principaux|principais|principali))?\s*[:：]\s*/iu;

// "we want a graphic with our Electron Microscopy Core Facility in the middle and …": a request that names its centre.
const WITH_THING = new RegExp(String.raw`(?:^|\s)(?:with|con|avec|mit|com)\s+(?:(?:the|our|my|a|an|nuestr[oa]|notre|nos|unsere[nmr]?|nossa|nosso|nostr[oa]|la|el|le|die|der|dem|o|a|il)\s+)?(?:${QUOTED}|(\p{Lu}[^,.;:!?()]{1,60}?))\s+${PLACE}(?!\p{L})`, 'u');

/** The centre a request names ("a graphic with our Core Facility in the middle"), or undefined. */
export function centreNamedIn(request: string): string | undefined {
  const m = WITH_THING.exec(request);
  const name = (m?.[1] ?? m?.[2])?.trim();
  return name && name.split(/\s+/).length <= 8 ? name : undefined;
}

export interface Placement {
  centre: string;
  /** What follows the named thing ("with three branches: …"). */
  rest: string;
}

/** The centre a sentence places with placement words, or undefined when it places none. */
export function readPlacement(sentence: string): Placement | undefined {
  const s = sentence.trim();
  const first = PLACE_QUOTED.exec(s) ?? PLACE_NAMED.exec(s);
  if (first) {
    const centre = first[1]!.trim();
    // "In the middle of the night the alarm goes off": a placement names a thing, not a time or a clause.
    if (centre.split(/\s+/).length > 6 || /^(?:of|de|du|des|del|von|der|di|do|da|dos)\s/i.test(centre)) return undefined;
    return { centre, rest: s.slice(first[0].length).trim() };
  }
  return undefined;
}
