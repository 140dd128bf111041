import { describe, expect, it } from 'vitest';
import type { ClassContent } from '../../../spec/content/index.js';
import { briefCtxFor, labels } from '../test/helpers.js';
import { extractClass } from './class.js';

const read = (prompt: string): ClassContent => extractClass(briefCtxFor(prompt));

/** Relations as "from -type-> to [label] [to multiplicity]", by label. */
function rels(c: ClassContent): string[] {
  const l = new Map(c.classes.map((k) => [k.id, k.label]));
  return c.relations.map((r) => [`${l.get(r.from)} -${r.type}-> ${l.get(r.to)}`, r.label, r.to_multiplicity].filter(Boolean).join(' '));
}

const SIGN: Record<string, string> = { public: '+', private: '-', protected: '#', package: '~' };

function members(c: ClassContent, name: string): string[] {
  const k = c.classes.find((x) => x.label === name)!;
  return [...k.attributes.map((a) => `${a.visibility ? SIGN[a.visibility] : ''} ${a.name}${a.type ? `: ${a.type}` : ''}`.trim()),
    ...k.methods.map((m) => `${m.visibility ? SIGN[m.visibility] : ''} ${m.name}(${m.parameters ?? ''})${m.returns ? `: ${m.returns}` : ''}`.trim())];
}

