import { describe, expect, it } from 'vitest';
import { briefCtxFor, flowEdges } from '../test/helpers.js';
import { extractFlowchart } from './flowchart.js';

describe('branches and loops told in run-on prose', () => {
  it('reads "First I check whether X - if yes, A, and that\'s the end. If there\'s space, B. If Y we can\'t …, so that\'s also a Z. Otherwise C"', () => {
    const prompt = 'I run a mobile dog grooming van and need a flowchart. Here\'s how it works: a client books online. First I check whether we\'re fully booked that day - if yes, I refer them to a colleague, and that\'s the end. If there\'s space, I ask about the dog\'s temperament. If the dog bites we can\'t handle it alone, so that\'s also a referral. Otherwise I confirm the slot. Keep it simple, it\'s going on the van wall';
    expect(flowEdges(prompt, true)).toEqual([
      'Client books online -> Fully booked that day?',
      'Fully booked that day? -> Refer them to colleague [Yes]',
      'Fully booked that day? -> Ask about dog\'s temperament [No]',
      'Ask about dog\'s temperament -> Dog bites?',
      'Dog bites? -> Refer them to colleague [Yes]',
      'Dog bites? -> Confirm the slot [No]',
    ]);
    // "Here's how it works:" names nothing.
    expect(extractFlowchart(briefCtxFor(prompt)).title).toBeUndefined();
  });

  it('reads "wait for X; if it doesn\'t arrive within N I do A, and if it still doesn\'t come B. Once X is in, we C, D, and then it\'s E"', () => {
    expect(flowEdges('Flowchart for our laptop repair shop: the customer drops off the laptop. Then we wait for the spare part; if it doesn\'t arrive within a week we call the supplier, and if it still doesn\'t come the repair is cancelled. Once the part is in, we fit it, test it, and then it\'s collection and payment.', true)).toEqual([
      'Customer drops off laptop -> Wait for spare part',
      'Wait for spare part -> Spare part doesn\'t arrive within a week?',
      'Spare part doesn\'t arrive within a week? -> Call the supplier [Yes]',
      'Call the supplier -> Spare part still doesn\'t come?',
      'Spare part still doesn\'t come? -> Repair is cancelled [Yes]',
      'Spare part still doesn\'t come? -> Fit it [No]',
      'Spare part doesn\'t arrive within a week? -> Fit it [No]',
      'Fit it -> Test it',
      'Test it -> Collection and payment',
    ]);
  });

  it('reads "we bake, decorate, take a photo" as one step per verb, and "Once the deposit is in" as no step of its own', () => {
    expect(flowEdges('Here\'s the process: a student asks for a reference. We wait for the consent form. Once the form is in, we draft, check, sign the letter, and then it\'s posting.', true)).toEqual([
      'Student asks for reference -> Wait for consent form',
      'Wait for consent form -> Draft',
      'Draft -> Check',
      'Check -> Sign the letter',
      'Sign the letter -> Posting',
    ]);
  });
});

describe('a check with two outcomes, one going back', () => {
  it('reads "A … and sends it to B, who reads it and either sends it back for changes or passes it to C" in a flowchart', () => {
    expect(flowEdges('Flowchart: the author writes the draft and sends it to the editor, who reads it and either sends it back for changes or passes it to the designer. The designer lays it out and the printer prints it.')).toEqual([
      'Author writes the draft -> Editor reads it',
      'Editor reads it -> Sends it back for changes',
      'Sends it back for changes -> Author writes the draft',
      'Editor reads it -> Passes it to designer',
      'Passes it to designer -> Designer lays it out',
      'Designer lays it out -> Printer prints it',
    ]);
  });
});

