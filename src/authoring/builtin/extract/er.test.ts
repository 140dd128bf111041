import { describe, expect, it } from 'vitest';
import type { ErContent } from '../../../spec/content/index.js';
import { ctxFor, labels } from '../test/helpers.js';
import { extractEr } from './er.js';

/** Relationships as "from:card > to:card", by label. */
function rels(c: ErContent): string[] {
  const l = new Map(c.entities.map((e) => [e.id, e.label]));
  return c.relationships.map((r) => `${l.get(r.from)}:${r.from_card} > ${l.get(r.to)}:${r.to_card}`);
}

function attrs(c: ErContent, entity: string): string[] {
  return c.entities.find((e) => e.label === entity)!.attributes.map((a) => `${a.name}${a.type ? ` ${a.type}` : ''}${a.key ? ` ${a.key}` : ''}`);
}

describe('ER sentence shapes', () => {
  it('"entities like A, B and C" and "key relationships will include As writing Bs, Bs published by Cs"', () => {
    const c = extractEr(ctxFor('Library schema. The model will include entities like Author, Book, Publisher and Member. Key relationships will include Authors writing Books, Books published by Publishers, and Members borrowing Books.'));
    expect(labels(c.entities)).toEqual(['Author', 'Book', 'Publisher', 'Member']);
    expect(rels(c)).toEqual(['Author:one > Book:many', 'Book:many > Publisher:one', 'Member:one > Book:many']);
  });

  it('course-exercise bullets: "each X may V several Ys, and a given Y may be V-ed by several Xs" is many-to-many', () => {
    const c = extractEr(ctxFor('• Each professor may teach several courses, and a given course may be taught by several professors.\n• Each course must belong to exactly one department.\n• A department employs one or more professors.'));
    expect(rels(c)).toEqual(['Professor:zero_or_many > Course:zero_or_many', 'Course:many > Department:one', 'Department:one > Professor:one_or_many']);
  });

  it('table lines under "Tables:" and "Users 1:N Orders" notation under "Relationships:"', () => {
    const c = extractEr(ctxFor('Database schema:\n- Tables:\n  - Customers: id (PK), email, created_at TIMESTAMP\n  - Invoices: id (PK), customer_id (FK), total, due date\n- Relationships:\n  - Customers 1:N Invoices'));
    expect(labels(c.entities)).toEqual(['Customer', 'Invoice']);
    expect(attrs(c, 'Customer')).toEqual(['id pk', 'email', 'created_at TIMESTAMP']);
    expect(attrs(c, 'Invoice')).toEqual(['id pk', 'customer_id fk', 'total', 'due_date']);
    expect(rels(c)).toEqual(['Customer:one > Invoice:many']);
  });

  it('"A N:M B through C": the link entity holds one row per pair', () => {
    const c = extractEr(ctxFor('Playlists N:M Tracks through playlist entries\nUsers 1:N Playlists'));
    expect(rels(c)).toEqual(['User:one > Playlist:many', 'Playlist:one > Playlist Entry:many', 'Track:one > Playlist Entry:many']);
    const prose = extractEr(ctxFor('A customer places many orders, and each order contains many products through order lines.'));
    expect(rels(prose)).toEqual(['Customer:one > Order:many', 'Order:one > Order Line:many', 'Product:one > Order Line:many']);
  });

  it('Chinese "表(字段, …) 多对多 表(…)": entities, attributes and the cardinality', () => {
    const c = extractEr(ctxFor('选课系统：学生表(学号, 姓名) 多对多 课程表(课程号, 课程名)'));
    expect(labels(c.entities)).toEqual(['学生表', '课程表']);
    expect(attrs(c, '课程表')).toEqual(['课程号', '课程名']);
    expect(rels(c)).toEqual(['学生表:many > 课程表:many']);
    const linked = extractEr(ctxFor('读者表(读者号, 姓名) 多对多 图书表(书号, 书名)，通过借阅表(读者号, 书号, 借阅日期)关联'));
    expect(rels(linked)).toEqual(['读者表:one > 借阅表:many', '图书表:one > 借阅表:many']);
    expect(attrs(linked, '借阅表')).toEqual(['读者号', '书号', '借阅日期']);
  });

  it('"Tables: a, b, c" names entities; Japanese "A、B、Cを含む" too', () => {
    expect(labels(extractEr(ctxFor('Schema for a forum. Tables: threads, posts, members, badges')).entities)).toEqual(['Thread', 'Post', 'Member', 'Badge']);
    expect(labels(extractEr(ctxFor('会員、予約、部屋を含むホテルのデータモデル')).entities)).toEqual(['会員', '予約', '部屋']);
  });

  it('a many-to-many whose verb names an entity goes through it ("enroll" → Enrollment)', () => {
    const c = extractEr(ctxFor('Students enroll in many courses and each course has many students. Enrollment (grade, semester).'));
    expect(rels(c)).toEqual(['Student:one > Enrollment:many', 'Course:one > Enrollment:many']);
  });

  it('a third sentence with another verb between the same pair is a relationship of its own; CamelCase attributes in snake_case', () => {
    const c = extractEr(ctxFor('Each club has many players, and each player plays for exactly one club. A player may captain one club. Club (ClubID, Name)'));
    expect(rels(c)).toEqual(['Club:one > Player:many', 'Player:one > Club:zero_or_one']);
    expect(attrs(c, 'Club')).toEqual(['club_id pk', 'name']);
  });

  it('titles that are sentences or section words are left out', () => {
    expect(extractEr(ctxFor('Entities: Hotel, Room, Guest. A hotel has many rooms.')).title).toBeUndefined();
    expect(extractEr(ctxFor('The model will include entities like Hotel, Room and Guest. A hotel has many rooms.')).title).toBeUndefined();
  });

  it('"Attributes include X and Y" belongs to the entity named just before', () => {
    const c = extractEr(ctxFor('• The agency has several branches. Attributes include Branch_Code and City.\n• Each branch employs zero or more agents. Attributes include Agent_ID and Agent_Name.'));
    expect(attrs(c, 'Branch')).toEqual(['branch_code', 'city']);
    expect(attrs(c, 'Agent')).toEqual(['agent_id pk', 'agent_name']);
  });
});

