import { describe, expect, it } from 'vitest';
import { briefCtxFor, ctxFor, labels } from '../test/helpers.js';
import { extractFlowchart } from './flowchart.js';
import { extractSequence } from './sequence.js';
import { extractState } from './state.js';
import { extractSwimlane } from './swimlane.js';

const ORDER = 'When an order arrives, the clerk checks stock; if it is missing, the clerk orders it from the supplier. Otherwise the clerk packs the order and hands it to shipping.';

/** Edges as "from label -> to label [label]". */
function edgeList(nodes: { id: string; label: string }[], edges: { from: string; to: string; label?: string }[]): string[] {
  const l = new Map(nodes.map((n) => [n.id, n.label]));
  return edges.map((e) => `${l.get(e.from)} -> ${l.get(e.to)}${e.label ? ` [${e.label}]` : ''}`);
}

describe('flowchart', () => {
  it('reads Chinese conditions ("如果已有账号直接登录，没有则进入注册流程") as a decision with two branches', () => {
    const c = extractFlowchart(briefCtxFor('1. 用户进入登录页面\n2. 如果已有账号直接登录，没有则进入注册流程\n3. 设置密码'));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual(expect.arrayContaining(['用户进入登录页面 -> 已有账号?', '已有账号? -> 直接登录 [是]', '已有账号? -> 进入注册流程 [否]']));
  });
  it.each([
    ['réception de la commande, vérification du stock, si le produit est disponible, expédition, sinon commande au fournisseur', 'Produit disponible?', 'Expédition', 'Commande au fournisseur'],
    ['Antrag eingehen, Antrag prüfen. Wenn der Antrag vollständig ist, genehmigen, sonst zurückschicken', 'Antrag vollständig?', 'Genehmigen', 'Zurückschicken', 'Ja', 'Nein'],
    ['recibir la solicitud, revisar los datos, si están completos, aprobar, si no, pedir más información', 'Completos?', 'Aprobar', 'Pedir más información', 'Sí', 'No'],
  ])('reads conditions and other branches in French, German and Spanish ("si … sinon", "wenn … sonst", "si … si no"), the branches named in that language: %s', (prompt, question, yes, no, yesWord = 'Oui', noWord = 'Non') => {
    const c = extractFlowchart(ctxFor(prompt));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual(expect.arrayContaining([`${question} -> ${yes} [${yesWord}]`, `${question} -> ${no} [${noWord}]`]));
  });

  it('reads "the process begins when X" as the start, and "either approves or rejects it" as a decision whose refusal ends', () => {
    const c = extractFlowchart(ctxFor('The hiring process begins when a candidate applies. The recruiter screens the application and either accepts or declines it. Accepted candidates get an interview.'));
    expect(c.nodes[0]).toMatchObject({ label: 'Candidate applies', type: 'start' });
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual(expect.arrayContaining(['Application accepted? -> Declined [No]', 'Recruiter screens the application -> Application accepted?']));
    expect(e.some((x) => /^Application accepted\? -> .*interview.* \[Yes\]$/i.test(x))).toBe(true);
    expect(c.nodes.find((n) => n.label === 'Declined')?.type).toBe('end');
  });

  it('draws phases over arrow chains ("- Design phase:" over "  - Wireframes → Mockups", "Build: A → B") as groups, one after another', () => {
    const c = extractFlowchart(ctxFor('Product lifecycle:\n- Discovery phase:\n  - Research → Interviews\n- Design phase:\n  - Wireframes → Mockups\n  - Prototype → Usability test\n- Launch: Beta → Release'));
    expect(c.groups.map((g) => g.label)).toEqual(['Discovery phase', 'Design phase', 'Launch']);
    const groupOf = (label: string) => c.groups.find((g) => g.id === c.nodes.find((n) => n.label === label)?.group)?.label;
    expect(groupOf('Mockups')).toBe('Design phase');
    expect(groupOf('Beta')).toBe('Launch');
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual(expect.arrayContaining(['Interviews -> Wireframes', 'Mockups -> Prototype', 'Usability test -> Beta', 'Beta -> Release']));
  });

  it('reads a spec of typed nodes ("1. Start: \"X\"", "2. Decision: \"Q?\"", "3a. Yes path:", "- Process: \"Y\"") with its branches', () => {
    const prompt = [
      'Steps:', '1. Start: "Ticket received"', '2. Decision: "Is it urgent?"', '   Hover text: "checked by triage"',
      '3a. Urgent path:', '    - Process: "Page on-call"', '    - Result: "Fixed within an hour"',
      '3b. Normal path (everything else):', '    - Process: "Add to queue"', '4. End: "Ticket closed"',
    ].join('\n');
    const c = extractFlowchart(ctxFor(prompt));
    expect(c.nodes.map((n) => `${n.label}/${n.type}`)).toEqual(['Ticket received/start', 'Is it urgent?/decision', 'Page on-call/process', 'Fixed within an hour/process', 'Add to queue/process', 'Ticket closed/end']);
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual(expect.arrayContaining(['Is it urgent? -> Page on-call [Urgent]', 'Is it urgent? -> Add to queue [Normal]', 'Fixed within an hour -> Ticket closed', 'Add to queue -> Ticket closed']));
  });

  it('reads "it proceeds to X", "the process moves to X" and "finally to X" as the step X, and "it revisits the X phase" as a loop back', () => {
    const c = extractFlowchart(ctxFor('The release starts with a code review followed by a security scan. If the scan is clean, it proceeds to packaging; otherwise, it revisits the code review phase. After packaging, the process moves to canary rollout, and finally to general availability if error rates stay low.'));
    const names = c.nodes.map((n) => n.label);
    expect(names).toEqual(expect.arrayContaining(['Code review', 'Security scan', 'Packaging', 'Canary rollout', 'General availability']));
    expect(names.some((n) => /proceeds|moves|revisits|^To /i.test(n))).toBe(false);
    const e = edgeList(c.nodes, c.edges);
    expect(e).toContain('Code review -> Security scan');
    expect(e.some((x) => /^Scan clean\? -> Code review \[No\]$/.test(x))).toBe(true);
  });

  it('turns conditions into decisions with yes / no branches that join again', () => {
    const c = extractFlowchart(ctxFor(`${ORDER} Shipping sends the parcel.`));
    expect(c.nodes.find((n) => n.type === 'decision')?.label).toBe('Stock missing?');
    expect(c.nodes[0]).toMatchObject({ label: 'Order arrives', type: 'start' });
    const e = edgeList(c.nodes, c.edges);
    expect(e).toContain('Stock missing? -> Clerk orders it from supplier [Yes]');
    expect(e).toContain('Stock missing? -> Clerk packs the order [No]');
    expect(e).toContain('Clerk orders it from supplier -> Shipping sends the parcel');
    expect(e).toContain('Hands it to shipping -> Shipping sends the parcel');
  });
  it('asks a bare-pronoun condition without its pronoun', () => {
    const c = extractFlowchart(ctxFor('A ticket arrives; triage decides if it is urgent; urgent tickets go to on-call.'));
    expect(c.nodes.filter((n) => n.type === 'decision').map((n) => n.label)).toEqual(['Urgent?']);
  });

  it('lets a named subject make the decision, and "if so" take the waiting yes branch', () => {
    const c = extractFlowchart(ctxFor('The clerk checks if the form is complete. If so, file it. If not, return it to the sender. Then notify the manager.'));
    expect(c.nodes.map((n) => n.label)).not.toContain('Clerk checks');
    const e = edgeList(c.nodes, c.edges);
    expect(e.filter((x) => x.startsWith('Form complete?'))).toEqual(['Form complete? -> File it [Yes]', 'Form complete? -> Return it to sender [No]']);
    expect(e.filter((x) => x.endsWith('-> Notify the manager')).sort()).toEqual(['File it -> Notify the manager', 'Return it to sender -> Notify the manager']);
  });
  it('reads "X go to A, others to B" as the two branches of the decision about X, joined by "both end with"', () => {
    const c = extractFlowchart(ctxFor('Customer support flow: a ticket arrives, triage decides if it is urgent. Urgent tickets go to the on-call engineer, others to the support queue. Both end with the customer being notified.'));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual([
      'Ticket arrives -> Urgent?',
      'Urgent? -> Go to on-call engineer [Yes]',
      'Urgent? -> Go to support queue [No]',
      'Go to on-call engineer -> Customer notified',
      'Go to support queue -> Customer notified',
    ]);
    expect(c.nodes.find((n) => n.label === 'Customer notified')?.type).toBe('end');
  });
  it('makes a decision of a routing sentence that no condition came before', () => {
    const c = extractFlowchart(ctxFor('Orders arrive at the depot. Large orders are sent to the warehouse, and the rest go to the shop. Then the invoice is printed.'));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toContain('Large orders? -> Send to the warehouse [Yes]');
    expect(e).toContain('Large orders? -> Send to the shop [No]');
    expect(e.filter((x) => x.includes('Invoice'))).toHaveLength(2);
  });

  it('reads "if valid" after "if invalid" as the other branch, and a retry as a loop back', () => {
    const c = extractFlowchart(ctxFor('User signup: the user enters email and password, the system validates the input. If invalid, show an error and let the user retry. If valid, create the account and send a confirmation email.'));
    expect(c.nodes.filter((n) => n.type === 'decision').map((n) => n.label)).toEqual(['Invalid?']);
    const e = edgeList(c.nodes, c.edges);
    expect(e).toContain('Invalid? -> Create the account [No]');
    expect(e).toContain('Let the user retry -> User enters email and password');
    expect(e.filter((x) => x.startsWith('Let the user retry'))).toHaveLength(1);
  });
  it('reads "when tests pass" after "if tests fail" as the other branch; "again" goes back before the decision', () => {
    const c = extractFlowchart(ctxFor('A developer opens a PR, CI runs tests. If tests fail, the developer fixes the code and pushes again. When tests pass, a reviewer reviews the code.'));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toContain('Tests fail? -> Reviewer reviews the code [No]');
    expect(e).toContain('Pushes again -> CI runs tests');
    expect(c.nodes.map((n) => n.label)).not.toContain('Tests pass');
  });

  it('reads "for X, ...; for Y, ..." as the branches of a choice named after the step before it', () => {
    const c = extractFlowchart(ctxFor('Incident response: detect the incident, triage severity. For sev1, page the on-call; for sev2, create a ticket. Then mitigate.'));
    const e = edgeList(c.nodes, c.edges);
    expect(e.filter((x) => x.startsWith('Severity?'))).toEqual(['Severity? -> Page the on-call [Sev1]', 'Severity? -> Create a ticket [Sev2]']);
    expect(e.filter((x) => x.endsWith('-> Mitigate')).sort()).toEqual(['Create a ticket -> Mitigate', 'Page the on-call -> Mitigate']);
    // "For example, ..." is not a case.
    const ex = extractFlowchart(ctxFor('Collect the feedback. For example, send a survey. Then summarise it.'));
    expect(ex.nodes.filter((n) => n.type === 'decision')).toEqual([]);
  });

  it('makes a numbered question step the decision its "if yes" / "if no" steps branch from', () => {
    const c = extractFlowchart(ctxFor('1. Customer adds items to cart\n2. Customer checks out\n3. Is payment successful?\n4. If yes, confirm the order and send a receipt\n5. If no, show an error and return to step 2\n6. Ship the order'));
    const e = edgeList(c.nodes, c.edges);
    expect(c.nodes.find((n) => n.label === 'Is payment successful?')?.type).toBe('decision');
    expect(e).toContain('Is payment successful? -> Confirm the order [Yes]');
    expect(e).toContain('Is payment successful? -> Show an error [No]');
    expect(e).toContain('Show an error -> Customer checks out');
    expect(e).toContain('Send a receipt -> Ship the order');
  });

  it('reads "if denied" after "if granted" as the other branch, and drops a pronoun subject from the step', () => {
    const c = extractFlowchart(ctxFor('The app requests location permission. If granted, the app shows nearby stores; if denied, it asks for a zip code. The user selects a store.'));
    const e = edgeList(c.nodes, c.edges);
    expect(e.filter((x) => x.startsWith('Granted?'))).toEqual(['Granted? -> App shows nearby stores [Yes]', 'Granted? -> Asks for zip code [No]']);
  });

  it('reads "After the interview, the team decides whether to make an offer" as a decision after the interview step', () => {
    const c = extractFlowchart(ctxFor('The recruiter screens the resume. If it looks good, the hiring manager interviews the candidate; otherwise the candidate is rejected. After the interview, the team decides whether to make an offer. If yes, HR sends the offer; if not, the candidate is rejected.'));
    const e = edgeList(c.nodes, c.edges);
    expect(c.nodes.map((n) => n.label)).not.toContain('Interview');
    expect(e).toContain('Hiring manager interviews candidate -> Make an offer?');
    expect(e).toContain('Make an offer? -> HR sends the offer [Yes]');
  });

  it('draws arrows as written, with labels and decisions', () => {
    const c = extractFlowchart(ctxFor('Login -> Valid password?\nValid password? -(yes)-> Dashboard\nValid password? --no--> Show error'));
    expect(c.nodes.find((n) => n.label === 'Valid password?')?.type).toBe('decision');
    expect(edgeList(c.nodes, c.edges)).toContain('Valid password? -> Show error [No]');
  });
  it('loops back to a numbered step', () => {
    const c = extractFlowchart(ctxFor('1. Enter the PIN\n2. Check whether the PIN is correct\n3. If not, go back to step 1\n4. Show the menu'));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toContain('PIN correct? -> Enter the PIN [No]');
    expect(e).toContain('PIN correct? -> Show the menu [Yes]');
  });
});