describe('class sentence shapes', () => {
  it('reads "class X { a, b; +m() }" lines as attributes then methods', () => {
    const c = read('class diagram for a shop:\nclass Basket { items, total; +checkout(card) }\nclass Coupon { code, discount }');
    expect(members(c, 'Basket')).toEqual(['items', 'total', '+ checkout(card)']);
    expect(members(c, 'Coupon')).toEqual(['code', 'discount']);
  });
  it('reads "A writes many B and many C" and "A has many B and C (composition) and many D" as one relation per class', () => {
    const c = read('Class diagram. A Teacher grades many Essays and many Exams. A Course has many Lessons and Units (composition) and many Students.');
    expect(rels(c)).toEqual(['Teacher -association-> Essay grades *', 'Teacher -association-> Exam grades *',
      'Course -composition-> Lesson *', 'Course -composition-> Unit *', 'Course -aggregation-> Student *']);
    expect(members(c, 'Course')).toEqual([]);
  });
  it('reads "A has many B, B belongs to C, C by D" as three relations, not members of A', () => {
    const c = read('class diagram: Library has many Book, Book belongs to Shelf, Shelf by Carpenter.');
    expect(rels(c)).toEqual(['Library -aggregation-> Book *', 'Book -association-> Shelf belongs to', 'Shelf -association-> Carpenter by']);
    expect(members(c, 'Library')).toEqual([]);
    const d = read('Garage has many Car, Car belongs to Owner. Invoice by Mechanic.');
    expect(rels(d)).toEqual(['Garage -aggregation-> Car *', 'Car -association-> Owner belongs to', 'Invoice -association-> Mechanic by']);
  });
  it('"A and B inherit from C", "A extends C", "A is a subclass of C", "A, B and C are subclasses of D"', () => {
    const c = read('Admin and Customer inherit from User. Manager extends Admin. Guest is a subclass of User. Car, Truck and Bicycle are subclasses of Vehicle.');
    expect(rels(c)).toEqual([
      'Admin -inheritance-> User', 'Customer -inheritance-> User', 'Manager -inheritance-> Admin', 'Guest -inheritance-> User',
      'Car -inheritance-> Vehicle', 'Truck -inheritance-> Vehicle', 'Bicycle -inheritance-> Vehicle',
    ]);
  });

  it('"X has name, email and a login() method": attributes and methods', () => {
    const c = read('User has name, email and a login() method.');
    expect(members(c, 'User')).toEqual(['name', 'email', 'login()']);
  });

  it('"Order contains many OrderLines" is a composition to one class, many; a plural part without a number is many', () => {
    const c = read('Order contains many OrderLines. Hospital is composed of Departments.');
    expect(labels(c.classes)).toEqual(['Order', 'OrderLine', 'Hospital', 'Department']);
    expect(rels(c)).toEqual(['Order -composition-> OrderLine *', 'Hospital -composition-> Department *']);
  });

  it('reads "a Drawing contains many Shapes" and its variants ("has many", "holds several", "is made of", "consists of one or more", "owns a list of", "each A has one B", "can contain", "1..*")', () => {
    const c = read('A Drawing contains many Shapes. A Board has many Columns. A Shelf holds several Books. A Wall is made of Bricks. '
      + 'A Poem consists of one or more Stanzas. A Library owns a list of Shelves. Each Order has one Invoice. A Folder can contain many Files. '
      + 'A Course includes 1..* Lessons. A Building comprises Floors.');
    expect(rels(c)).toEqual([
      'Drawing -composition-> Shape *', 'Board -aggregation-> Column *', 'Shelf -aggregation-> Book *', 'Wall -composition-> Brick *',
      'Poem -composition-> Stanza 1..*', 'Library -composition-> Shelf *', 'Order -aggregation-> Invoice 1', 'Folder -composition-> File *',
      'Course -composition-> Lesson 1..*', 'Building -composition-> Floor *',
    ]);
  });

  it('takes a capitalised "-ing" noun after an article or before a class verb as a class ("a Drawing", "Booking has")', () => {
    const c = read('A Drawing contains many Shapes. Booking links a Guest to a Room. Starting with a base Pizza, add a Topping.');
    expect(labels(c.classes)).toContain('Drawing');
    expect(labels(c.classes)).toContain('Booking');
    expect(labels(c.classes)).not.toContain('Starting');
  });

  it('reads "X links A to B with a due date" as two associations from X and the members X carries', () => {
    const c = read('Loan links a Member to a Book with a due date.');
    expect(rels(c)).toEqual(['Loan -association-> Member 1', 'Loan -association-> Book 1']);
    expect(members(c, 'Loan')).toEqual(['due date']);
  });

  it('reads "X connects A and B", "X joins A to B", "X associates A with B", "X relates A to B", "X is the link between A and B"', () => {
    const c = read('Enrollment connects Student and Course and stores a grade. An Assignment joins a Worker to a Project. '
      + 'Review associates a User with a Product. A Rental relates one Customer to many Cars. Booking is the link between a Guest and a Room.');
    expect(rels(c)).toEqual([
      'Enrollment -association-> Student', 'Enrollment -association-> Course', 'Assignment -association-> Worker 1', 'Assignment -association-> Project 1',
      'Review -association-> User 1', 'Review -association-> Product 1', 'Rental -association-> Customer 1', 'Rental -association-> Car *',
      'Booking -association-> Guest 1', 'Booking -association-> Room 1',
    ]);
    expect(members(c, 'Enrollment')).toEqual(['grade']);
  });

  it('reads "an abstract Shape with area() and perimeter()" as an abstract class with abstract methods', () => {
    const c = read('Class diagram: an abstract Shape with area() and perimeter(); Circle and Rectangle extend Shape. Vehicle is an abstract class with move(). An Animal has name.');
    const shape = c.classes.find((k) => k.label === 'Shape')!;
    expect(shape.abstract).toBe(true);
    expect(shape.methods.map((x) => [x.name, x.abstract])).toEqual([['area', true], ['perimeter', true]]);
    expect(c.classes.find((k) => k.label === 'Vehicle')!.methods.map((x) => [x.name, x.abstract])).toEqual([['move', true]]);
  });

  it('"Car has an Engine" is an aggregation; "depends on" a dependency; "implements Serializable" a realization', () => {
    const c = read('Car has an Engine. Garage depends on Car. Car implements Serializable.');
    expect(rels(c)).toEqual(['Car -aggregation-> Engine 1', 'Garage -dependency-> Car', 'Car -realization-> Serializable']);
    expect(c.classes.find((k) => k.label === 'Serializable')?.stereotype).toBe('interface');
  });

  it('other verbs between classes are labelled associations, and a clause goes on about its subject ("… and belongs to one Patient")', () => {
    const c = read('A Doctor treats many Patients. Appointment has date and time and belongs to one Patient and one Doctor.');
    expect(rels(c)).toEqual(['Doctor -association-> Patient treats *', 'Appointment -association-> Patient belongs to 1', 'Appointment -association-> Doctor belongs to 1']);
    expect(members(c, 'Appointment')).toEqual(['date', 'time']);
  });

  it('"Shape is an interface with area()", "abstract class Vehicle with wheels", "Subject interface with attach(Observer)"', () => {
    const c = read('Shape is an interface with area() and perimeter(). abstract class Vehicle with wheels and a move() method. Subject interface with attach(Observer) and notify().');
    expect(c.classes.map((k) => [k.label, k.stereotype ?? (k.abstract ? 'abstract' : '')])).toEqual([['Shape', 'interface'], ['Vehicle', 'abstract'], ['Subject', 'interface']]);
    expect(members(c, 'Vehicle')).toEqual(['wheels', 'move()']);
    expect(members(c, 'Subject')).toEqual(['attach(Observer)', 'notify()']);
  });

  it('class lines with +/- members under them, "X extends Y" as a class line', () => {
    const c = read('Class diagram for a bank:\nAccount\n  - balance: double\n  + deposit(amount: double): void\nSavingsAccount extends Account\n  - interestRate: double');
    expect(members(c, 'Account')).toEqual(['- balance: double', '+ deposit(amount: double): void']);
    expect(members(c, 'SavingsAccount')).toEqual(['- interestRate: double']);
    expect(rels(c)).toEqual(['SavingsAccount -inheritance-> Account']);
  });

  it('bulleted "Name: members" lines and "Properties:" / "Methods:" under a class', () => {
    const c = read('Model these classes:\n- Product: name, price\n- Cart: addItem(), total()\n- Document (domain entity)\n    - Properties: id (String), title (String)\n    - Methods: validate(), save()');
    expect(members(c, 'Product')).toEqual(['name', 'price']);
    expect(members(c, 'Cart')).toEqual(['addItem()', 'total()']);
    expect(members(c, 'Document')).toEqual(['id: String', 'title: String', 'validate()', 'save()']);
    expect(c.classes.find((k) => k.label === 'Document')?.stereotype).toBe('domain entity');
  });

  it('"User (id, name, login())" in a list, and "classes such as A, B and C"', () => {
    const c = read('The class diagram will include classes such as Account, User, Transaction and Loan. User (id, name, login()), Admin.');
    expect(labels(c.classes)).toEqual(['Account', 'User', 'Transaction', 'Loan', 'Admin']);
    expect(members(c, 'User')).toEqual(['id', 'name', 'login()']);
  });

  it('French: "Voiture et Moto héritent de Véhicule", "Véhicule avec les attributs marque et modèle", "contient"', () => {
    const c = read('Fais un diagramme de classes : Véhicule avec les attributs marque et modèle et une méthode démarrer(). Voiture et Moto héritent de Véhicule. Une Voiture contient un Moteur.');
    expect(members(c, 'Véhicule')).toEqual(['marque', 'modèle', 'démarrer()']);
    expect(rels(c)).toEqual(['Voiture -inheritance-> Véhicule', 'Moto -inheritance-> Véhicule', 'Voiture -composition-> Moteur 1']);
  });

  it('invents nothing when no class is named', () => {
    expect(() => read('draw the parts of a thing')).toThrow(/class/);
  });
});