describe('foreign keys with no relationship stated', () => {
  it('reads "owner_id (FK users)" and "project_id (FK projects)" as relationships from the table named, labelled when the key names a role', () => {
    const c = extractEr(ctxFor('Database schema:\n- users: id (PK), email, name\n- projects: id (PK), owner_id (FK users), title\n- tasks: id (PK), project_id (FK projects), assignee_id (FK users), status'));
    const l = new Map(c.entities.map((e) => [e.id, e.label]));
    expect(c.relationships.map((r) => `${l.get(r.from)} ${r.from_card}-${r.to_card} ${l.get(r.to)}${r.label ? ` (${r.label})` : ''}`))
      .toEqual(['User one-many Project (owner)', 'Project one-many Task', 'User one-many Task (assignee)']);
  });
  it('adds none where the prompt states the relationship itself', () => {
    const c = extractEr(ctxFor('Database schema:\n- Tables:\n  - Customers: id (PK), email\n  - Invoices: id (PK), customer_id (FK), total\n- Relationships:\n  - Customers 1:N Invoices'));
    expect(c.relationships).toHaveLength(1);
  });
  it('reads "owner_id (FK users)" as the attribute its relationship attaches at, and the key it points at', () => {
    const c = extractEr(ctxFor('Database schema:\n- users: id (PK), email, name\n- projects: id (PK), owner_id (FK users), title\n- tasks: id (PK), project_id (FK projects), assignee_id (FK users), status'));
    expect(c.relationships.map((r) => `${r.from}.${r.from_attribute} > ${r.to}.${r.to_attribute}`))
      .toEqual(['user.id > project.owner_id', 'project.id > task.project_id', 'user.id > task.assignee_id']);
  });
  it('reads "customer_id (FK)" under a stated "Customers 1:N Invoices" as the attribute that relationship attaches at', () => {
    const c = extractEr(ctxFor('Database schema:\n- Tables:\n  - Customers: id (PK), email\n  - Invoices: id (PK), customer_id (FK), total\n- Relationships:\n  - Customers 1:N Invoices'));
    expect(c.relationships).toHaveLength(1);
    expect([c.relationships[0]!.from_attribute, c.relationships[0]!.to_attribute]).toEqual(['id', 'customer_id']);
  });
  it('reads two keys of one table naming the same table ("sender_id (FK users)", "recipient_id (FK users)") as two relationships', () => {
    const c = extractEr(ctxFor('Database schema:\n- users: id (PK), email\n- messages: id (PK), sender_id (FK users), recipient_id (FK users), body'));
    expect(c.relationships.map((r) => `${r.from} > ${r.to}.${r.to_attribute} (${r.label})`))
      .toEqual(['user > message.sender_id (sender)', 'user > message.recipient_id (recipient)']);
  });
});