describe('swimlane', () => {
  it('puts each step in the lane of whoever does it, without repeating the actor', () => {
    const c = extractSwimlane(ctxFor('The customer requests a return, support approves it, the warehouse inspects the item, and finance refunds the customer.'));
    expect(labels(c.lanes)).toEqual(['Customer', 'Support', 'Warehouse', 'Finance']);
    const lane = new Map(c.lanes.map((l) => [l.id, l.label]));
    expect(c.steps.map((s) => `${lane.get(s.lane)}: ${s.label}`)).toEqual(['Customer: Requests a return', 'Support: Approves it', 'Warehouse: Inspects the item', 'Finance: Refunds the customer']);
    expect(c.flows).toHaveLength(3);
  });
  it('reads "Lane: step, step" lines', () => {
    const c = extractSwimlane(ctxFor('Sales: close the deal, send the contract\nLegal: review the contract'));
    expect(labels(c.lanes)).toEqual(['Sales', 'Legal']);
    expect(labels(c.steps)).toEqual(['Close the deal', 'Send the contract', 'Review the contract']);
  });
});

describe('sequence', () => {
  it('shows a screen to the user rather than to a "dashboard" participant; "otherwise it" is who opened the branch', () => {
    const c = extractSequence(ctxFor('The user submits credentials to the web app. The web app calls the auth service. If the credentials are valid, the auth service returns a token and the web app shows the dashboard. Otherwise it returns an error and the web app shows a message.'));
    expect(c.participants.map((p) => p.label)).toEqual(['User', 'Web app', 'Auth service']);
    expect(c.messages.slice(2).map((m) => `${m.from} > ${m.to}: ${m.label}`)).toEqual([
      'auth-service > web-app: Returns a token', 'web-app > user: Shows the dashboard',
      'auth-service > web-app: Returns an error', 'web-app > user: Shows a message',
    ]);
  });
  it('reads who sends what to whom, replies included', () => {
    const c = extractSequence(ctxFor('The browser sends the form to the web server. The web server queries the database. The database returns the account to the web server.'));
    expect(labels(c.participants)).toEqual(['Browser', 'Web server', 'Database']);
    expect(c.messages.map((m) => `${m.from}>${m.to}:${m.type}`)).toEqual(['browser>web-server:sync', 'web-server>database:sync', 'database>web-server:reply']);
  });
  it('reads arrow lines, dashed arrows as replies, people as actors', () => {
    const c = extractSequence(ctxFor('Customer -> Shop: place order\nShop --> Customer: confirmation'));
    expect(c.participants[0]).toMatchObject({ label: 'Customer', type: 'actor' });
    expect(c.messages.map((m) => [m.label, m.type])).toEqual([['Place order', 'sync'], ['Confirmation', 'reply']]);
  });
  it('sends a message with no named receiver to the other party of the dialogue', () => {
    const c = extractSequence(ctxFor('1. The customer inserts the card\n2. The ATM asks for the PIN\n3. The customer enters the PIN'));
    expect(c.messages.map((m) => `${m.from}>${m.to}`)).toEqual(['customer>atm', 'atm>customer', 'customer>atm']);
  });
});

