import { describe, expect, it } from 'vitest';
import type { SwimlaneContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import type { ExtractContext } from './common.js';
import { roleFit, sameRole } from './role-words.js';
import { extractSwimlane, germanInfinitives } from './swimlane.js';

/** The context the engine builds: the brief first, then the prose reader. */
function ctx(prompt: string): ExtractContext {
  const b = readBrief(prompt);
  const doc = analyze(b.content);
  if (b.title) doc.title = b.title;
  return { doc, design: 'swimlane-lanes', icon: () => undefined };
}

/** Steps as "Lane: label". */
function placed(c: SwimlaneContent): string[] {
  const lane = new Map(c.lanes.map((l) => [l.id, l.label]));
  return c.steps.map((s) => `${lane.get(s.lane)}: ${s.label}`);
}

describe('swimlane lanes the prompt declares', () => {
  it('keeps "Swimlanes: A, B, C" as the lanes, reads "Phase: A → B" lines as steps in order, and places each by the work it names', () => {
    const c = extractSwimlane(ctx('Create a new-hire onboarding flow:\n- Before day 1: Offer letter → Laptop setup\n- Day 1: Welcome meeting → Account access\n- Swimlanes: HR, IT, Hiring Manager\n- Use calm colours'));
    expect(c.lanes.map((l) => l.label)).toEqual(['HR', 'IT', 'Hiring Manager']);
    expect(placed(c)).toEqual(['HR: Offer letter', 'IT: Laptop setup', 'HR: Welcome meeting', 'IT: Account access']);
    expect(c.flows).toHaveLength(3);
  });
  it('reads "Show X, Y and Z as lanes" after a list of steps, and leaves that sentence out of the steps', () => {
    const c = extractSwimlane(ctx('Car insurance claim from report to payout: report the accident in the app, validate the policy, inspect the damage manually, approve the payout, pay the policyholder. Show the driver, the claims system and the adjusters team as lanes.'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Driver', 'Claims system', 'Adjusters team']);
    expect(c.steps.map((s) => s.label)).not.toContain('Show the driver');
    expect(placed(c)[0]).toBe('Driver: Report accident in app');
    expect(placed(c)[1]).toBe('Claims system: Validate the policy');
  });
  it('reads "Show who owns each step: A, B and C" and gives an unnamed step to the role whose work it is', () => {
    const c = extractSwimlane(ctx('Explain our release process: merge the code, run the regression tests, announce the release. Show who owns each step: the developer, the QA engineer and the communications lead.'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Developer', 'QA engineer', 'Communications lead']);
    expect(placed(c)).toEqual(['Developer: Merge the code', 'QA engineer: Run the regression tests', 'Communications lead: Announce the release']);
  });
  it('puts a step in the declared lane it opens with ("IT ...", "经理审批"), and reads a Chinese roles bracket', () => {
    const c = extractSwimlane(ctx('请假流程：员工提交请假单 → 经理审批 → 人事备案。这是一个多角色（员工、经理、人事）的流程'));
    expect(c.lanes.map((l) => l.label)).toEqual(['员工', '经理', '人事']);
    expect(placed(c)).toEqual(['员工: 提交请假单', '经理: 审批', '人事: 备案']);
  });
});

describe('swimlane lanes from who does the steps', () => {
  it('gives each actor of the prose a lane and keeps distinct actors apart', () => {
    const c = extractSwimlane(ctx('The tenant reports a leak, the property manager books a plumber, the plumber fixes the pipe and the landlord pays the invoice.'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Tenant', 'Property manager', 'Plumber', 'Landlord']);
    expect(placed(c)).toEqual(['Tenant: Reports a leak', 'Property manager: Books a plumber', 'Plumber: Fixes the pipe', 'Landlord: Pays the invoice']);
  });
  it('reads a lane annotation on a step ("(客户泳道)", "[Warehouse]")', () => {
    const c = extractSwimlane(ctx('Returns: Request return [Customer] → Inspect item [Warehouse] → Refund [Finance]'));
    expect(placed(c)).toEqual(['Customer: Request return', 'Warehouse: Inspect item', 'Finance: Refund']);
  });
  it('reads a CJK step that opens with a role as that role\'s step', () => {
    const c = extractSwimlane(ctx('采购流程泳道图：员工提交采购申请 → 经理审批 → 财务付款'));
    expect(placed(c)).toEqual(['员工: 提交采购申请', '经理: 审批', '财务: 付款']);
    expect(c.title).toBe('采购流程');
  });
  it('drops the heading of a list of drawing parts ("Components:") with its bullets', () => {
    const c = extractSwimlane(ctx('Swimlane of a refund\nCustomer: ask for a refund\nSupport: approve the refund\nComponents:\n  - Icons\n  - Legend'));
    expect(c.steps.map((s) => s.label)).toEqual(['Ask for a refund', 'Approve the refund']);
  });
});

describe('swimlane steps and titles', () => {
  it('reads who does each step of an arrow chain ("developer opens PR → CI runs tests")', () => {
    const c = extractSwimlane(ctx('Swimlane of a hotfix: developer writes the fix → CI builds the image → release manager approves and ships'));
    expect(placed(c)).toEqual(['Developer: Writes the fix', 'CI: Builds the image', 'Release manager: Approves and ships']);
  });
  it('takes a role named at the start as the actor even where the parser reads a verb ("Accounts payable matches it")', () => {
    const c = extractSwimlane(ctx('Supplier invoice: the supplier sends the invoice. Accounts payable matches it with the order. If the totals differ, the buyer calls the supplier. Otherwise the controller approves it and treasury pays.'));
    expect(placed(c).slice(0, 3)).toEqual(['Supplier: Sends the invoice', 'Accounts payable: Matches it with order', 'Accounts payable: Totals differ?']);
  });
  it('keeps the lanes out of the title and the lane sentence out of the steps', () => {
    const c = extractSwimlane(ctx('Vendor onboarding across procurement, legal and finance: procurement collects the documents, legal reviews the contract and finance creates the vendor record.'));
    expect(c.title).toBe('Vendor onboarding');
    const d = extractSwimlane(ctx('Grant application with lanes for applicant, reviewer and funder. Applicant submits the proposal. Reviewer scores it. Funder releases the money.'));
    expect(d.title).toBe('Grant application');
    expect(placed(d)).toEqual(['Applicant: Submits the proposal', 'Reviewer: Scores it', 'Funder: Releases the money']);
  });
  it('leaves a "Swimlanes: A, B" request line out of the steps', () => {
    const c = extractSwimlane(ctx('Swimlanes: Guest, Front Desk\n- Guest asks for a late checkout\n- Front Desk approves it'));
    expect(placed(c)).toEqual(['Guest: Asks for late checkout', 'Front Desk: Approves it']);
  });
});

describe('swimlane one-liners', () => {
  it('gives each lane of "X through A, B, and C services" its part, in that order, under a "/swimlanes" command', () => {
    const c = extractSwimlane(ctx('/swimlanes loan origination through credit, risk, and underwriting teams'));
    expect(c.title).toBe('Loan origination');
    expect(placed(c)).toEqual(['Credit team: Credit', 'Risk team: Risk', 'Underwriting team: Underwriting']);
    expect(c.flows).toHaveLength(2);
  });
  it('keeps a step that starts with "user" (no "use ..." instruction)', () => {
    const c = extractSwimlane(ctx('/swimlanes user signup with email verification'));
    expect(c.steps.map((s) => s.label)).toEqual(['User signup with email verification']);
  });
});

describe('role words', () => {
  it('fits work to the role that does it, the longer match winning', () => {
    expect(roleFit('Restaurant', 'accept order')).toBeGreaterThan(roleFit('Customer', 'accept order'));
    expect(roleFit('IT', 'laptop setup')).toBeGreaterThan(0);
    expect(roleFit('Finance', 'laptop setup')).toBe(0);
  });
  it('knows two names of the same kind of role', () => {
    expect(sameRole('Engineering', 'developer')).toBe(true);
    expect(sameRole('Finance', 'developer')).toBe(false);
  });
});

describe('swimlane decisions written inline', () => {
  it('reads "X approves or rejects (if rejected, back to Y to fix)" as X\'s decision whose No branch goes back to Y\'s step', () => {
    const c = extractSwimlane(ctx('Swimlane for publishing a book. Lanes: Author, Editor, Printer. Author writes the draft -> Editor approves or rejects (if rejected, back to Author to revise) -> Printer prints the book.'));
    const label = new Map(c.steps.map((s) => [s.id, s.label]));
    expect(placed(c)).toEqual(['Author: Writes the draft', 'Editor: Draft approved?', 'Printer: Prints the book']);
    expect(c.flows.map((f) => `${label.get(f.from)} -> ${label.get(f.to)}${f.label ? ` [${f.label}]` : ''}`)).toEqual(expect.arrayContaining([
      'Draft approved? -> Writes the draft [No]', 'Draft approved? -> Prints the book [Yes]',
    ]));
  });
  it('reads "X decides A or B; if B, Y does C" as X\'s decision with a branch per option, and "… and does D" in the same sentence\'s lane', () => {
    const c = extractSwimlane(ctx('Court filing, who does what: the Clerk checks the form and stamps it. The Judge decides accept or appeal; if appeal, the Registry files the appeal.'));
    const label = new Map(c.steps.map((s) => [s.id, s.label]));
    expect(placed(c)).toEqual(expect.arrayContaining(['Clerk: Checks the form', 'Clerk: Stamps it', 'Judge: Accept or appeal?', 'Registry: Files the appeal', 'Judge: Accept']));
    expect(c.flows.map((f) => `${label.get(f.from)} -> ${label.get(f.to)}${f.label ? ` [${f.label}]` : ''}`)).toEqual(expect.arrayContaining(['Accept or appeal? -> Files the appeal [Appeal]', 'Accept or appeal? -> Accept']));
  });
});

describe('lanes told in German', () => {
  it('reads "mit den Bahnen A, B und C" as the lanes, "Dann IT:" as the lane IT, and "X einrichten und Y freischalten" as two steps', () => {
    const c = extractSwimlane(ctx('Bitte ein Swimlane-Diagramm für den Umzug ins neue Büro mit den Bahnen Facility, IT und Teamleitung. Facility: Kisten bestellen, Möbel abbauen. Dann IT: Rechner abbauen und Netzwerk einrichten. Teamleitung: Sitzplan erstellen und am Montag ein Teamfrühstück ausrichten. Zum Schluss wieder Facility: Altes Büro übergeben.'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Facility', 'IT', 'Teamleitung']);
    expect(placed(c)).toEqual(['Facility: Kisten bestellen', 'Facility: Möbel abbauen', 'IT: Rechner abbauen', 'IT: Netzwerk einrichten', 'Teamleitung: Sitzplan erstellen', 'Teamleitung: Am Montag ein Teamfrühstück ausrichten', 'Facility: Altes Büro übergeben']);
  });
  it('keeps a German step whose halves are not both infinitives whole ("Schuhe und Socken")', () => {
    expect(germanInfinitives('Schuhe und Socken packen')).toEqual(['Schuhe und Socken packen']);
  });
});

describe('swimlane sentences that open with who acts, outside English', () => {
  it('reads German "Die X verb … und verb …" sentences as lanes X with one step per verb phrase', () => {
    const c = extractSwimlane(ctx('Die Mieterin meldet den Schaden per App und schickt ein Foto. Der Hausmeister prüft den Schaden vor Ort. Die Hausverwaltung beauftragt eine Firma und informiert die Mieterin.'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Mieterin', 'Hausmeister', 'Hausverwaltung']);
    expect(placed(c)).toEqual(['Mieterin: Meldet den Schaden per App', 'Mieterin: Schickt ein Foto', 'Hausmeister: Prüft den Schaden vor Ort', 'Hausverwaltung: Beauftragt eine Firma', 'Hausverwaltung: Informiert die Mieterin']);
    expect(c.flows).toHaveLength(4);
  });
  it('reads Spanish "El X verb … y verb …" sentences and a closing "Por último," the same way', () => {
    const c = extractSwimlane(ctx('El paciente pide cita por teléfono y llega a la consulta. La enfermera toma la tensión. Por último, el médico revisa los resultados y receta el tratamiento.'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Paciente', 'Enfermera', 'Médico']);
    expect(placed(c)).toContain('Médico: Receta el tratamiento');
  });
});

describe('swimlane "Role: step -> step" lines', () => {
  it('reads a first line without a key as the heading and the arrows after a role as its steps in order', () => {
    const c = extractSwimlane(ctx('Returns at the bike shop (for the shop manual)\nCustomer: brings the bike back -> shows the receipt\nMechanic: inspects the frame\nCashier: refunds the card\none lane per role please'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Customer', 'Mechanic', 'Cashier']);
    expect(placed(c)).toEqual(['Customer: Brings the bike back', 'Customer: Shows the receipt', 'Mechanic: Inspects the frame', 'Cashier: Refunds the card']);
    expect(c.title).toBe('Returns at the bike shop');
  });
});

describe('swimlane lanes named by their initials or declared "per party (…)"', () => {
  it('reads "PM sends …" as the Project Manager lane: capitals that are a declared lane\'s initials', () => {
    const c = extractSwimlane(ctx("I'd like a swimlane diagram with lanes for Project Manager, Freelancer, Finance and IT. PM sends the brief and NDA; freelancer signs the NDA; finance sets them up as a supplier; IT creates a guest account; then the PM schedules the kick-off call."));
    const p = placed(c);
    expect(p[0]).toMatch(/^Project Manager: Sends brief and NDA/);
    expect(p[p.length - 1]).toMatch(/^Project Manager: Schedules the kick-off call/);
  });
  it('reads "QA verifies …" and "CS logs …" as the Quality Assurance and Customer Support lanes', () => {
    const c = extractSwimlane(ctx('Our bug fix process, with lanes for Customer Support, Quality Assurance and Software Engineering. CS logs the ticket. Engineering reproduces the bug. Then QA verifies the fix. Finally CS tells the customer.'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Customer Support', 'Quality Assurance', 'Software Engineering']);
    expect(placed(c)).toEqual(['Customer Support: Logs the ticket', 'Software Engineering: Reproduces the bug', 'Quality Assurance: Verifies the fix', 'Customer Support: Tells the customer']);
  });
  it('reads "Title – please draw with one lane per party (A, B, C):" as the lanes, and the heading as no step', () => {
    const c = extractSwimlane(ctx('Windscreen claim process – please draw with one lane per party (Customer, Call Centre, Repair Partner, Claims Team):\n1. Customer reports chip or crack\n2. Call Centre checks the policy cover\n3. Repair Partner repairs the glass\n4. Repair Partner sends the invoice to the Claims Team\n5. Claims Team approves payment'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Customer', 'Call Centre', 'Repair Partner', 'Claims Team']);
    expect(placed(c)[0]).toBe('Customer: Reports chip or crack');
    expect(placed(c)[placed(c).length - 1]).toBe('Claims Team: Approves payment');
  });
  it('reads "one lane per person (…)" in a library returns process', () => {
    const c = extractSwimlane(ctx('Library book return – one lane per person (Borrower, Librarian, Shelver):\n1. Borrower drops the book in the return box\n2. Librarian checks the book in\n3. Shelver puts it back on the shelf'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Borrower', 'Librarian', 'Shelver']);
    expect(placed(c)).toEqual(['Borrower: Drops book in return box', 'Librarian: Checks the book in', 'Shelver: Puts it back on shelf']);
  });
});

describe('swimlane multi-actor process prose', () => {
  /** Flows as "from label -> to label [branch]". */
  const flows = (c: SwimlaneContent) => {
    const label = new Map(c.steps.map((s) => [s.id, s.label]));
    return c.flows.map((f) => `${label.get(f.from)} -> ${label.get(f.to)}${f.label ? ` [${f.label}]` : ''}`);
  };
  it('reads "(…, lanes: A, B, C)" without the closing bracket in the last lane', () => {
    const c = extractSwimlane(ctx('Missed collection (cross-functional diagram, lanes: Resident, Contact Centre, Waste Contractor).\nThe resident reports a missed bin. The contact centre logs the report. The waste contractor empties the bin.'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Resident', 'Contact Centre', 'Waste Contractor']);
  });
  it('reads "Couloirs : A, B" and French subjects of several words ("Le service instructeur", "l\'Architecte des Bâtiments de France")', () => {
    const c = extractSwimlane(ctx("Diagramme en couloirs pour un permis. Couloirs : Demandeur, Mairie, Service instructeur, Architecte des Bâtiments de France. Le demandeur dépose le dossier en mairie. La mairie enregistre le dossier et le transmet au service instructeur. Le service instructeur vérifie la complétude ; si le projet est en secteur protégé, il consulte l'Architecte des Bâtiments de France, qui rend un avis. Ensuite la mairie notifie le demandeur."));
    expect(c.lanes.map((l) => l.label)).toEqual(['Demandeur', 'Mairie', 'Service instructeur', 'Architecte des Bâtiments de France']);
    expect(placed(c)).toEqual(['Demandeur: Dépose le dossier en mairie', 'Mairie: Enregistre le dossier', 'Mairie: Le transmet au service instructeur', 'Service instructeur: Vérifie la complétude', 'Service instructeur: Projet est en secteur protégé?', "Service instructeur: Consulte l'Architecte des Bâtiments de France", 'Architecte des Bâtiments de France: Rend un avis', 'Mairie: Notifie le demandeur']);
    expect(flows(c)).toContain('Projet est en secteur protégé? -> Notifie le demandeur [Non]');
    expect(flows(c)).toContain("Projet est en secteur protégé? -> Consulte l'Architecte des Bâtiments de France [Oui]");
  });
  it('splits "A fait X et la B fait Y" into a step of each lane (Spanish "… y el cliente recoge …")', () => {
    const c = extractSwimlane(ctx('Diagrama de carriles para una reclamación. El cliente presenta la reclamación. El servicio técnico revisa el equipo; si la garantía está vigente, repara el equipo. Luego el departamento de Facturación emite la factura y el cliente recoge el equipo.'));
    expect(placed(c)).toEqual(['Cliente: Presenta la reclamación', 'Servicio técnico: Revisa el equipo', 'Servicio técnico: Garantía está vigente?', 'Servicio técnico: Repara el equipo', 'Departamento de Facturación: Emite la factura', 'Cliente: Recoge el equipo']);
  });
  it('reads Portuguese "…, consulta o Diretor Comercial, que decide" as a step of the one named', () => {
    const c = extractSwimlane(ctx('Diagrama de raias. O cliente envia o pedido. O setor financeiro aprova o crédito; se o valor for alto, consulta o Diretor Comercial, que decide. Depois o armazém expede a mercadoria.'));
    expect(placed(c)).toContain('Diretor Comercial: Decide');
    expect(placed(c)).toContain('Setor financeiro: Valor for alto?');
  });
  it('reads German "wenn …, genehmigt er …" and "Dann informiert die X …" (verb before who acts)', () => {
    const c = extractSwimlane(ctx('Swimlane-Diagramm für eine Urlaubsanfrage. Die Mitarbeiterin stellt den Antrag. Der Leiter der Personalabteilung prüft den Antrag; wenn genug Resturlaub vorhanden ist, genehmigt er den Antrag. Dann informiert das System die Mitarbeiterin.'));
    expect(placed(c)).toEqual(['Mitarbeiterin: Stellt den Antrag', 'Leiter der Personalabteilung: Prüft den Antrag', 'Leiter der Personalabteilung: Genug Resturlaub vorhanden ist?', 'Leiter der Personalabteilung: Genehmigt den Antrag', 'System: Informiert die Mitarbeiterin']);
  });
  it('reads "if it happens again the X sends …, and for a third time Y attends … which goes back to X for Z" as labelled escalations and lanes', () => {
    const c = extractSwimlane(ctx('The student reports the noise through the hall app, the Residence Assistant on duty visits the room and gives a warning, if it happens again the Housing Office sends a formal letter, and for a third time Security attends and files an incident report which goes back to the Housing Office for a disciplinary meeting. Could you draw it with a separate lane for each person/team?'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Student', 'Residence Assistant on duty', 'Housing Office', 'Security']);
    expect(placed(c)).toEqual(['Student: Reports noise through hall app', 'Residence Assistant on duty: Visits the room', 'Residence Assistant on duty: Gives a warning', 'Housing Office: Sends a formal letter', 'Security: Attends and files incident report', 'Housing Office: Disciplinary meeting']);
    // A repeat ("if it happens again") labels the flow to the escalation rather than asking a question.
    expect(flows(c)).toEqual(['Reports noise through hall app -> Visits the room', 'Visits the room -> Gives a warning', 'Attends and files incident report -> Disciplinary meeting', 'Gives a warning -> Sends a formal letter [Happens again]', 'Sends a formal letter -> Attends and files incident report [Happens a third time]']);
  });
  it('reads "X checks …: if C, does A; otherwise does B" as X\'s decision with a branch each way, both going on', () => {
    const c = extractSwimlane(ctx('Swimlanes: Customer, Clerk, Warehouse. The customer places an order. The clerk checks the stock: if the item is available, confirms the order; otherwise notifies the customer. The warehouse ships the goods.'));
    expect(placed(c)).toEqual(['Customer: Places an order', 'Clerk: Checks the stock', 'Clerk: Item available?', 'Clerk: Confirms the order', 'Clerk: Notifies the customer', 'Warehouse: Ships the goods']);
    expect(flows(c)).toEqual(expect.arrayContaining(['Item available? -> Confirms the order [Yes]', 'Item available? -> Notifies the customer [No]', 'Confirms the order -> Ships the goods', 'Notifies the customer -> Ships the goods']));
  });
  it('reads "The Claims Desk (CD) registers …" as the lane "Claims Desk", and "CD closes …" as its step', () => {
    const c = extractSwimlane(ctx('Draw a swimlane diagram. The customer submits a claim online. The Claims Desk (CD) registers the claim and checks the policy. The assessor inspects the car. CD closes the claim.'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Customer', 'Claims Desk', 'Assessor']);
    expect(placed(c)).toContain('Claims Desk: Closes the claim');
  });
  it('reads French "si …, il confirme …" with "il" as the one before (not the Italian article), and Italian "Il cliente invia …" as a subject', () => {
    const fr = extractSwimlane(ctx("Diagramme en couloirs. Le client passe une commande. Le service commercial vérifie le stock ; si l'article est disponible, il confirme la commande. L'entrepôt prépare le colis et le transporteur livre le client."));
    expect(placed(fr)).toEqual(['Client: Passe une commande', 'Service commercial: Vérifie le stock', 'Service commercial: Article est disponible?', 'Service commercial: Confirme la commande', 'Entrepôt: Prépare le colis', 'Transporteur: Livre le client']);
    const it_ = extractSwimlane(ctx("Diagramma a corsie. Il cliente invia l'ordine. Il magazzino prepara il pacco e il corriere consegna il pacco."));
    expect(placed(it_)).toEqual(["Cliente: Invia l'ordine", 'Magazzino: Prepara il pacco', 'Corriere: Consegna il pacco']);
  });
});
