// The use case extractor, one test per sentence shape it reads.
import { describe, expect, it } from 'vitest';
import type { UsecaseContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import type { ExtractContext } from './common.js';
import { extractUsecase } from './usecase.js';
import { briefCtxFor } from '../test/helpers.js';

function ctx(prompt: string): ExtractContext {
  const b = readBrief(prompt);
  const doc = analyze(b.content);
  if (b.title) doc.title = b.title;
  return { doc, design: 'usecase-diagram', icon: () => undefined };
}

/** Links as "From -> To" by label, with the type when it is not an association; generalizations as "A is-a B". */
function links(c: UsecaseContent): string[] {
  const l = new Map([...c.actors, ...c.use_cases].map((x) => [x.id, x.label]));
  return [
    ...c.links.map((x) => `${l.get(x.from)} -> ${l.get(x.to)}${x.type === 'association' ? '' : ` «${x.type}»`}`),
    ...c.actors.filter((a) => a.parent).map((a) => `${a.label} is-a ${l.get(a.parent!)}`),
  ];
}

describe('use cases from prose', () => {
  it('reads "Staff can …" as the listed "Front Desk Staff", and "X handles verifying Y, which is part of Z-ing W" as an include', () => {
    const c = extractUsecase(ctx('Use case diagram. Actors: Member, Front Desk Staff and the Card Issuer. The member can borrow a book and return a book. Staff can register readers. The card issuer handles verifying the library card, which is part of borrowing a book.'));
    expect(c.actors.map((a) => a.label)).toEqual(['Member', 'Front Desk Staff', 'Card Issuer']);
    expect(links(c)).toEqual(expect.arrayContaining(['Front Desk Staff -> Register readers', 'Card Issuer -> Verify the library card', 'Borrow a book -> Verify the library card «include»']));
    const d = extractUsecase(ctx('Use case diagram. Actors: Shopper, Warehouse Clerk and Courier. The shopper can place an order. Clerk can pack the parcel. The clerk handles printing the label, which is part of packing the parcel.'));
    expect(d.actors.map((a) => a.label)).toEqual(['Shopper', 'Warehouse Clerk', 'Courier']);
    expect(links(d)).toEqual(expect.arrayContaining(['Warehouse Clerk -> Print the label', 'Pack the parcel -> Print the label «include»']));
  });
  it('reads "actors: A, B, C; use cases: D, E" lists, the first actor taking the use cases nobody else is named for', () => {
    const c = extractUsecase(ctx('Use case diagram for a report app. Actors: User, AI Assistant, OCR service. Use cases: Upload report, Analyze report.'));
    expect(c.actors.map((a) => a.label)).toEqual(['User', 'AI Assistant', 'OCR service']);
    expect(c.use_cases.map((u) => u.label)).toEqual(['Upload report', 'Analyze report']);
    expect(links(c)).toEqual(['User -> Upload report', 'User -> Analyze report']);
    expect(c.systems.map((s) => s.label)).toEqual(['Report app']);
  });

  it('reads "A customer can browse products, place an order and track it; an admin manages the catalog" as who does what', () => {
    const c = extractUsecase(ctx('A customer can browse products, place an order and track it; an admin manages the catalog.'));
    expect(c.actors.map((a) => a.label)).toEqual(['Customer', 'Admin']);
    expect(links(c)).toEqual(['Customer -> Browse products', 'Customer -> Place an order', 'Customer -> Track order', 'Admin -> Manage the catalog']);
  });

  it('reads "Checkout includes Payment" and "Apply coupon extends Checkout" as include and extend', () => {
    const c = extractUsecase(ctx('A customer can check out. Checkout includes Payment. Apply coupon extends Checkout.'));
    expect(links(c)).toEqual(['Customer -> Check out', 'Check out -> Payment «include»', 'Apply coupon -> Check out «extend»']);
  });

  it('reads "A and B both include C" as two includes', () => {
    const c = extractUsecase(ctx('Actors: Customer. Use cases: Withdraw cash, Transfer money. Withdraw cash and Transfer money both include Authenticate.'));
    expect(links(c)).toContain('Withdraw cash -> Authenticate «include»');
    expect(links(c)).toContain('Transfer money -> Authenticate «include»');
  });

  it('reads a use case list item "Book room (includes Pay deposit)" under a bold header', () => {
    const c = extractUsecase(ctx('**Actors**\n- Guest\n\n**Use cases**\n- Book room (includes Pay deposit)\n- Cancel booking'));
    expect(c.use_cases.map((u) => u.label)).toEqual(['Book room', 'Pay deposit', 'Cancel booking']);
    expect(links(c)).toEqual(['Guest -> Book room', 'Guest -> Cancel booking', 'Book room -> Pay deposit «include»']);
  });

  it('reads "with actors A, B and C" and plural clauses "restaurants accept orders and prepare meals"', () => {
    const c = extractUsecase(ctx('Show the use cases of a delivery app with actors Customer and Restaurant. Customers order food, restaurants accept orders and prepare meals.'));
    expect(c.actors.map((a) => a.label)).toEqual(['Customer', 'Restaurant']);
    expect(links(c)).toEqual(['Customer -> Order food', 'Restaurant -> Accept orders', 'Restaurant -> Prepare meals']);
  });

  it('reads "a member is a kind of visitor" as actor generalization', () => {
    const c = extractUsecase(ctx('A visitor can read posts; a member can write posts. A member is a kind of visitor.'));
    expect(links(c)).toContain('Member is-a Visitor');
  });

  it('reads per-actor lines "Member: search catalog, borrow book"', () => {
    const c = extractUsecase(ctx('Actors: Member, Librarian\nMember: search catalog, borrow book\nLibrarian: manage inventory'));
    expect(links(c)).toEqual(['Member -> Search catalog', 'Member -> Borrow book', 'Librarian -> Manage inventory']);
  });

  it('reads the fields in French and German ("Acteurs :", "Anwendungsfälle:")', () => {
    const fr = extractUsecase(ctx("Acteurs : Étudiant, Enseignant. Cas d'utilisation : Passer un quiz, Créer un cours."));
    expect(fr.actors.map((a) => a.label)).toEqual(['Étudiant', 'Enseignant']);
    expect(fr.use_cases.map((u) => u.label)).toEqual(['Passer un quiz', 'Créer un cours']);
    const de = extractUsecase(ctx('Akteure: Patient, Arzt. Anwendungsfälle: Termin buchen, Rezept ausstellen.'));
    expect(de.use_cases.map((u) => u.label)).toEqual(['Termin buchen', 'Rezept ausstellen']);
  });
});

describe('roles without an article', () => {
  it('reads "patients book, cancel and reschedule appointments; doctors view their schedule; reception confirms bookings"', () => {
    const c = extractUsecase(ctx('Draw a use case diagram for a clinic appointment system: patients book, cancel and reschedule appointments; doctors view their schedule; reception confirms bookings.'));
    expect(c.actors.map((a) => a.label)).toEqual(['Patient', 'Doctor', 'Reception']);
    expect(c.use_cases.map((u) => u.label)).toEqual(expect.arrayContaining(['Book appointments', 'Cancel appointments', 'Reschedule appointments', 'View their schedule', 'Confirm bookings']));
  });
  it('reads "checkout includes paying, which involves the payment provider" as an include, and the provider serving the included case', () => {
    const c = extractUsecase(ctx('Use case diagram for an online shop. Actors: Customer, Admin, Payment provider. A customer can browse products, add items to the cart and check out; checkout includes paying, which involves the payment provider. The admin manages the catalog and views orders.'));
    const l = new Map([...c.actors, ...c.use_cases].map((x) => [x.id, x.label]));
    expect(c.links.map((k) => `${l.get(k.from)} ${k.type} ${l.get(k.to)}`)).toEqual(expect.arrayContaining(['Check out include Paying', 'Paying association Payment provider']));
    expect(c.use_cases.map((u) => u.label)).not.toContain('Checkout includes paying');
  });
});

describe('include and extend targets by their stems', () => {
  it('reads "Applying a discount code extends booking" as extending the existing "Book appointments", not a new "Booking"', () => {
    const c = extractUsecase(ctx('Draw a use case diagram for a clinic appointment system: patients book, cancel and reschedule appointments; doctors view their schedule; reception confirms bookings. Applying a discount code extends booking.'));
    expect(c.use_cases.map((u) => u.label)).not.toContain('Booking');
    expect(links(c)).toContain('Apply a discount code -> Book appointments «extend»');
  });

  it('reads "cancellation includes a refund" and "registration includes email verification" against "cancel orders" and "register accounts"', () => {
    const c = extractUsecase(ctx('Customers place and cancel orders; visitors register accounts. Cancellation includes issue refund. Registration includes verify email.'));
    expect(links(c)).toEqual(expect.arrayContaining(['Cancel orders -> Issue refund «include»', 'Register accounts -> Verify email «include»']));
    expect(c.use_cases.map((u) => u.label)).not.toEqual(expect.arrayContaining(['Cancellation']));
  });

  it('reads "payment extends …" and "Uploading a photo extends registration" by the verb, the verb winning over the object', () => {
    const c = extractUsecase(ctx('A member can pay invoices, register an account and confirm payments. Uploading a photo extends registration. Saving a card extends payment.'));
    expect(links(c)).toEqual(expect.arrayContaining(['Upload a photo -> Register an account «extend»', 'Save a card -> Pay invoices «extend»']));
    expect(c.use_cases).toHaveLength(5);
  });

  it('keeps a target that names no existing use case: "Checkout includes Payment"', () => {
    const c = extractUsecase(ctx('A customer can check out and browse products. Checkout includes Payment.'));
    expect(links(c)).toContain('Check out -> Payment «include»');
  });
});

describe('use case prose in long sentences', () => {
  const atm = 'use case diagram for an ATM. Actors: Customer, Bank Technician, and the Bank System (external). Customer can Withdraw Cash, Check Balance, Deposit Check, Transfer Funds — all of these include Authenticate with PIN. Bank Technician can Refill Cash and Run Diagnostics. The Bank System is involved in Withdraw Cash, Deposit Check and Transfer Funds.';

  it('reads "A can X, Y, Z — all of these include W" as an «include» from each case of the clause before', () => {
    const c = extractUsecase(ctx(atm));
    expect(c.use_cases.map((u) => u.label)).toContain('Transfer Funds');
    expect(links(c).filter((l) => l.endsWith('«include»'))).toEqual(['Withdraw Cash -> Authenticate with PIN «include»', 'Check Balance -> Authenticate with PIN «include»', 'Deposit Check -> Authenticate with PIN «include»', 'Transfer Funds -> Authenticate with PIN «include»']);
  });

  it('reads "Actors: …, the Bank System (external)" as the actor "Bank System", and "X is involved in A, B and C" as its links', () => {
    const c = extractUsecase(ctx(atm));
    expect(c.actors.map((a) => a.label)).toEqual(['Customer', 'Bank Technician', 'Bank System']);
    expect(links(c).filter((l) => l.startsWith('Bank System'))).toEqual(['Bank System -> Withdraw Cash', 'Bank System -> Deposit Check', 'Bank System -> Transfer Funds']);
  });
});

describe('actors keyed on their own lines', () => {
  it('reads "Member: book a desk, invite guest" and "Billing system (external): charge member" lines as actors and their use cases', () => {
    const c = extractUsecase(briefCtxFor('requirements dump (Notion) — Kira coworking app:\nMember: book a desk, book meeting room, invite guest\nGuest: check in at front door\nCommunity manager: approve guests, see occupancy\nBilling system (external): charge member monthly\ndraw actors and their use cases'));
    expect(c.actors.map((a) => a.label)).toEqual(['Member', 'Guest', 'Community manager', 'Billing system']);
    expect(c.use_cases.map((u) => u.label)).toEqual(['Book a desk', 'Book meeting room', 'Invite guest', 'Check in at front door', 'Approve guests', 'See occupancy', 'Charge member monthly']);
    expect(c.systems[0]?.label).toBe('Kira coworking app');
  });
});

describe('use case prose shapes of people who never saw our code', () => {
  it('reads "Drivers find a free spot, reserve a spot, pay for parking and extend their time" with "extend" as one more thing they do', () => {
    const c = extractUsecase(ctx('Drivers find a free spot, reserve a spot, pay for parking and extend their time.'));
    expect(links(c)).toEqual(['Driver -> Find a free spot', 'Driver -> Reserve a spot', 'Driver -> Pay for parking', 'Driver -> Extend their time']);
  });
  it('reads "Parking attendants check a plate and issue a fine" with a role of two words and no article', () => {
    const c = extractUsecase(ctx('Drivers reserve a spot. Parking attendants check a plate and issue a fine.'));
    expect(links(c)).toEqual(['Driver -> Reserve a spot', 'Parking attendant -> Check a plate', 'Parking attendant -> Issue a fine']);
  });
  it('reads "X is involved in check coverage, which is included in pay at the kiosk" as an include of the base case', () => {
    const c = extractUsecase(ctx('Actors: Patient, Insurance System. Patient can pay at the kiosk. Insurance System is involved in check coverage, which is included in pay at the kiosk.'));
    expect(links(c)).toEqual(['Patient -> Pay at the kiosk', 'Insurance System -> Check coverage', 'Pay at the kiosk -> Check coverage «include»']);
  });
  it('reads "Apply coupon is an extension of Checkout" as an extend', () => {
    const c = extractUsecase(ctx('A customer can check out. Apply coupon is an extension of check out.'));
    expect(links(c)).toContain('Apply coupon -> Check out «extend»');
  });
});

describe('use cases pasted from a requirements document', () => {
  it('drops a source reference "(section 2, Actors and Goals)", names the system after "system boundary = X" and drops the modal of a second clause ("and can upload")', () => {
    const c = extractUsecase(briefCtxFor('From our requirements doc (section 2, Actors and Goals) for the FixMyRoad portal at Harlow District Council:\n- A Resident can report a pothole and track the status of a report.\n- The Repair Contractor receives work orders and can upload a completion photo.\nPlease turn this into a use case diagram, system boundary = FixMyRoad portal.'));
    expect(c.actors.map((a) => a.label)).toEqual(['Resident', 'Repair Contractor']);
    expect(c.systems.map((s) => s.label)).toEqual(['FixMyRoad portal']);
    expect(links(c)).toEqual(['Resident -> Report a pothole', 'Resident -> Track the status of a report', 'Repair Contractor -> Receive work orders', 'Repair Contractor -> Upload a completion photo']);
  });
});

describe('"X kann A, B und C" and its French, Spanish, Italian and Portuguese forms (peut / puede / può / pode)', () => {
  it('reads "Das Mitglied kann A, sich für B anmelden und seine C ändern" per actor, "ebenfalls" and the possessive dropped', () => {
    const c = extractUsecase(ctx('Hallo zusammen, für die neue Vereinssoftware unseres Sportvereins brauche ich ein Use-Case-Diagramm. Akteure: Mitglied, Trainer und Kassenwart. Das Mitglied kann Trainingszeiten ansehen, sich für ein Turnier anmelden und seine Adresse ändern. Der Trainer kann ebenfalls Trainingszeiten ansehen und die Anwesenheit erfassen. Der Kassenwart kann Beiträge einziehen und Mahnungen verschicken. Vielen Dank!'));
    expect(c.actors.map((a) => a.label)).toEqual(['Mitglied', 'Trainer', 'Kassenwart']);
    expect(links(c)).toEqual(['Mitglied -> Trainingszeiten ansehen', 'Mitglied -> Für ein Turnier anmelden', 'Mitglied -> Adresse ändern', 'Trainer -> Trainingszeiten ansehen', 'Trainer -> Anwesenheit erfassen', 'Kassenwart -> Beiträge einziehen', 'Kassenwart -> Mahnungen verschicken']);
  });
  it.each([
    ["Diagramme de cas d'utilisation pour la bibliothèque. Acteurs : lecteur et bibliothécaire. Le lecteur peut rechercher un livre, emprunter un livre et consulter son historique. Le bibliothécaire peut aussi rechercher un livre et gérer le catalogue.",
      ['Lecteur -> Rechercher un livre', 'Lecteur -> Emprunter un livre', 'Lecteur -> Consulter son historique', 'Bibliothécaire -> Rechercher un livre', 'Bibliothécaire -> Gérer le catalogue']],
    ['Diagrama de casos de uso de la tienda online. El cliente puede buscar productos, añadir productos al carrito y pagar el pedido. El administrador puede gestionar el inventario y ver los informes.',
      ['Cliente -> Buscar productos', 'Cliente -> Añadir productos al carrito', 'Cliente -> Pagar el pedido', 'Administrador -> Gestionar el inventario', 'Administrador -> Ver los informes']],
    ["Diagramma dei casi d'uso per la palestra. Il socio può prenotare un corso, rinnovare l'abbonamento e vedere i suoi pagamenti. L'istruttore può anche creare un corso e registrare le presenze.",
      ['Socio -> Prenotare un corso', "Socio -> Rinnovare l'abbonamento", 'Socio -> Vedere i suoi pagamenti', 'Istruttore -> Creare un corso', 'Istruttore -> Registrare le presenze']],
    ['Diagrama de casos de uso da clínica. O paciente pode marcar uma consulta, cancelar a consulta e ver os seus exames. O médico pode consultar a agenda e emitir receitas.',
      ['Paciente -> Marcar uma consulta', 'Paciente -> Cancelar a consulta', 'Paciente -> Ver os seus exames', 'Médico -> Consultar a agenda', 'Médico -> Emitir receitas']],
  ])('reads the role, its modal and the cases it lists: %s', (prompt, expected) => {
    expect(links(extractUsecase(ctx(prompt)))).toEqual(expected);
  });
});

describe('"Anwendungsfälle für die Bibliothek: Der Leser kann …"', () => {
  it('names the system after "Anwendungsfälle für die", and reads each role\'s "kann" list', () => {
    const c = extractUsecase(ctx('Anwendungsfälle für die Bibliothek: Der Leser kann Bücher suchen, Bücher ausleihen und Gebühren bezahlen. Die Bibliothekarin kann Bücher erfassen und Mahnungen verschicken.'));
    expect(c.systems.map((s) => s.label)).toEqual(['Bibliothek']);
    expect(links(c)).toEqual(['Leser -> Bücher suchen', 'Leser -> Bücher ausleihen', 'Leser -> Gebühren bezahlen', 'Bibliothekarin -> Bücher erfassen', 'Bibliothekarin -> Mahnungen verschicken']);
  });
});

describe('"X can only A and B"', () => {
  it('reads "Guests can only request a day pass and get the wifi code" without "only" in the case', () => {
    const c = extractUsecase(ctx('Need a use case diagram for the booking portal of our coworking space. Members can book a desk. Guests can only request a day pass and get the wifi code.'));
    expect(links(c)).toEqual(['Member -> Book a desk', 'Guest -> Request a day pass', 'Guest -> Get the wifi code']);
  });
});