describe('state', () => {
  it('reads transitions with their events, and the start and end', () => {
    const c = extractState(ctxFor('A subscription starts in Trial. When payment succeeds it moves from Trial to Active. Active goes to Past Due if a payment fails. Canceled is the final state. Past Due goes to Canceled after 30 days.'));
    expect(c.states.map((s) => `${s.label}:${s.type}`)).toEqual(['Start:initial', 'Trial:normal', 'Active:normal', 'Past Due:normal', 'Canceled:normal', 'End:final']);
    expect(edgeList(c.states, c.transitions)).toEqual(['Start -> Trial', 'Trial -> Active [Payment succeeds]', 'Active -> Past Due [Payment fails]', 'Past Due -> Canceled [30 days]', 'Canceled -> End']);
  });
  it('reads arrow lines and a plain list of statuses', () => {
    expect(edgeList(extractState(ctxFor('Stopped -> Playing: play\nPlaying -> Paused: pause')).states, extractState(ctxFor('Stopped -> Playing: play\nPlaying -> Paused: pause')).transitions)).toEqual(['Stopped -> Playing [Play]', 'Playing -> Paused [Pause]']);
    const list = extractState(ctxFor('Order statuses: placed, paid, shipped'));
    expect(edgeList(list.states, list.transitions)).toEqual(['Placed -> Paid', 'Paid -> Shipped']);
  });
});