describe('class prose: members and relation kinds stated inline', () => {
  it('reads "Circle extends Shape (radius: double)": the bracket holds the subclass\'s own attributes', () => {
    const c = read('abstract class Shape with attribute color: String. Circle extends Shape (radius: double). Rectangle extends Shape (width: double, height: double). Square extends Rectangle.');
    expect(members(c, 'Circle')).toEqual(['radius: double']);
    expect(members(c, 'Rectangle')).toEqual(['width: double', 'height: double']);
    expect(rels(c)).toEqual(['Circle -inheritance-> Shape', 'Rectangle -inheritance-> Shape', 'Square -inheritance-> Rectangle']);
  });

  it('reads "A Canvas has many Shapes (composition) and a method draw(): void" as a composition and a method', () => {
    const c = read('class Shape. A Canvas has many Shapes (composition) and a method draw(): void.');
    expect(rels(c)).toEqual(['Canvas -composition-> Shape *']);
    expect(members(c, 'Canvas')).toEqual(['draw(): void']);
  });

  it('reads "A owns B", "A is made of B" and "B cannot exist without A" as compositions', () => {
    const c = read('A Library owns many Books. A Car is made of Wheels. A Room cannot exist without a House.');
    expect(rels(c)).toEqual(['Library -composition-> Book *', 'Car -composition-> Wheel *', 'House -composition-> Room']);
  });
});

