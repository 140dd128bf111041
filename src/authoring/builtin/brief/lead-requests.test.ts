import { describe, expect, it } from 'vitest';
import { readDiscourse } from './discourse.js';
import { readLeadRequest } from './lead-requests.js';

const FERRY = 'Mi serve un diagramma per il biglietto del traghetto nella nostra app. Un biglietto nasce prenotato; dopo il pagamento diventa pagato. Al check-in in porto passa a imbarcato.';

describe('an opening request that names its subject', () => {
  it('reads "Mi serve un diagramma per X nella nostra app." as the request, with X its subject', () => {
    const d = readDiscourse(FERRY);
    expect(d.requests).toEqual(['Mi serve un diagramma per il biglietto del traghetto nella nostra app.']);
    expect(d.frame).toBe('Biglietto del traghetto');
    expect(d.content).not.toMatch(/mi serve/i);
    expect(d.content).toMatch(/Un biglietto nasce prenotato/);
  });
  it('reads "Bitte stell den Ablauf X dar, …" after "Wir sind eine Bäckerei …" as context and request', () => {
    const d = readDiscourse('Wir sind eine Bäckerei mit drei Filialen. Bitte stell den Ablauf einer Großkundenbestellung dar, aufgeteilt nach Abteilungen. Der Vertrieb nimmt die Bestellung bis 14 Uhr entgegen und prüft die Liefermenge.');
    expect(d.frame).toBe('Ablauf einer Großkundenbestellung');
    expect(d.content).not.toMatch(/Bäckerei|Bitte/);
    expect(d.content).toMatch(/Der Vertrieb nimmt/);
  });
  it('reads "… and I need the X process drawn out, because …" as a request about the X process', () => {
    expect(readLeadRequest("We're redoing the training pack and I need the rejected-bag process drawn out, because new starters get lost in it.", 20)?.subject).toBe('Rejected-bag process');
  });
  it('reads "Create an Azure hub-spoke network architecture diagram." with the words before the kind as its subject', () => {
    expect(readLeadRequest('Create an Azure hub-spoke network architecture diagram.', 40)?.subject).toBe('Azure hub-spoke');
    expect(readLeadRequest('Create a simple clean flowchart.', 40)?.subject).toBeUndefined();
  });
  it('reads no subject in "a timeline of our story" or "a graphic for the restaurants"', () => {
    expect(readLeadRequest('Could you make a timeline of our story?', 30)?.subject).toBeUndefined();
    expect(readLeadRequest('I need a graphic for the restaurants.', 30)?.subject).toBeUndefined();
  });
  it('reads "Pourriez-vous me faire une carte mentale autour de « X » ?" with X as its subject', () => {
    expect(readLeadRequest('Pourriez-vous me faire une carte mentale autour de « Déménagement » ?', 30)?.subject).toBe('Déménagement');
  });
  it('reads "… una línea de tiempo con la historia de X para la web" with the history of X as its subject', () => {
    expect(readLeadRequest('necesito una línea de tiempo con la historia de nuestra cooperativa para la web', 30)?.subject).toBe('Historia de nuestra cooperativa');
  });
  it('keeps a request that names things in a row ("a slide comparing A, B and C") or a clause ("where the user …")', () => {
    expect(readLeadRequest('I need a slide comparing PostgreSQL, MongoDB and DynamoDB for our review.', 40)).toBeUndefined();
    expect(readLeadRequest('Draw a sequence diagram where the user logs in to the app.', 40)).toBeUndefined();
  });
  it('leaves a request the later readers know ("Create a flowchart of X.") in the content, as their lead', () => {
    const d = readDiscourse('Create a flowchart of the hiring process. The recruiter posts the job, screens the CVs and invites candidates to interview.');
    expect(d.content).toMatch(/^Create a flowchart of the hiring process\./);
  });
  it('keeps a request with nothing after it: it is the whole prompt', () => {
    expect(readLeadRequest('Create a flowchart of the hiring process.', 0)).toBeUndefined();
  });
  it('stands the request in the one form the later readers take for a lead: "Draw a <kind> of X."', () => {
    expect(readDiscourse(FERRY).content).toMatch(/^Draw a (?:state )?diagram of Biglietto del traghetto\. Un biglietto/);
  });
});