describe('decisions written as a question and its branches', () => {
  it('reads "3. Tests pass? If no, notify the author and stop" as the question first, then its No branch', () => {
    const c = extractFlowchart(briefCtxFor('Deploy process:\n1. Merge to main\n2. CI runs tests\n3. Tests pass? If no, notify the author and stop\n4. Build the Docker image\n5. Smoke tests pass? If yes, promote to production, otherwise roll back'));
    expect(edgeList(c.nodes, c.edges)).toEqual(expect.arrayContaining([
      'CI runs tests -> Tests pass?', 'Tests pass? -> Notify the author [No]', 'Notify the author -> Stop', 'Tests pass? -> Build the Docker image [Yes]',
      'Smoke tests pass? -> Promote to production [Yes]', 'Smoke tests pass? -> Roll back [No]',
    ]));
  });
  it('reads "If it is, A. If not, check whether B; if it was, C, otherwise D" as a decision inside the No branch; A does not lead into it', () => {
    const c = extractFlowchart(briefCtxFor('Flowchart for handling a refund request: the customer submits the request, support checks whether the order is older than 30 days. If it is, reject the request and email the customer. If not, check whether the item was returned; if it was, issue the refund, otherwise ask the customer to ship it back and wait.'));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual(expect.arrayContaining(['Order older than 30 days? -> Item was returned? [No]', 'Item was returned? -> Issue the refund [Yes]']));
    expect(e.filter((x) => x.startsWith('Reject'))).toEqual([]);
  });
});

describe('a choice stated by its subject', () => {
  it('reads "The manager approves or rejects it. If approved, …" as one decision in the manager\'s lane, rejection ending it', () => {
    const c = extractSwimlane(briefCtxFor('Purchase approval process: the employee fills in the purchase request and sends it to their manager. The manager approves or rejects it. If approved, finance checks the budget and places the order with the supplier. The supplier delivers the goods to the employee.'));
    const e = edgeList(c.steps, c.flows);
    expect(e).toEqual(['Fills in purchase request -> Sends it to their manager', 'Sends it to their manager -> Approved?', 'Approved? -> Rejected [No]',
      'Approved? -> Checks the budget [Yes]', 'Checks the budget -> Places order with supplier', 'Places order with supplier -> Delivers goods to employee']);
    expect(c.steps.find((s) => s.label === 'Approved?')?.lane).toBe('manager');
  });
});

describe('a condition named by a noun', () => {
  it('reads "bei Genehmigung wird der Urlaub eingetragen, sonst …" as the decision "Genehmigung?" with both branches', () => {
    const c = extractFlowchart(briefCtxFor('Erstelle ein Flussdiagramm für die Urlaubsbeantragung: Mitarbeiter stellt Antrag, Teamleiter prüft den Antrag, bei Genehmigung wird der Urlaub eingetragen, sonst erhält der Mitarbeiter eine Absage.'));
    // The branch words speak German too.
    expect(edgeList(c.nodes, c.edges)).toEqual(expect.arrayContaining(['Teamleiter prüft den Antrag -> Genehmigung?', 'Genehmigung? -> Urlaub eingetragen [Ja]']));
    expect(edgeList(c.nodes, c.edges).filter((e) => e.startsWith('Genehmigung?') && e.endsWith('[Nein]'))).toHaveLength(1);
  });
});