describe('class notes in code style', () => {
  it('reads "- Order { id, total(), addItem() }" and "- Customer { name } – places 0..* Order" lines as members and relations', async () => {
    const { extractClass } = await import('./class.js');
    const { ctxFor } = await import('../test/helpers.js');
    const c = extractClass(ctxFor('code review notes (PR #412):\n- Order { id, total(), addItem() }\n- OrderItem { qty, price } – Order has 1..* OrderItem\n- Customer { name } – places 0..* Order'));
    expect(c.classes.map((x) => [x.label, x.attributes.map((a) => a.name), x.methods.map((mm) => mm.name)])).toEqual([['Order', ['id'], ['total', 'addItem']], ['OrderItem', ['qty', 'price'], []], ['Customer', ['name'], []]]);
    expect(c.relations.find((r) => r.from === 'Customer')?.to).toBe('Order');
  });
  it('reads "DiscountPolicy interface, implemented by A and B" as realizations of an interface', async () => {
    const { extractClass } = await import('./class.js');
    const { ctxFor } = await import('../test/helpers.js');
    const c = extractClass(ctxFor('DiscountPolicy interface, implemented by SeasonalDiscount and LoyaltyDiscount'));
    expect(c.relations.map((r) => [r.from, r.to, r.type])).toEqual([['SeasonalDiscount', 'DiscountPolicy', 'realization'], ['LoyaltyDiscount', 'DiscountPolicy', 'realization']]);
  });
});

describe('class prose shapes of people who never saw our code', () => {
  it('reads "abstract class M (a, b; isActive()), with subclasses X (c) and Y (d; use())": members in brackets, semicolon before the methods, and the subclasses', () => {
    const c = read('UML class diagram for the gym app: abstract class Membership (startDate, price; isActive()), with subclasses MonthlyMembership (autoRenew) and ClassPack (remainingClasses; useClass()).');
    expect(members(c, 'Membership')).toEqual(['startDate', 'price', 'isActive()']);
    expect(members(c, 'ClassPack')).toEqual(['remainingClasses', 'useClass()']);
    expect(rels(c)).toEqual(['MonthlyMembership -inheritance-> Membership', 'ClassPack -inheritance-> Membership']);
  });
  it('reads "Member (name, email) has one Membership" and "Trainer (name) runs many ClassSession (startsAt)" with the bracketed members kept apart', () => {
    const c = read('Member (name, email) has one Membership. Trainer (name, specialties) runs many ClassSession (startsAt, capacity; spotsLeft()).');
    expect(members(c, 'Member')).toEqual(['name', 'email']);
    expect(members(c, 'ClassSession')).toEqual(['startsAt', 'capacity', 'spotsLeft()']);
    expect(rels(c)).toEqual(['Member -aggregation-> Membership 1', 'Trainer -association-> ClassSession runs *']);
  });
  it('reads "Invoice has a list of InvoiceLine, a Customer and a total() method" as two relations with their own counts and a method', () => {
    const c = read('Invoice has a list of InvoiceLine, a Customer and a total() method');
    expect(members(c, 'Invoice')).toEqual(['total()']);
    expect(rels(c)).toEqual(['Invoice -aggregation-> InvoiceLine *', 'Invoice -aggregation-> Customer 1']);
  });
  it('reads "CreditNote is a kind of Invoice but with a reason field" with the field on the subclass', () => {
    const c = read('Invoice: number, total()\nCreditNote is a kind of Invoice but with a reason field');
    expect(members(c, 'CreditNote')).toEqual(['reason']);
    expect(rels(c)).toEqual(['CreditNote -inheritance-> Invoice']);
  });
  it('reads "PaymentTerms (days, discountPct) is used by Customer" as a dependency of the customer', () => {
    const c = read('Customer: name, address\nPaymentTerms (days, discountPct) is used by Customer');
    expect(members(c, 'PaymentTerms')).toEqual(['days', 'discountPct']);
    expect(rels(c)).toEqual(['Customer -dependency-> PaymentTerms']);
  });
  it('reads "InvoiceLine: product, quantity" beside a Product class as an association to Product', () => {
    const c = read('InvoiceLine: product, quantity, lineTotal()\nProduct: sku, name, price');
    expect(rels(c)).toEqual(['InvoiceLine -association-> Product']);
  });
  it('reads "abstract Sensor with id and read(); A and B extend it" with "it" as the class the sentence before was about', () => {
    const c = read('For the greenhouse firmware: abstract Sensor with id and read(); TemperatureSensor and HumiditySensor extend it; Controller holds a list of Sensors.');
    expect(rels(c).slice(0, 2)).toEqual(['TemperatureSensor -inheritance-> Sensor', 'HumiditySensor -inheritance-> Sensor']);
  });
  it('reads "Track base class, Song and PodcastEpisode extend it" with "it" as the class named just before in the sentence', () => {
    const c = read('uml class diagram for my music app: Track base class, Song and PodcastEpisode extend it, Playlist has many Tracks');
    expect(rels(c)).toEqual(['Song -inheritance-> Track', 'PodcastEpisode -inheritance-> Track', 'Playlist -aggregation-> Track *']);
  });
  it('reads "Character is the base with health and move()" and "Baker has an Inventory (composition) holding many Ingredient objects"', () => {
    const c = read('Character is the base with health and move(); Baker and Goblin inherit from it; Baker has an Inventory (composition) holding many Ingredient objects.');
    expect(members(c, 'Character')).toEqual(['health', 'move()']);
    expect(rels(c)).toEqual(['Baker -inheritance-> Character', 'Goblin -inheritance-> Character', 'Baker -composition-> Inventory 1', 'Inventory -aggregation-> Ingredient *']);
  });
});

