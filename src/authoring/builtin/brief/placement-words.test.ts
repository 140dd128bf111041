import { describe, expect, it } from 'vitest';
import { centreNamedIn, readPlacement } from './placement-words.js';
import { readBrief } from './read-brief.js';

describe('placement words around a named thing: the thing is the centre, the placement goes', () => {
  it.each([
    ["In the centre 'Climate change', with three branches: Causes (a, b), Effects (c)", 'Climate change', 'with three branches: Causes (a, b), Effects (c)'],
    ["En el centro 'Cambio climático', con tres ramas: Causas (a, b) y Soluciones (c).", 'Cambio climático', 'con tres ramas: Causas (a, b) y Soluciones (c).'],
    ['Au centre « Le climat », avec trois branches : a, b', 'Le climat', 'avec trois branches : a, b'],
    ["Im Zentrum 'Klimawandel', mit drei Ästen: Ursachen, Folgen", 'Klimawandel', 'mit drei Ästen: Ursachen, Folgen'],
    ["No centro 'Alimentação', com três ramos: Frutas, Legumes", 'Alimentação', 'com três ramos: Frutas, Legumes'],
    ["Al centro 'Il clima', con tre rami: cause, effetti", 'Il clima', 'con tre rami: cause, effetti'],
    ['In the middle: Okta.', 'Okta', ''],
    ['At the centre is the Chief Executive, with three directors around.', 'Chief Executive', 'with three directors around.'],
  ])('reads "%s"', (sentence, centre, rest) => {
    expect(readPlacement(sentence)).toEqual({ centre, rest });
  });

  it('leaves "Mind map with \'Climate change\' in the centre and …" whole: the request names its centre for the readers', () => {
    expect(readPlacement("Mind map with 'Climate change' in the centre and three branches: Causes, Effects")).toBeUndefined();
  });

  it.each(['In the middle of the night the alarm goes off.', 'In the middle the alarm goes off.', 'At the centre of the debate are costs, jobs and emissions, says the report.'])(
    'keeps "%s": the placement names no thing', (s) => {
      expect(readPlacement(s)).toBeUndefined();
    });

  it('puts the centre on a line of its own in the brief ("En el centro \'X\', con tres ramas: …")', () => {
    const brief = readBrief("Mapa mental sobre el clima. En el centro 'Cambio climático', con tres ramas: Causas (quema de combustibles, deforestación), Consecuencias (olas de calor) y Soluciones (reciclaje).");
    expect(brief.content).toMatch(/^Centre: Cambio climático$/m);
    expect(brief.content).not.toContain('En el centro');
  });
});

describe('a centre named in the request set aside, pointed at in the content ("Around the centre: …")', () => {
  it.each([
    ['For the brochure we want a graphic with our Electron Microscopy Core Facility in the middle and the groups around it.', 'Electron Microscopy Core Facility'],
    ['Pour la brochure, on veut un schéma avec la Mairie au centre.', 'Mairie'],
    ["I'd like a picture with 'Head Office' in the middle.", 'Head Office'],
  ])('reads the centre of "%s"', (request, centre) => {
    expect(centreNamedIn(request)).toBe(centre);
  });

  it('names the centre where the content only says "Around the centre:"', () => {
    const brief = readBrief('For the university brochure we want a graphic with our Electron Microscopy Core Facility in the middle and the groups that rely on it around it, so readers get that it is shared. Around the centre: Structural Biology, Materials Science, Geology, Neuroscience.');
    expect(brief.content).toContain('Around Electron Microscopy Core Facility: Structural Biology');
  });
});