describe('"IT" as a department', () => {
  it('reads "IT creates accounts and ships a laptop" as two steps in the IT lane, not "it" the pronoun', () => {
    const c = extractSwimlane(briefCtxFor('New hire onboarding across HR, IT and the hiring manager: HR sends the contract and collects documents, IT creates accounts and ships a laptop, the manager plans the first week and assigns a buddy, then HR runs the welcome session on day one.'));
    const lane = new Map(c.lanes.map((l) => [l.id, l.label]));
    expect(c.steps.filter((s) => /accounts|laptop/.test(s.label)).map((s) => lane.get(s.lane))).toEqual(['IT', 'IT']);
  });
});

describe('decisions written inline in prose', () => {
  it('reads "if X -> A, else B and stop" and "if Y go back to the start, otherwise C -> done" as decisions, an end and a loop', () => {
    const c = extractFlowchart(briefCtxFor("flowchart for signing in: user opens the app, enters a code. if the code is valid -> show the home screen, else show 'wrong code' and stop. user taps a story; if the story expired go back to the start, otherwise user reads the story -> done"));
    const edges = edgeList(c.nodes, c.edges);
    expect(edges).toEqual(expect.arrayContaining([
      'Enters a code -> Code valid?', 'Code valid? -> Show the home screen [Yes]', "Code valid? -> Show 'wrong code' [No]", "Show 'wrong code' -> Stop",
      'Show the home screen -> User taps a story', 'User taps a story -> Story expired?', 'Story expired? -> User opens the app [Yes]',
      'Story expired? -> User reads the story [No]', 'User reads the story -> Done',
    ]));
    expect(c.nodes.filter((n) => n.type === 'decision')).toHaveLength(2);
    expect(c.nodes.every((n) => !/[()]/.test(n.label) && !/\b(?:if|else|otherwise)\b/i.test(n.label))).toBe(true);
  });
  it('reads a French question tree ("Est-ce que … ? Si non → A. Si oui : est-ce que … ? Si oui → B. Si non → C.") with Oui/Non branches', () => {
    const c = extractFlowchart(briefCtxFor("Fais un arbre de décision pour ma plante : Est-ce que la terre est sèche ? Si non → attendre demain. Si oui : est-ce que les feuilles tombent ? Si oui → rempoter la plante. Si non → arroser un peu."));
    expect(edgeList(c.nodes, c.edges)).toEqual([
      'Terre sèche? -> Attendre demain [Non]', 'Terre sèche? -> Feuilles tombent? [Oui]',
      'Feuilles tombent? -> Rempoter la plante [Oui]', 'Feuilles tombent? -> Arroser un peu [Non]',
    ]);
  });
  it('reads "A → B → C → and then it starts all over again" as a chain that loops back to its first step, brackets whole', () => {
    const c = extractFlowchart(briefCtxFor('for class: Melting (ice warms, drips and pools) → Flowing (water runs downhill) → Freezing (water cools, sets) → and then it starts all over again.'));
    expect(labels(c.nodes)).toEqual(['Melting', 'Flowing', 'Freezing']);
    expect(edgeList(c.nodes, c.edges)).toContain('Freezing -> Melting');
  });
});

describe('loops written in words', () => {
  it('reads "if X, A; otherwise B and loop back to the payment check" as an edge back to the last decision', () => {
    const c = extractFlowchart(briefCtxFor('flowchart: the customer places an order. If the order is paid, ship it; otherwise send a reminder and loop back to the payment check.'));
    expect(edgeList(c.nodes, c.edges)).toEqual(['Customer places an order -> Order paid?', 'Order paid? -> Ship it [Yes]', 'Order paid? -> Send a reminder [No]', 'Send a reminder -> Order paid?']);
  });
  it('reads "if X -> A and go back to review, else B" as a loop to the step named by its words', () => {
    const c = extractFlowchart(briefCtxFor('flowchart of a code review: dev opens a PR, reviewer reads it. if changes needed -> dev fixes them and go back to review, else merge the PR -> deploy'));
    expect(edgeList(c.nodes, c.edges)).toEqual(expect.arrayContaining(['Changes needed? -> Dev fixes them [Yes]', 'Dev fixes them -> Reviewer reads it', 'Changes needed? -> Merge the PR [No]', 'Merge the PR -> Deploy']));
  });
});

describe('questions and retries in arrow prose', () => {
  it('reads "A -> is the X too big? if yes, B and try again; if no, C -> end" as "X too big?", B going back to A', () => {
    const c = extractFlowchart(briefCtxFor('make a flowchart: start -> user uploads a video -> is the video too long? if yes, trim it and try again; if no, publish it -> end'));
    expect(edgeList(c.nodes, c.edges)).toEqual(expect.arrayContaining(['User uploads a video -> Video too long?', 'Video too long? -> Trim it [Yes]', 'Trim it -> User uploads a video', 'Video too long? -> Publish it [No]']));
    expect(labels(c.nodes)).not.toContain('Try again');
  });
  it('reads "If it\'s valid → A, otherwise B" after "checks the receipt" as "Receipt valid?", and keeps "IT" the department', () => {
    const c = extractFlowchart(briefCtxFor('Returns: support checks the receipt. If it\'s valid → issue a refund, otherwise reject the request. IT creates a credit note.'));
    expect(labels(c.nodes)).toEqual(expect.arrayContaining(['Receipt valid?', 'IT creates credit note']));
  });
});