describe('class verbs with a place or purpose after the object', () => {
  it('reads "Performance sells Tickets for Seats" and "Actor plays Role in Production": the object is tied to the class after the preposition', () => {
    const c = read('UML class diagram, theatre: Production has many Performances; Performance sells Tickets for Seats; Actor plays Role in Production');
    expect(c.classes.map((x) => x.label)).toEqual(['Production', 'Performance', 'Ticket', 'Seat', 'Actor', 'Role']);
    expect(rels(c)).toEqual(['Production -aggregation-> Performance *', 'Performance -association-> Ticket sells', 'Ticket -association-> Seat', 'Actor -association-> Role plays', 'Role -association-> Production']);
  });
});

describe('class relations said in a list and with "is" + a preposition', () => {
  it('reads "…, Ticket (price), VIPTicket and StandardTicket which both inherit from Ticket, …" as the two subclasses only, and "An Event is held at one Venue", "each Ticket is for one Event" as associations', () => {
    const c = read('UML class diagram. Classes: Event (name, date), Venue (name, capacity), Ticket (price, seat), VIPTicket and StandardTicket which both inherit from Ticket, Customer (name, email). An Event is held at one Venue, and each Ticket is for one Event.');
    expect(rels(c)).toEqual(['VIPTicket -inheritance-> Ticket', 'StandardTicket -inheritance-> Ticket', 'Event -association-> Venue held at 1', 'Ticket -association-> Event 1']);
  });
});

describe('class prose the way students write it', () => {
  const chess = "I'm doing an OOP assignment and need a class diagram. It's a chess game. I've got a Game class that has two Players and one Board. The Board is made of 64 Squares, and each Square may hold a Piece. Piece is abstract with a colour and an abstract method getLegalMoves(), and King, Queen, Rook, Bishop, Knight and Pawn all extend it. The Game also keeps a list of Moves (the history). Player just has a name and a colour.";
  it('"Piece is abstract …, and King, Queen … all extend it": "it" is this sentence\'s subject, and every name after ", and" is read', () => {
    const r = rels(read(chess));
    for (const k of ['King', 'Queen', 'Rook', 'Bishop', 'Knight', 'Pawn']) expect(r).toContain(`${k} -inheritance-> Piece`);
    expect(r.some((x) => /inheritance-> Board/.test(x))).toBe(false);
  });
  it('"a Game class that has two Players and one Board": the class word goes, each count stays with its name', () => {
    const c = read(chess);
    const g = c.relations.filter((x) => x.from === 'Game').map((x) => `${x.to} ${x.to_multiplicity ?? ''}`);
    expect(g).toEqual(expect.arrayContaining(['Player 2', 'Board 1', 'Move *']));
  });
  it('"Player just has a name", "an abstract method getLegalMoves()", "Moves (the history)": members, marks and remarks', () => {
    const c = read(chess);
    expect(members(c, 'Player')).toEqual(['name', 'colour']);
    expect(c.classes.find((k) => k.label === 'Piece')?.methods).toEqual([{ name: 'getLegalMoves', abstract: true }]);
    expect(c.classes.some((k) => k.label === 'Moves')).toBe(false);
  });
  it('"Painting and Sculpture are kinds of Artwork": an -ing word in a list of classes is a class', () => {
    expect(rels(read('Class diagram: An Artwork has a title. Painting and Sculpture are kinds of Artwork.'))).toEqual(['Painting -inheritance-> Artwork', 'Sculpture -inheritance-> Artwork']);
  });
});