describe('ER prose in long sentences', () => {
  it('reads "Entity (cols) – taught by one X", "– links a A to a B" and "each a has one b" after a dash about the line\'s entity', () => {
    const c = extractEr(ctxFor('Schema for our library:\n- Reader (id, name)\n- Reading Room (id, floor) – each reader has one room, a room has many readers\n- Loan (id, due_on) – links a Reader to a Book\n- Book (id, title) – written by one Author\n- Author (id, name)'));
    expect(labels(c.entities).sort()).toEqual(['Author', 'Book', 'Loan', 'Reader', 'Reading Room']);
    expect(rels(c)).toEqual(['Reader:many > Reading Room:one', 'Loan:many > Reader:one', 'Loan:many > Book:one', 'Book:many > Author:one']);
    const d = extractEr(ctxFor('ER model:\n- Patient (id, name)\n- Visit (id, date) – connects a Patient with a Doctor\n- Doctor (id, name)'));
    expect(rels(d)).toEqual(['Visit:many > Patient:one', 'Visit:many > Doctor:one']);
  });
  it('reads "A X has many Ys, a Z has many Ws" as two relationships, not X to Z', () => {
    const c = extractEr(ctxFor('ER diagram for a library system:\n- Member (member_id PK, name)\n- Book (isbn PK, title)\n- Copy (copy_id PK, isbn FK)\n- Loan (loan_id PK, copy_id FK, member_id FK)\nA Book has many Copies, a Member has many Loans, a Copy has many Loans over time.'));
    expect(rels(c)).toEqual(['Book:one > Copy:many', 'Member:one > Loan:many', 'Copy:one > Loan:many']);
  });

  it('reads a foreign key named like another table\'s primary key ("isbn FK") as the key of that relationship', () => {
    const c = extractEr(ctxFor('Tables:\n- Book (isbn PK, title)\n- Copy (copy_id PK, isbn FK, shelf)'));
    expect(c.relationships.map((r) => `${r.from} > ${r.to} ${r.from_attribute}/${r.to_attribute}`)).toEqual(['book > copy isbn/isbn']);
  });

  it('reads "db schema for a small online shop. tables: a (x, y), b (x, a_id)" without request words as entities', () => {
    const c = extractEr(ctxFor('db schema for a small online shop pls. tables: customers (id, name, email), orders (id, customer_id, created_at, status), order_items (order_id, product_id, quantity, unit_price), products (id, name, price, stock, category_id), categories (id, name).'));
    expect(labels(c.entities)).toEqual(['Customer', 'Order', 'Order Item', 'Product', 'Category']);
  });

  it('reads "a 1-many b, c 1-many d" on one line as every relationship it writes', () => {
    const c = extractEr(ctxFor('tables: customers (id, name), orders (id, total), products (id, name), order_items (order_id, product_id). customer 1-many orders, order 1-many order_items, product 1-many order_items'));
    expect(rels(c)).toEqual(['Customer:one > Order:many', 'Order:one > Order Item:many', 'Product:one > Order Item:many']);
  });

  it('reads "a member can borrow many books through loans; each loan is for one book" without a member–book edge', () => {
    const c = extractEr(ctxFor('Members have a name and email. A member can borrow many books through loans. Each loan is for one book and one member.'));
    expect(rels(c).sort()).toEqual(['Book:one > Loan:many', 'Member:one > Loan:many']);
  });

  it('reads "users write posts" (plurals, no article) and "posts can have many tags and tags can be on many posts"', () => {
    const c = extractEr(ctxFor('Schema for a blog: users write posts; each post has many comments. Posts can have many tags and tags can be on many posts.'));
    expect(rels(c)).toEqual(['User:one > Post:many', 'Post:one > Comment:many', 'Post:zero_or_many > Tag:zero_or_many']);
  });

  it('reads "Each loan records the due date" as an entity with its attribute', () => {
    const c = extractEr(ctxFor('Members can borrow many books. Each loan records the due date.'));
    expect(attrs(c, 'Loan')).toEqual(['due_date']);
  });
});