describe('conditions stated as a state before an arrow', () => {
  it('reads "Empty tank → show \'refill\' and stop. Otherwise A" as a decision, and "if it\'s on" after "if the machine is off" as its other branch', () => {
    const c = extractFlowchart(briefCtxFor("What the kettle does: if the kettle is off, switch it on; if it's on, check the water. Empty kettle → show 'add water' and stop. Otherwise boil the water and click."));
    expect(edgeList(c.nodes, c.edges)).toEqual(expect.arrayContaining([
      'Kettle off? -> Switch it on [Yes]', 'Kettle off? -> Check the water [No]', 'Switch it on -> Empty kettle?', 'Check the water -> Empty kettle?',
      "Empty kettle? -> Show 'add water' [Yes]", 'Empty kettle? -> Boil water and click [No]',
    ]));
  });
});

describe('flowchart: chatty prose', () => {
  const flow = (prompt: string) => {
    const c = extractFlowchart(briefCtxFor(prompt));
    return edgeList(c.nodes, c.edges);
  };
  it('reads "When X we do Y, …" as the trigger X, then the step Y (the doer of the main clause starts it)', () => {
    const e = flow('When a bike comes in we log it, check the brakes and gears, then text the owner.');
    expect(e).toEqual(expect.arrayContaining(['Bike comes in -> Log it', 'Log it -> Check brakes and gears']));
  });
  it('reads "either A or B if C" as a decision C whose yes is B and whose no is A', () => {
    const e = flow('We check the bike, then either fix it the same day or order parts if something is missing. Then we text the owner.');
    expect(e).toEqual(expect.arrayContaining(['Check the bike -> Something missing?', 'Something missing? -> Order parts [Yes]', 'Something missing? -> Fix it same day [No]', 'Fix it same day -> Text the owner']));
  });
  it('reads "once it\'s done we text the owner" as the next step, not a step called "It\'s done"', () => {
    const e = flow('We log the bike, then fix it; once it\'s done we text the owner.');
    expect(e.join('\n')).not.toMatch(/It's done/);
    expect(e).toEqual(expect.arrayContaining(['Fix it -> Text the owner']));
  });
});

describe('sequence: a story opened by "when"', () => {
  it('reads "When the user sends X to the server, the server …" with the trigger as the first message', () => {
    const c = extractSequence(briefCtxFor('When the user sends a login request to the server, the server checks the password with the database, and the database returns the result to the server.'));
    expect(c.participants.map((p) => p.label)).toEqual(['User', 'Server', 'Database']);
    expect(c.messages[0]).toMatchObject({ from: 'user', to: 'server', label: 'Sends a login request' });
  });
});

describe('conditions that answer each other', () => {
  it('reads "if a room is free … If nothing is free …" as the two branches of one decision', () => {
    const c = extractSwimlane(briefCtxFor('Reception checks availability; if a room is free, reception sends the request to housekeeping, housekeeping prepares the room, and reception gives the guest a new key. If nothing is free, reception offers an upgrade for a fee.'));
    expect(c.steps.filter((n) => n.type === 'decision').map((n) => n.label)).toEqual(['Room free?']);
  });
});

describe('flowchart: pasted arrow notes with branch lines', () => {
  it('reads "Q?" then indented "yes -> A" and "no -> B" lines, and "-> damaged? -> yes: X / no: Y", as decisions with labelled branches', () => {
    const c = extractFlowchart(briefCtxFor('return process\nparcel arrives -> scan label -> RMA found?\n  yes -> inspect item -> damaged? -> yes: write off / no: restock\n  no -> quarantine + email customer'));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual(expect.arrayContaining(['RMA found? -> Inspect item [Yes]', 'RMA found? -> Quarantine + email customer [No]', 'Inspect item -> Damaged?', 'Damaged? -> Write off [Yes]', 'Damaged? -> Restock [No]']));
    expect(c.nodes.map((n) => n.label)).not.toContain('Yes');
  });
});

describe('process shapes told by people who never saw the readers', () => {
  it('reads "If not, ask whether they want to X; if yes, A and B, if no, C and D" as one question with both branches', () => {
    const c = extractFlowchart(ctxFor('The clerk checks the shelf. If the size is in stock, hand over the shoes. If not, ask whether they want to order it; if yes, take a deposit and note the phone number, if no, suggest another model and thank them.'));
    const e = edgeList(c.nodes, c.edges);
    expect(c.nodes.map((n) => n.label)).not.toContain('No?');
    expect(e).toEqual(expect.arrayContaining(['Size in stock? -> Want to order it? [No]', 'Want to order it? -> Take a deposit [Yes]', 'Want to order it? -> Suggest another model [No]', 'Suggest another model -> Thank them']));
  });
  it('reads listed steps with "CONDITION -> action" lines as decisions after the step before them', () => {
    const c = extractFlowchart(ctxFor('flowchart - bike repair intake\n1. bike dropped off at counter\n2. check warranty card\n3. no card? -> quote the repair, call owner\n4. card ok -> book free repair\n5. frame cracked -> order new frame\n6. wheel bent -> true the wheel, test ride\n7. hand bike back'));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual(expect.arrayContaining([
      'Bike dropped off at counter -> Check warranty card', 'Check warranty card -> No card?',
      'No card? -> Quote the repair [Yes]', 'Quote the repair -> Call owner', 'No card? -> Book free repair [No]',
      'Book free repair -> Frame cracked or wheel bent?', 'Frame cracked or wheel bent? -> Order new frame [Frame cracked]',
      'Frame cracked or wheel bent? -> True the wheel [Wheel bent]', 'Order new frame -> Hand bike back', 'Test ride -> Hand bike back',
    ]));
  });
  it('leaves arrow chains whose lines start with a step ("Login -> Dashboard") to the arrow reader', () => {
    const c = extractFlowchart(ctxFor('1. Start\n2. Login -> Dashboard\n3. Dashboard -> Settings'));
    expect(c.nodes.every((n) => n.type !== 'decision')).toBe(true);
  });
});

describe('swimlane shapes told by people who never saw the readers', () => {
  it('reads "approves or rejects (rejected goes back to the requester to revise)" as a decision whose No loops back', () => {
    const c = extractSwimlane(briefCtxFor('Swimlane diagram for leave requests. Lanes: Employee, Manager, Payroll. Employee submits the leave form → Manager approves or rejects (rejected goes back to the employee to revise) → Payroll records the leave.'));
    const e = edgeList(c.steps, c.flows);
    expect(e).toEqual(expect.arrayContaining(['Leave form approved? -> Submits the leave form [No]', 'Leave form approved? -> Records the leave [Yes]']));
    expect(c.steps.map((s) => s.label)).not.toContain('Rejected');
  });
});

describe('question lines with their answers', () => {
  it('reads "- is it P1? -> A", "- not P1 -> B", "- triage: reproducible? yes -> C, no -> D", "- once fixed -> E" as two decisions joined at E', () => {
    const c = extractFlowchart(ctxFor('diagram from the thread:\n- order comes in\n- is it express? -> pick it first\n- not express -> goes to the normal queue\n- packing: fragile? yes -> bubble wrap, no -> plain box\n- once packed -> print label + ship'));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual(expect.arrayContaining([
      'Order comes in -> Express?', 'Express? -> Pick it first [Yes]', 'Express? -> Normal queue [No]', 'Normal queue -> Fragile?',
      'Fragile? -> Bubble wrap [Yes]', 'Fragile? -> Plain box [No]', 'Bubble wrap -> Print label + ship', 'Plain box -> Print label + ship',
    ]));
  });
  it('reads "is X empty? yes -> A, no -> B, then C" on one line as a question whose answers join at C', () => {
    const c = extractFlowchart(briefCtxFor('quick flowchart: is the printer tray empty? yes -> load paper, no -> print the page, then staple the copies'));
    expect(edgeList(c.nodes, c.edges)).toEqual(['Printer tray empty? -> Load paper [Yes]', 'Printer tray empty? -> Print the page [No]', 'Load paper -> Staple the copies', 'Print the page -> Staple the copies']);
  });
  it('asks an inverted French question ("Est-il mineur ? Si oui, A. Sinon, B.") without its verb and pronoun', () => {
    const c = extractFlowchart(ctxFor("Le client remplit le formulaire. Est-il mineur ? Si oui, demander l'autorisation parentale. Sinon, vérifier le certificat médical."));
    expect(edgeList(c.nodes, c.edges)).toEqual(expect.arrayContaining(["Mineur? -> Demander l'autorisation parentale [Oui]", 'Mineur? -> Vérifier le certificat médical [Non]']));
  });
});

describe('flowchart checks that decide', () => {
  it('reads "check X – if it hasn\'t Ved, A and check again; if it has, B" as a check that decides, with a loop back to it', () => {
    const c = extractFlowchart(briefCtxFor('Sand the shelf, then paint it. Then check the paint – if it hasn\'t dried, wait an hour and check again; if it has, add the second coat.'));
    const e = edgeList(c.nodes, c.edges);
    expect(c.nodes.find((n) => n.label === 'Check the paint')?.type).toBe('decision');
    expect(e).toEqual(expect.arrayContaining(['Check the paint -> Wait an hour [Not dried]', 'Wait an hour -> Check the paint', 'Check the paint -> Add the second coat [Dried]']));
  });
  it('reads "check X – if it has not Ved, … check again" with "has not" the same way', () => {
    const c = extractFlowchart(briefCtxFor('Start the upload. Then check the log – if it has not finished, wait five minutes and check again; if it has, send the report.'));
    const e = edgeList(c.nodes, c.edges);
    expect(e).toEqual(expect.arrayContaining(['Check the log -> Wait five minutes [Not finished]', 'Wait five minutes -> Check the log', 'Check the log -> Send the report [Finished]']));
  });
  it('reads "After Xing everything has to Y" as the step Y after the step X', () => {
    const c = extractFlowchart(briefCtxFor('Paint the fence, then varnish it. After varnishing everything has to dry overnight before it is used.'));
    expect(labels(c.nodes)).toEqual(['Paint the fence', 'Varnish it', 'Dry overnight']);
  });
});

describe('flowchart branch lines under a question', () => {
  it('reads "step -> question?" with "no -> A" / "yes -> B" lines under it, and later "state -> C -> D" lines as branches of the check before them', () => {
    const c = extractFlowchart(briefCtxFor('Library card renewal\n- member fills in the renewal form\n- desk checks the ID -> expired?\n   - yes -> ask for a new photo\n   - no -> check unpaid loans\n- loans overdue -> ask to return books\n- loans clear -> extend the card -> print a new card'));
    const e = edgeList(c.nodes, c.edges);
    expect(labels(c.nodes)[0]).toBe('Member fills in renewal form');
    expect(e).toEqual(expect.arrayContaining(['Desk checks the ID -> Expired?', 'Expired? -> Ask for new photo [Yes]', 'Expired? -> Check unpaid loans [No]']));
    // The check the Yes branch ends on is what the next lines decide: its branches are named by them.
    expect(c.nodes.find((n) => n.label === 'Check unpaid loans')?.type).toBe('decision');
    expect(e).toEqual(expect.arrayContaining(['Check unpaid loans -> Ask to return books [Loans overdue]', 'Check unpaid loans -> Extend the card [Loans clear]', 'Extend the card -> Print a new card']));
  });
});

describe('arrow lines that open with an outcome', () => {
  /** Edges as "From -[label]-> To" by node label. */
  const arrows = (c: ReturnType<typeof extractFlowchart>) => {
    const l = new Map(c.nodes.map((n) => [n.id, n.label]));
    return c.edges.map((e) => `${l.get(e.from)} -${e.label ?? ''}-> ${l.get(e.to)}`);
  };
  it('reads "Cond → Step" lines after "… → Check" as the branches of that check, two per check (German)', () => {
    const c = extractFlowchart(briefCtxFor('Ablauf:\nMitarbeiter stellt Antrag im Portal → Teamleitung prüft Vertretung\nKeine Vertretung → Antrag ablehnen\nVertretung vorhanden → Resturlaub prüfen\nGenug Tage → Antrag genehmigen → im Teamkalender eintragen\nZu wenig Tage → Rücksprache mit HR'));
    expect(c.nodes.filter((n) => n.type === 'decision').map((n) => n.label)).toEqual(['Teamleitung prüft Vertretung', 'Resturlaub prüfen']);
    expect(arrows(c)).toContain('Teamleitung prüft Vertretung -Keine Vertretung-> Antrag ablehnen');
    expect(arrows(c)).toContain('Resturlaub prüfen -Zu wenig Tage-> Rücksprache mit HR');
    expect(labels(c.nodes)).not.toContain('Genug Tage');
  });
  it('reads English outcome lines the same way', () => {
    const c = extractFlowchart(briefCtxFor('Returns:\nCustomer sends the parcel → Warehouse inspects item\nDamaged → Refuse refund\nLike new → Check receipt\nReceipt found → Refund to card\nNo receipt → Offer store credit'));
    expect(arrows(c)).toEqual(['Customer sends the parcel --> Warehouse inspects item', 'Warehouse inspects item -Damaged-> Refuse refund', 'Warehouse inspects item -Like new-> Check receipt', 'Check receipt -Receipt found-> Refund to card', 'Check receipt -No receipt-> Offer store credit']);
  });
  it('keeps a lone line that opens with an unseen step as a chain of its own', () => {
    const c = extractFlowchart(briefCtxFor('Steps:\nWash → Dry\nFold → Put away'));
    expect(c.nodes.every((n) => n.type !== 'decision')).toBe(true);
    expect(labels(c.nodes)).toContain('Fold');
  });
});

describe('prose flowcharts with bracketed examples and pronoun checks', () => {
  const arrows = (c: ReturnType<typeof extractFlowchart>) => {
    const l = new Map(c.nodes.map((n) => [n.id, n.label]));
    return c.edges.map((e) => `${l.get(e.from)} -${e.label ?? ''}-> ${l.get(e.to)}`);
  };
  it('reads "If X (a, b, c) they do Y. Otherwise they check whether Z; if not, …" as two decisions, the second on the No branch', () => {
    const c = extractFlowchart(briefCtxFor("The receptionist greets the owner. If it's an emergency (bleeding, breathing trouble, poisoning) they alert the duty vet straight away. Otherwise they check whether the pet is registered with us; if not, they register the pet first. Then they offer the next free slot today, and if there's nothing left they book for tomorrow morning."));
    expect(labels(c.nodes).join(' | ')).not.toMatch(/\(bleeding\?|Breathing trouble|, and$/);
    const a = arrows(c);
    expect(a).toContainEqual(expect.stringMatching(/^Pet registered with us\? -No-> They register pet first$/));
    expect(a).toContainEqual(expect.stringMatching(/-No-> Pet registered with us\?$/));
    expect(a).toContainEqual(expect.stringMatching(/^Nothing left\? -Yes-> Book for tomorrow morning$/));
  });
  it('reads a library desk the same way', () => {
    const c = extractFlowchart(briefCtxFor('The librarian scans the card. If the card is blocked (fines, lost, expired) they send the reader to the desk. Otherwise they check whether the book is reserved; if not, they issue the book.'));
    const a = arrows(c);
    expect(a).toContainEqual(expect.stringMatching(/-No-> Book reserved\?$/));
    expect(a).toContainEqual(expect.stringMatching(/^Book reserved\? -No-> They issue (?:the )?book$/));
  });
});