describe('the same shapes in other wordings and languages', () => {
  it('reads "First we check whether X - if not, A and that\'s it. If X, B. If it\'s an emergency C, so that\'s also a referral. Otherwise D"', () => {
    expect(flowEdges('Flowchart of our vet clinic intake, roughly: the owner calls. First we check whether the vet is free today - if not, we book the next slot and that\'s it. If the vet is free, we ask about symptoms. If it\'s an emergency we send them to the animal hospital, so that\'s also a referral. Otherwise we book a same-day visit.', true)).toEqual([
      'Owner calls -> Vet free today?',
      'Vet free today? -> Book the next slot [No]',
      'Vet free today? -> Ask about symptoms [Yes]',
      'Ask about symptoms -> Emergency?',
      'Emergency? -> Send them to animal hospital [Yes]',
      'Emergency? -> Book a same-day visit [No]',
    ]);
  });

  it('reads "Primero compruebo si X - si no, A y ahí termina. Si X, B. Luego C" (es)', () => {
    expect(flowEdges('Diagrama de flujo: el cliente hace un pedido. Primero compruebo si hay stock - si no, aviso al cliente y ahí termina. Si hay stock, preparo el pedido. Luego envío el paquete.', true)).toEqual([
      'El cliente hace un pedido -> Hay stock?',
      'Hay stock? -> Aviso al cliente [No]',
      'Hay stock? -> Preparo el pedido [Sí]',
      'Preparo el pedido -> Envío el paquete',
    ]);
  });

  it('reads "D\'abord je vérifie s\'il X - si non, A et c\'est fini. S\'il X, B. Ensuite C" (fr) and "Zuerst prüfe ich, ob X - wenn nein, A und das war\'s" (de)', () => {
    expect(flowEdges("Logigramme : le client appelle. D'abord je vérifie s'il reste de la place ce jour-là - si non, je propose une autre date et c'est fini. S'il reste de la place, je note la réservation. Ensuite j'envoie une confirmation.", true)).toEqual([
      'Le client appelle -> Reste de la place ce jour-là?',
      'Reste de la place ce jour-là? -> Je propose une autre date [Non]',
      'Reste de la place ce jour-là? -> Je note la réservation [Oui]',
      "Je note la réservation -> J'envoie une confirmation",
    ]);
    expect(flowEdges("Ablaufdiagramm: Der Kunde ruft an. Zuerst prüfe ich, ob noch Platz frei ist - wenn nein, schlage ich einen anderen Termin vor und das war's. Wenn Platz frei ist, notiere ich die Buchung. Danach schicke ich eine Bestätigung.", true)).toEqual([
      'Der Kunde ruft an -> Noch Platz frei?',
      'Noch Platz frei? -> Schlage ich einen anderen Termin vor [Nein]',
      'Noch Platz frei? -> Notiere ich die Buchung [Ja]',
      'Notiere ich die Buchung -> Schicke ich eine Bestätigung',
    ]);
  });
});

describe('a step list packed before one inline question', () => {
  it('reads "NAME - a, b, c, q? yes -> x, no -> try again (N attempts) then y" as a title, three steps, a question and a retry', () => {
    const prompt = 'flowchart: hotel wifi login - open portal, enter room number, enter surname, match found? yes -> connect, no -> try again (2 attempts) then call reception';
    const c = extractFlowchart(briefCtxFor(prompt));
    expect(c.title).toBe('Hotel wifi login');
    expect(flowEdges(prompt, true)).toEqual([
      'Open portal -> Enter room number',
      'Enter room number -> Enter surname',
      'Enter surname -> Match found?',
      'Match found? -> Connect [Yes]',
      'Match found? -> Try again [No]',
      'Try again -> Call reception',
    ]);
  });

  it('reads "… ja -> A, nein -> erneut versuchen dann B": "dann" goes on inside the branch', () => {
    expect(flowEdges('Flussdiagramm bitte: Passwort vergessen - E-Mail eingeben, Link öffnen, Link gültig? ja -> neues Passwort setzen, nein -> erneut versuchen dann Support kontaktieren', true)).toEqual([
      'E-Mail eingeben -> Link öffnen',
      'Link öffnen -> Link gültig?',
      'Link gültig? -> Neues Passwort setzen [Ja]',
      'Link gültig? -> Erneut versuchen [Nein]',
      'Erneut versuchen -> Support kontaktieren',
    ]);
  });
});
