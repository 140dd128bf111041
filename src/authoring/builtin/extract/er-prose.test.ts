import { describe, expect, it } from 'vitest';
import type { ErContent } from '../../../spec/content/index.js';
import { ctxFor, labels } from '../test/helpers.js';
import { extractEr } from './er.js';

function rels(c: ErContent): string[] {
  const l = new Map(c.entities.map((e) => [e.id, e.label]));
  return c.relationships.map((r) => `${l.get(r.from)}:${r.from_card} > ${l.get(r.to)}:${r.to_card}`);
}
const attrs = (c: ErContent, entity: string): string[] => c.entities.find((e) => e.label === entity)!.attributes.map((a) => a.name);

describe('ER clauses joined by commas', () => {
  it('reads "x has many ys, y has many zs, each z is one w, a v is made from many zs" (subjects without articles)', () => {
    const c = extractEr(ctxFor('erd: vineyard has many plots, plot has many harvests, each harvest is one grape variety, a wine batch is made from many harvests'));
    expect(labels(c.entities)).toEqual(['Vineyard', 'Plot', 'Harvest', 'Grape Variety', 'Wine Batch']);
    expect(rels(c)).toEqual(['Vineyard:one > Plot:many', 'Plot:one > Harvest:many', 'Harvest:many > Grape Variety:one', 'Wine Batch:one > Harvest:many']);
  });
});

describe('an entity roll in prose with remarks in brackets', () => {
  it('reads "We have Xs, Ys (a clause), Zs (examples, each with an attribute), Ws (one x verbs many zs, with an attribute) and Vs (linked to a w and a z)"', () => {
    const c = extractEr(ctxFor('We have Students, Courses (a student is enrolled on one course), Equipment Items (camera, tripod, mic, each with a serial number), Loans (one student borrows one or more items, with a due date) and Damage Reports (linked to a loan and an item).'));
    expect(labels(c.entities)).toEqual(['Student', 'Course', 'Equipment Item', 'Loan', 'Damage Report']);
    expect(attrs(c, 'Equipment Item')).toEqual(['serial_number']);
    expect(attrs(c, 'Loan')).toEqual(['due_date']);
    expect(rels(c)).toEqual(['Student:many > Course:one', 'Loan:many > Student:one', 'Loan:many > Equipment Item:one_or_many', 'Damage Report:many > Loan:one', 'Damage Report:many > Equipment Item:one']);
  });
  it('reads "there are X, Y and Z", "the league needs to track …" and "the system needs to store …" as rolls', () => {
    expect(labels(extractEr(ctxFor('There are customers, accounts and branches. Each account is kept at one branch.')).entities)).toEqual(['Customer', 'Account', 'Branch']);
    expect(labels(extractEr(ctxFor('ERD for a sports league: the league needs to track teams, players, matches and venues.')).entities)).toEqual(['Team', 'Player', 'Match', 'Venue']);
    expect(labels(extractEr(ctxFor('The system needs to store patients, doctors and appointments. An appointment is booked by one patient.')).entities)).toEqual(['Patient', 'Doctor', 'Appointment']);
  });
});