describe('table lists written in one sentence', () => {
  it('reads "Tables for our site: a (…), b (…, isbn FK → books), and c (…) linking a to b" without inventing tables', async () => {
    const { extractEr } = await import('./er.js');
    const { ctxFor } = await import('../test/helpers.js');
    const c = extractEr(ctxFor('Tables for our book club site: members (member_id PK, email), books (isbn PK, title, author), meetings (meeting_id PK, date, isbn FK → books), and attendance (member_id FK, meeting_id FK) linking members to meetings.'));
    expect(c.entities.map((e) => e.label)).toEqual(['Member', 'Book', 'Meeting', 'Attendance']);
    expect(c.relationships.length).toBe(3);
  });
  it('reads Dutch "tabel Klant (…), tabel Fiets (…)" keeping the names as written', async () => {
    const { extractEr } = await import('./er.js');
    const { briefCtxFor } = await import('../test/helpers.js');
    const c = extractEr(briefCtxFor('Maak een datamodel (ERD) voor onze fietsverhuur Rijwielrent: tabel Klant (klant_id, naam, e-mail), tabel Fiets (fiets_id, type, status), tabel Huur (huur_id, klant_id, fiets_id, startdatum, einddatum). Een klant kan veel huren hebben, een fiets ook.'));
    expect(c.entities.map((e) => e.label)).toEqual(['Klant', 'Fiets', 'Huur']);
    expect(c.title).toBe('Fietsverhuur Rijwielrent');
  });
});

describe('ER prose shapes of people who never saw our code', () => {
  it('reads "designing the database for X - every student belongs to a house" with the clause after the dash', () => {
    const c = extractEr(ctxFor('designing the database for our school sports day - every student belongs to a house (Red, Blue, Green, Yellow).'));
    expect(rels(c)).toEqual(['Student:many > House:one']);
  });
  it('reads "each student can sign up for multiple events and each event has many students" as many-to-many', () => {
    const c = extractEr(ctxFor('ERD: each student can sign up for multiple events and each event has many students.'));
    expect(rels(c)).toEqual(['Student:many > Event:zero_or_many']);
  });
  it('reads "so we need a registration table in between which also stores the result time" as the link table of the many-to-many', () => {
    const c = extractEr(ctxFor('ERD: each student can sign up for multiple events and each event has many students, so I guess we need a registration table in between which also stores the result time.'));
    expect(rels(c)).toEqual(['Student:one > Registration:many', 'Event:one > Registration:many']);
    expect(attrs(c, 'Registration')).toEqual(['result_time']);
  });
  it('reads "Each event is run by one teacher, a teacher can run several" as many events to one teacher', () => {
    const c = extractEr(ctxFor('ERD: Each event is run by one teacher, a teacher can run several.'));
    expect(rels(c)).toEqual(['Event:many > Teacher:one']);
  });
  it('reads "each Class Session is run by one Trainer and held in one Room" with the second participle ("held") read too', () => {
    const c = extractEr(ctxFor('ERD: each Class Session is run by one Trainer and held in one Room.'));
    expect(rels(c)).toEqual(['Class Session:many > Trainer:one', 'Class Session:many > Room:one']);
  });
  it('reads "Booking has member_id and session_id as foreign keys" as two foreign keys', () => {
    const c = extractEr(ctxFor('ERD: a Member makes many Bookings. Booking has member_id and session_id as foreign keys.'));
    expect(attrs(c, 'Booking')).toEqual(['member_id fk', 'session_id fk']);
  });
});
