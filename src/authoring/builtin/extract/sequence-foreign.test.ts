// Sequence steps between declared participants in other languages, possessive receivers ("to Google's page"),
// "exchanges X with Y for Z", and a roster followed by a lower-case request on the same line.
import { describe, expect, it } from 'vitest';
import type { SequenceContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractSequence } from './sequence.js';

const read = (prompt: string): SequenceContent => extractSequence(briefCtxFor(prompt));
function msgs(c: SequenceContent): string[] {
  const l = new Map(c.participants.map((p) => [p.id, p.label]));
  return c.messages.map((m) => `${l.get(m.from)} -> ${l.get(m.to)}: ${m.label}${m.type === 'reply' ? ' (reply)' : ''}`);
}

describe('sequence steps in other languages between declared participants', () => {
  it('German: "2. Kasse sendet die Bestellung an die Küche", "Küche gibt … zurück", "Teilnehmer von links nach rechts: …"', () => {
    const c = read('Bitte als Sequenzdiagramm:\n1. Gast bestellt ein Menü an der Kasse\n2. Kasse sendet die Bestellung an die Küche\n3. Küche gibt die Bestellnummer zurück\n4. Kasse druckt den Beleg für den Gast aus\n\nTeilnehmer von links nach rechts: Gast, Kasse, Küche.');
    expect(c.participants.map((p) => p.label)).toEqual(['Gast', 'Kasse', 'Küche']);
    expect(msgs(c)).toEqual(['Gast -> Kasse: Bestellt ein Menü', 'Kasse -> Küche: Sendet die Bestellung', 'Küche -> Kasse: Gibt die Bestellnummer zurück (reply)', 'Kasse -> Gast: Druckt den Beleg aus']);
  });

  it('French and Spanish: "Le serveur renvoie le jeton au client", "La app envía el código al backend"', () => {
    const fr = read('Diagramme de séquence. Participants : Navigateur, Serveur, Base.\n1. Navigateur envoie le formulaire au Serveur\n2. Serveur cherche le compte dans la Base\n3. Base renvoie le compte\n4. Serveur répond au Navigateur avec une page');
    expect(msgs(fr)).toEqual(['Navigateur -> Serveur: Envoie le formulaire', 'Serveur -> Base: Cherche le compte', 'Base -> Serveur: Renvoie le compte (reply)', 'Serveur -> Navigateur: Répond avec une page (reply)']);
    const es = read('Diagrama de secuencia. Participantes: App, Backend, Banco.\n1. App envía el pago al Backend\n2. Backend pide la autorización al Banco\n3. Banco confirma el cargo\n4. Backend devuelve el recibo a la App');
    expect(msgs(es)).toEqual(['App -> Backend: Envía el pago', 'Backend -> Banco: Pide la autorización', 'Banco -> Backend: Confirma el cargo (reply)', 'Backend -> App: Devuelve el recibo (reply)']);
  });
});

describe('sequence steps in other languages with no declared participants', () => {
  it('German: "1. Der Kunde sendet die Bestellung an den Shop … 4. Der Shop schickt die Rechnung an den Kunden"', () => {
    const c = read('Sequenzdiagramm bitte:\n1. Der Kunde sendet die Bestellung an den Shop\n2. Der Shop fragt die Zahlung bei der Bank an\n3. Die Bank bestätigt die Zahlung\n4. Der Shop schickt die Rechnung an den Kunden');
    expect(c.participants.map((p) => p.label)).toEqual(['Kunde', 'Shop', 'Bank']);
    expect(msgs(c)).toEqual(['Kunde -> Shop: Sendet die Bestellung', 'Shop -> Bank: Fragt die Zahlung an', 'Bank -> Shop: Bestätigt die Zahlung (reply)', 'Shop -> Kunde: Schickt die Rechnung']);
  });

  it('French prose: "le client envoie la commande au serveur. Le serveur demande le paiement à la banque."', () => {
    const c = read('Diagramme de séquence : le client envoie la commande au serveur. Le serveur demande le paiement à la banque. La banque confirme le paiement. Le serveur renvoie la facture au client.');
    expect(c.title).toBeUndefined();
    expect(msgs(c)).toEqual(['Client -> Serveur: Envoie la commande', 'Serveur -> Banque: Demande le paiement', 'Banque -> Serveur: Confirme le paiement (reply)', 'Serveur -> Client: Renvoie la facture (reply)']);
  });
});

describe('the kind named in Italian', () => {
  it('reads "Diagramma di sequenza" (no typo of "sequence") and Italian steps: "App invia il pagamento al Server"', () => {
    const c = read('Diagramma di sequenza. Partecipanti: Cliente, App, Server, Banca.\n1. Cliente apre la App\n2. App invia il pagamento al Server\n3. Server chiede l\'autorizzazione alla Banca\n4. Banca conferma il pagamento\n5. Server restituisce la ricevuta alla App');
    expect(msgs(c)).toEqual(['Cliente -> App: Apre', 'App -> Server: Invia il pagamento', "Server -> Banca: Chiede l'autorizzazione", 'Banca -> Server: Conferma il pagamento (reply)', 'Server -> App: Restituisce la ricevuta (reply)']);
  });
});

describe('English receivers', () => {
  it('reads "opens the page to Stripe\'s checkout" as to Stripe, and "exchanges X with Y for Z" as a request and its answer', () => {
    const c = read('Sequence diagram of paying. The shop redirects the shopper to Stripe\'s checkout page, the shopper pays, Stripe notifies the shop, the shop exchanges the session id with Stripe for a receipt. Participants: Shopper, Shop, Stripe. keep it simple pls');
    expect(c.participants.map((p) => p.label)).toEqual(['Shopper', 'Shop', 'Stripe']);
    expect(msgs(c)[0]).toBe('Shop -> Stripe: Redirects shopper to Stripe\'s checkout page');
    expect(msgs(c).slice(-2)).toEqual(['Shop -> Stripe: Exchanges the session id', 'Stripe -> Shop: Returns receipt (reply)']);
  });
});