describe('database-course exercise paragraphs', () => {
  it('reads "For each X we record its a, b and c" and "We store the a and b of every X" as attributes', () => {
    const c = extractEr(ctxFor('A branch has many accounts. For each branch we record its name, city and assets. We store the title and year of every film.'));
    expect(attrs(c, 'Branch')).toEqual(['name', 'city', 'assets']);
    expect(attrs(c, 'Film')).toEqual(['title', 'year']);
    expect(labels(c.entities)).not.toContain('City');
  });
  it('reads "A has Bs", "each B is staffed by Cs" (bare plural objects) and "… and may be treated by several Ds" (a modal clause of the same subject)', () => {
    const c = extractEr(ctxFor('A hospital has wards. Each ward is staffed by nurses, and each nurse works on exactly one ward. A patient is admitted to one ward and may be treated by several doctors.'));
    expect(labels(c.entities)).toEqual(['Hospital', 'Ward', 'Nurse', 'Patient', 'Doctor']);
    expect(rels(c)).toContain('Hospital:one > Ward:many');
    expect(rels(c)).toContain('Patient:many > Doctor:zero_or_many');
  });
  it('reads "… but may work on several Ys", "flown by two pilots" and "up to five copies"', () => {
    expect(rels(extractEr(ctxFor('An employee works for one department but may work on several projects.')))).toEqual(['Employee:many > Department:one', 'Employee:one > Project:zero_or_many']);
    expect(rels(extractEr(ctxFor('Each flight is operated by exactly one aircraft and flown by two pilots.')))).toEqual(['Flight:many > Aircraft:one', 'Flight:many > Pilot:many']);
    expect(rels(extractEr(ctxFor('A member may borrow up to five copies at a time.')))).toEqual(['Member:one > Copy:zero_or_many']);
  });
  it('reads "X is made by one Y for one Z" and "played between two Ys at one Z" as a second thing it is for, not a date', () => {
    expect(rels(extractEr(ctxFor('A rental is made by one customer for one car.')))).toEqual(['Rental:many > Customer:one', 'Rental:many > Car:one']);
    expect(rels(extractEr(ctxFor('Each match is played between two teams at one venue.')))).toEqual(['Match:one > Team:many', 'Match:many > Venue:one']);
    expect(labels(extractEr(ctxFor('An order is placed by a customer on a date.')).entities)).toEqual(['Order', 'Customer']);
  });
  it('reads "X is identified by a unique Y" as its key and "The following information is stored about each X: a, b and c" as attributes', () => {
    const c = extractEr(ctxFor('The following information is stored about each employee: employee number, name and salary. Each employee works in exactly one department. Each department is identified by a unique code.'));
    expect(attrs(c, 'Employee')).toEqual(['employee_number', 'name', 'salary']);
    expect(c.entities.find((e) => e.label === 'Department')!.attributes).toEqual([{ name: 'code', key: 'pk' }]);
    expect(labels(c.entities)).toEqual(['Employee', 'Department']);
  });
  it('reads "A store keeps track of movies, customers and rentals" as a roll, "movies" as Movie and "species" as Species, and "each rental involves one copy and one customer" as many to one each', () => {
    const c = extractEr(ctxFor('A video rental store keeps track of movies, customers and rentals. Every movie belongs to one species. Each rental involves one movie and one customer.'));
    expect(labels(c.entities)).toEqual(['Movie', 'Customer', 'Rental', 'Species']);
    expect(rels(c)).toEqual(['Movie:many > Species:one', 'Rental:many > Movie:one', 'Rental:many > Customer:one']);
  });
  it('reads "X is given by one A to one B on one C" as many to one of each', () => {
    expect(rels(extractEr(ctxFor('Each lesson is given by one teacher to one student on one instrument.')))).toEqual(['Lesson:many > Teacher:one', 'Lesson:many > Student:one', 'Lesson:many > Instrument:one']);
  });
  it('reads "An airline maintains data about its planes, pilots and flights" as a roll', () => {
    expect(labels(extractEr(ctxFor('A small airline maintains data about its planes, pilots and flights. Each plane has a registration code.')).entities)).toEqual(['Plane', 'Pilot', 'Flight']);
  });
  it('reads "…, an ingredient can appear in many recipes" after a comma as a clause of its own', () => {
    expect(rels(extractEr(ctxFor('Recipe site: each recipe has many ingredients, an ingredient can appear in many recipes.')))).toEqual(['Recipe:zero_or_many > Ingredient:many']);
  });
  it('reads "A bank has customers and accounts" (two bare plurals), "…: a customer may take out many loans" after a colon, and "takes place in one studio"', () => {
    expect(rels(extractEr(ctxFor('A bank has customers and accounts. Loans are given to customers: a customer may take out many loans.')))).toEqual(['Bank:one > Customer:many', 'Bank:one > Account:many', 'Customer:one > Loan:zero_or_many']);
    expect(rels(extractEr(ctxFor('Trainers run classes, and each class takes place in one studio.')))).toEqual(['Trainer:one > Class:many', 'Class:many > Studio:one']);
  });
  it('reads "Guests make reservations" and "Instructors create courses" (a request verb after a plural subject)', () => {
    expect(rels(extractEr(ctxFor('Guests make reservations. Instructors create courses. Each course is divided into modules.')))).toEqual(['Guest:one > Reservation:many', 'Instructor:one > Course:many', 'Course:one > Module:many']);
  });
  it('reads "We store books (title, isbn), authors (name) and publishers" without the cue in the first name, and "customers who place orders" in a roll', () => {
    const c = extractEr(ctxFor('We store books (title, isbn), authors (name, country) and publishers. A book is published by one publisher.'));
    expect(labels(c.entities)).toEqual(['Book', 'Author', 'Publisher']);
    expect(attrs(c, 'Book')).toEqual(['title', 'isbn']);
    const d = extractEr(ctxFor('ERD for my bakery. We have customers who place orders, and products. Each order line is for one product.'));
    expect(labels(d.entities)).toEqual(['Customer', 'Product', 'Order', 'Order Line']);
    expect(rels(d)).toEqual(['Customer:one > Order:many', 'Order Line:many > Product:one']);
  });
  it('reads "volunteers sign up for shifts" (plurals with a verb and its particle)', () => {
    expect(rels(extractEr(ctxFor('A charity wants to track volunteers, events and shifts. Volunteers sign up for shifts, each shift belongs to one event.')))).toEqual(['Volunteer:one > Shift:many', 'Shift:many > Event:one']);
  });
  it('reads "The name and address of each patient are recorded" as attributes and "Each album consists of several tracks"', () => {
    const c = extractEr(ctxFor('We record patients, albums and tracks. The name and address of each patient are recorded. Each album consists of several tracks.'));
    expect(attrs(c, 'Patient')).toEqual(['name', 'address']);
    expect(rels(c)).toEqual(['Album:one > Track:many']);
  });
  it('reads a remark whose object is its own entity ("Requests (a tenant raises a request about one property)") as one tenant to many, each about one property', () => {
    const c = extractEr(ctxFor('We manage properties, tenants and maintenance requests (a tenant raises a request about one property).'));
    expect(rels(c)).toEqual(['Tenant:one > Maintenance Request:many', 'Maintenance Request:many > Property:one']);
  });
  it('reads "So basically we have Xs, Ys (each belongs to one x), Zs (one per y per month, with an amount) and Ws (linked to one z)"', () => {
    const c = extractEr(ctxFor('So basically we have Clients, Projects (each belongs to one client), Invoices (one per project per month, with an amount and a due date) and Payments (linked to one invoice).'));
    expect(labels(c.entities)).toEqual(['Client', 'Project', 'Invoice', 'Payment']);
    expect(attrs(c, 'Invoice')).toEqual(['amount', 'due_date']);
    expect(rels(c)).toEqual(['Project:many > Client:one', 'Invoice:many > Project:one', 'Payment:many > Invoice:one']);
  });
  it('reads "there are warehouses, products, and stock levels (one per product per warehouse)" with "warehouses" as Warehouse', () => {
    const c = extractEr(ctxFor('Please draw the data model: there are warehouses, products, and stock levels (one per product per warehouse).'));
    expect(labels(c.entities).sort()).toEqual(['Product', 'Stock Level', 'Warehouse']);
    expect(rels(c)).toEqual(['Stock Level:many > Product:one', 'Stock Level:many > Warehouse:one']);
  });
  it('reads "we\'ve got members, classes and kilns" split into list items without the cue', () => {
    expect(labels(extractEr(ctxFor("need an ERD for our pottery studio. we've got members, classes, kilns and firings.")).entities)).toEqual(['Member', 'Class', 'Kiln', 'Firing']);
  });
  it('reads "Ys, each of which has a unique name and a unique number" as unique attributes of Y, not an entity "Of Which"', () => {
    const c = extractEr(ctxFor('A department controls a number of projects, each of which has a unique name and a unique number.'));
    expect(labels(c.entities)).toEqual(['Project', 'Department']);
    expect(c.entities[0]!.attributes).toEqual([{ name: 'name', key: 'uk' }, { name: 'number', key: 'uk' }]);
  });
  it('reads "A X has a name and a number, and is managed by one Y" with the subject carried to the second clause', () => {
    expect(rels(extractEr(ctxFor('A department has a name and a number, and is managed by one employee.')))).toEqual(['Department:many > Employee:one']);
  });
  it('reads "made by one member for one book on a given date" without a Date entity', () => {
    expect(labels(extractEr(ctxFor('A reservation is made by one member for one book on a given date.')).entities)).toEqual(['Reservation', 'Member', 'Book']);
  });
  it('reads "There are also Xs (each x is for one y, with a z)" as a roll of one name with its remark', () => {
    const c = extractEr(ctxFor('We store teachers, subjects and classrooms. There are also timetable slots (each slot is for one subject, with a start time).'));
    expect(labels(c.entities)).toEqual(['Teacher', 'Subject', 'Classroom', 'Timetable Slot']);
    expect(attrs(c, 'Timetable Slot')).toEqual(['start_time']);
    expect(rels(c)).toEqual(['Timetable Slot:many > Subject:one']);
  });
  it('reads "each slot is one subject taught by one teacher in one classroom" (what it is, then a participle said of it)', () => {
    const c = extractEr(ctxFor('We store teachers, subjects and classrooms. There are also timetable slots (each slot is one subject taught by one teacher in one classroom).'));
    expect(rels(c)).toEqual(['Timetable Slot:many > Subject:one', 'Timetable Slot:many > Teacher:one', 'Timetable Slot:many > Classroom:one']);
  });
});
