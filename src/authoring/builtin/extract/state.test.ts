import { describe, expect, it } from 'vitest';
import { stateCtx as ctx, stateMoves as moves } from '../test/content-views.js';
import { extractState } from './state.js';



describe('state lists', () => {
  it('reads "can be A, B, C or D" as the lifecycle, and "a pending X can be cancelled" as a way out of one state', () => {
    const c = extractState(ctx('A booking can be requested, confirmed, checked in or cancelled. A requested booking can be cancelled.'));
    expect(c.states.map((s) => s.label)).toEqual(['Requested', 'Confirmed', 'Checked in', 'Cancelled']);
    expect(moves(c)).toEqual(['Requested -> Confirmed', 'Confirmed -> Checked in', 'Requested -> Cancelled']);
    expect(c.title).toBe('Booking states');
  });
  it('lets the closing "or" state leave from where the last one does when nothing else says where it comes from', () => {
    const c = extractState(ctx('Lifecycle states of an invoice: draft, sent, paid or void'));
    expect(moves(c)).toEqual(['Draft -> Sent', 'Sent -> Paid', 'Sent -> Void']);
  });
  it('reads "a delivered X can be returned or refunded" as two transitions, and "reopened" as back to Open', () => {
    const c = extractState(ctx('Issue states: new, open, fixed, closed. A closed issue can be reopened. A fixed issue can be verified or rejected.'));
    expect(moves(c)).toEqual(['New -> Open', 'Open -> Fixed', 'Fixed -> Closed', 'Closed -> Open [Reopened]', 'Fixed -> Verified', 'Fixed -> Rejected']);
  });
  it('keeps every word of listed states ("Review requested", "Changes requested")', () => {
    const c = extractState(ctx('Merge request states: open, review requested, changes requested, merged'));
    expect(c.states.map((s) => s.label)).toEqual(['Open', 'Review requested', 'Changes requested', 'Merged']);
  });
  it('reads "is placed, then paid, then shipped and finally delivered" as a lifecycle', () => {
    const c = extractState(ctx('Parcel status: a parcel is registered, then collected, then sorted and finally delivered.'));
    expect(moves(c)).toEqual(['Registered -> Collected', 'Collected -> Sorted', 'Sorted -> Delivered']);
  });
  it('reads quoted Japanese states in order, and one possible "midway" from every state on the way', () => {
    const c = extractState(ctx('予約の状態遷移：「仮予約」「本予約」「利用済み」、途中で「取消」も可能'));
    expect(moves(c)).toEqual(['仮予約 -> 本予約', '本予約 -> 利用済み', '仮予約 -> 取消', '本予约 -> 取消'.replace('约', '約')]);
  });
  it('reads a Chinese chain with "X可以Y" beside it', () => {
    const c = extractState(ctx('退款状态：待审核 → 已通过 → 已退款；待审核可以驳回'));
    expect(moves(c)).toEqual(['待审核 -> 已通过', '已通过 -> 已退款', '待审核 -> 驳回']);
  });
});

describe('state lists with branches and ways back', () => {
  it('reads "then either A or B" as two ways out of the step before, and "can be retried (back to X)"', () => {
    const c = extractState(ctx('Build states: a build is pending, then running, then either passed or broken. A broken build can be retried (back to pending).'));
    expect(moves(c)).toEqual(['Pending -> Running', 'Running -> Passed', 'Running -> Broken', 'Broken -> Pending [Retried]']);
  });
  it('reads "any X can be Y" after arrows as a way out of every state that has one', () => {
    const c = extractState(ctx('Quote statuses: Draft → Sent → Accepted, Sent → Expired, any quote can be Withdrawn'));
    expect(moves(c)).toEqual(['Draft -> Sent', 'Sent -> Accepted', 'Sent -> Expired', 'Draft -> Withdrawn', 'Sent -> Withdrawn']);
  });
  it('starts the arrows after a question and reads "it can be closed at any time" as a way out of every state on the way', () => {
    const c = extractState(ctx('Which states does a ticket have? New → Triaged → Done, and it can be rejected at any time.'));
    expect(moves(c)).toEqual(['New -> Triaged', 'Triaged -> Done', 'New -> Rejected', 'Triaged -> Rejected']);
  });
  it('reads Chinese clauses run on with commas, "或" as two ways, and undoing ("解冻") as going back', () => {
    const c = extractState(ctx('会员状态：未开通、已开通、已暂停、已关闭。未开通可以开通，已开通可以暂停或关闭，已暂停可以恢复'));
    expect(moves(c)).toEqual(['未开通 -> 已开通', '已开通 -> 已暂停', '已开通 -> 已关闭', '已暂停 -> 已开通 [恢复]']);
  });
  it('takes the state reached just before as the start of a transition whose subject is a clause', () => {
    const c = extractState(ctx('Washing machine states: idle, washing, spinning. Idle goes to washing when started; washing goes to spinning after 30 minutes; after 10 minutes the drum stops and it returns to idle.'));
    expect(moves(c)).toContain('Spinning -> Idle [10 minutes drum stops]');
  });
});

describe('state transitions in prose', () => {
  it('follows a subject-less run of moves from the starting state, with their events', () => {
    const c = extractState(ctx('A loan can be submitted, under review, approved or declined. It starts submitted, goes under review when an officer picks it up, and is approved after the credit check.'));
    expect(moves(c)).toContain('Submitted -> Under review [Officer picks it up]');
    expect(moves(c)).toContain('Under review -> Approved [Credit check]');
  });
  it('reads "when it arrives the doors open" as the event that leads to a listed state from the states reached last', () => {
    const c = extractState(ctx('State machine for a kettle: off, heating, boiling. Off goes to heating when switched on; when the water is hot the kettle is boiling; after 5 minutes it switches off and returns to off.'));
    expect(moves(c)).toEqual(['Off -> Heating [Switched on]', 'Heating -> Boiling [Water is hot]', 'Boiling -> Off [5 minutes]']);
  });
  it('reads an event word as the subject of a move from every listed state ("stop returns to stopped")', () => {
    const c = extractState(ctx('State diagram for a timer: idle, running, paused. Start goes from idle to running, pause goes from running to paused, and reset returns to idle.'));
    expect(moves(c)).toEqual(['Idle -> Running [Start]', 'Running -> Paused [Pause]', 'Running -> Idle [Reset]', 'Paused -> Idle [Reset]']);
  });
  it('reads "X sends it back to Y" from the state named after X ("Reviewers" in "In Review")', () => {
    const c = extractState(ctx('Article states: Draft, In Review, Published. Reviewers can send an article back to Draft.'));
    expect(moves(c)).toContain('In Review -> Draft [Sent back]');
  });
});

describe('transitions stated as rules about the listed states', () => {
  it('reads "A becomes B when E", "X can request changes", ", which go back to Y once E", "an approved PR is merged", "any open PR can be closed"', () => {
    const c = extractState(ctx('State machine of a pull request: draft, open, in review, changes requested, approved, merged, closed. A draft becomes open when marked ready; review can request changes, which go back to in review once pushed; an approved PR is merged; any open PR can be closed.'));
    expect(c.states.map((s) => s.label)).toEqual(['Draft', 'Open', 'In review', 'Changes requested', 'Approved', 'Merged', 'Closed']);
    // The list fills only the steps the rules leave out: open → in review, and in review (not the loop back) → approved.
    expect(moves(c).sort()).toEqual([
      'Approved -> Merged', 'Changes requested -> In review [Pushed]', 'Draft -> Open [Marked ready]', 'In review -> Approved',
      'In review -> Changes requested', 'Open -> Closed', 'Open -> In review',
    ]);
  });

  it('reads "any PR can be closed" and "any state can go to closed" from every state that leads on', () => {
    const c = extractState(ctx('Ticket states: new, assigned, in progress, resolved, closed. A new ticket is assigned by the dispatcher; an assigned ticket moves to in progress when work starts; a resolved ticket can be reopened, which returns it to in progress; any state can go to closed.'));
    expect(moves(c).filter((m) => m.endsWith('Closed'))).toEqual(['New -> Closed', 'Assigned -> Closed', 'In progress -> Closed', 'Resolved -> Closed']);
    const pr = extractState(ctx('Pull request states: draft, open, merged, closed. A draft becomes open when marked ready; an open PR is merged; any PR can be closed.'));
    expect(moves(pr)).toEqual(['Draft -> Open [Marked ready]', 'Open -> Merged', 'Draft -> Closed', 'Open -> Closed']);
  });

  it('reads "X can be reopened, which returns it to Y" as one move labelled with the verb', () => {
    const c = extractState(ctx('Ticket states: new, in progress, resolved. New goes to in progress when picked up; a resolved ticket can be reopened, which returns it to in progress.'));
    expect(moves(c)).toContain('Resolved -> In progress [Reopened]');
    expect(c.states.map((s) => s.label)).toEqual(['New', 'In progress', 'Resolved']);
  });

  it('reads "a running job either succeeds or fails", "starts running when E" and "can be retried, which puts it back in queued"', () => {
    const c = extractState(ctx('Job states: queued, running, succeeded, failed. A queued job starts running when a worker picks it up; a running job either succeeds or fails; a failed job can be retried, which puts it back in queued.'));
    expect(moves(c)).toEqual(['Queued -> Running [Worker picks it up]', 'Running -> Succeeded', 'Running -> Failed', 'Failed -> Queued [Retried]']);
  });

  it('reads "a coin unlocks it; a push locks it again" as events that put it in the state the verb names', () => {
    const c = extractState(ctx('Turnstile states: locked, unlocked. A coin unlocks it; a push locks it again.'));
    expect(moves(c)).toEqual(['Locked -> Unlocked [Coin]', 'Unlocked -> Locked [Push]']);
  });

  it('reads "is submitted for review and goes to in review", "can publish it or send it back to draft", "is archived after a year"', () => {
    const c = extractState(ctx('Document states: draft, in review, published, archived. A draft is submitted for review and goes to in review; review can publish it or send it back to draft; a published document is archived after a year.'));
    expect(moves(c)).toEqual(['Draft -> In review [Submitted for review]', 'In review -> Published', 'In review -> Draft', 'Published -> Archived [After a year]']);
  });

  it('reads "a suspended account can be reactivated or closed": "reactivated" is back to Active, labelled with the word', () => {
    const c = extractState(ctx('Account states: active, suspended, closed. An active account is suspended after three failed logins; a suspended account can be reactivated or closed.'));
    expect(moves(c)).toEqual(['Active -> Suspended [After three failed logins]', 'Suspended -> Active [Reactivated]', 'Suspended -> Closed']);
  });

  it('reads a verb phrase the state is named after ("can wait on customer") before taking "on …" as an event', () => {
    const c = extractState(ctx('Support ticket states: open, in progress, waiting on customer, resolved. In progress can wait on customer, which returns to in progress when the customer replies.'));
    expect(moves(c)).toContain('In progress -> Waiting on customer');
    expect(moves(c)).toContain('Waiting on customer -> In progress [Customer replies]');
  });
});

describe('a walk through the states, told event by event', () => {
  const prompt = "The firmware of our washing machine. It starts in Idle; pressing start goes to Filling; when the water level is reached it goes to Washing, then Draining, then Done (and back to Idle when the door is opened). If the door is opened during Filling or Washing it goes to Paused, and 'resume' returns to where it was. A water leak from any state goes to Error.";
  it('reads "It starts in X; <event> goes to Y; when <event> it goes to Z, then W" with states as names and events as labels', () => {
    const c = extractState(ctx(prompt));
    expect(c.states.filter((s) => s.type === 'normal').map((s) => s.label)).toEqual(['Idle', 'Filling', 'Washing', 'Draining', 'Done', 'Paused', 'Error']);
    expect(moves(c).slice(0, 6)).toEqual(['Start -> Idle', 'Idle -> Filling [Pressing start]', 'Filling -> Washing [Water level is reached]', 'Washing -> Draining', 'Draining -> Done', 'Done -> Idle [Door is opened]']);
  });
  it('reads "if <event> during A or B it goes to P" from each, "\'resume\' returns to where it was" back to each, and "<event> from any state" from all', () => {
    const m = moves(extractState(ctx(prompt)));
    expect(m).toEqual(expect.arrayContaining(['Filling -> Paused [Door is opened]', 'Washing -> Paused [Door is opened]', 'Paused -> Filling [Resume]', 'Paused -> Washing [Resume]', 'Idle -> Error [Water leak from any state]', 'Paused -> Error']));
    expect(m.filter((x) => x.includes('-> Error'))).toHaveLength(6);
  });
});

describe('guards kept on transitions', () => {
  it('reads "A -> B (within 14 days) -> C" with the bracket as the guard into B', () => {
    expect(moves(extractState(ctx('state machine for an order:\nPaid -> Delivered\nDelivered -> Returned (within 14 days) -> Refunded')))).toEqual(['Paid -> Delivered', 'Delivered -> Returned [Within 14 days]', 'Returned -> Refunded']);
  });
  it('keeps "within" in "a delivered order can be returned within 14 days"', () => {
    expect(moves(extractState(ctx('Order states: pending, paid, delivered, returned. A delivered order can be returned within 14 days.')))).toContain('Delivered -> Returned [Within 14 days]');
  });
});

describe('a walk with times', () => {
  it('reads "starts in Red; after 60 seconds it goes to Green, then Yellow after 45 seconds, then back to Red" keeping "after"', () => {
    expect(moves(extractState(ctx('A traffic light starts in Red; after 60 seconds it goes to Green, then Yellow after 45 seconds, then back to Red. Pressing the button goes to Yellow.')))).toEqual([
      'Start -> Red', 'Red -> Green [After 60 seconds]', 'Green -> Yellow [After 45 seconds]', 'Yellow -> Red', 'Red -> Yellow [Pressing the button]',
    ]);
  });
});


describe('state shapes told by people who never saw the readers', () => {
  it('reads "A → B at checkout; B → C" as the state B, the lower-case phrase after it the event', () => {
    const c = extractState(ctx('state diagram for a parking bay: Free → Taken when a car arrives; Taken → Blocked at closing time; Blocked → Free once cleared.'));
    expect(c.states.map((s) => s.label)).toEqual(expect.arrayContaining(['Free', 'Taken', 'Blocked']));
    expect(c.states.map((s) => s.label)).not.toContain('Blocked at closing time');
    expect(moves(c)).toEqual(expect.arrayContaining(['Taken -> Blocked [At closing time]']));
  });
  it('reads "Any state can go to X (reason)" between arrow clauses as a move from every state, labelled with the reason', () => {
    const c = extractState(ctx('state diagram for a printer: Idle → Printing when a job arrives; Printing → Idle when done. Any state can go to Offline (power cut), and Offline → Idle once restarted.'));
    expect(moves(c)).toEqual(expect.arrayContaining(['Idle -> Offline [Power cut]', 'Printing -> Offline [Power cut]', 'Offline -> Idle [Once restarted]']));
    expect(c.states.map((s) => s.label)).not.toContain('Go to Offline');
  });
  it('reads a walk told in prose: "starts as A, then … and it\'s B", "From B it can be C, D, or go to E if … (and back to B once …)", "C items become F", "D ones can be G, which puts them back B", "F is final, and so is D after …"', () => {
    const c = extractState(ctx("what happens to a support ticket? It starts as New, then an agent claims it and it's In Progress. From progress it can be Solved, Closed, or go to Waiting if the customer must answer (and back to In Progress once they reply). Solved tickets become Archived after a week; Closed ones can be Reopened, which puts them back In Progress. Archived is final, and so is Closed after 90 days."));
    expect(c.states.map((s) => s.label)).toEqual(['Start', 'New', 'In Progress', 'Solved', 'Closed', 'Waiting', 'Archived', 'Reopened', 'End']);
    expect(moves(c)).toEqual(expect.arrayContaining([
      'New -> In Progress [Agent claims it]', 'In Progress -> Solved', 'In Progress -> Closed', 'In Progress -> Waiting [Customer must answer]',
      'Waiting -> In Progress [They reply]', 'Solved -> Archived [After a week]', 'Closed -> Reopened', 'Reopened -> In Progress',
      'Archived -> End', 'Closed -> End [After 90 days]',
    ]));
  });
});

describe('bracketed events between arrows', () => {
  it('reads "A →（event）→ B" bullet lines as a transition labelled with the event, not as a state', () => {
    const c = extractState(ctx('注文の状態遷移図を作ってください。\n・受付 →（支払い）→ 支払済\n・支払済 →（発送）→ 配送中\n・配送中 →（受け取り）→ 完了'));
    expect(c.states.map((s) => s.label)).toEqual(['受付', '支払済', '配送中', '完了']);
    expect(moves(c)).toEqual(['受付 -> 支払済 [支払い]', '支払済 -> 配送中 [発送]', '配送中 -> 完了 [受け取り]']);
  });
  it('reads "Locked -> (coin) -> Unlocked" in English the same way', () => {
    const c = extractState(ctx('Turnstile states:\n- Locked -> (coin) -> Unlocked\n- Unlocked -> (push) -> Locked'));
    expect(moves(c)).toEqual(['Locked -> Unlocked [Coin]', 'Unlocked -> Locked [Push]']);
  });
});

describe('state walks told in one long sentence', () => {
  it('reads "starts as A, when E it becomes B, Xing makes it A again, but if F it goes to C instead; C things get G and go to D, after H they are A again"', () => {
    const c = extractState(ctx('Our library laptops have a few states and I want a state diagram: a laptop starts as Available, when a student borrows it it becomes On Loan, returning it makes it Available again, but if the student keeps it past the due date it goes to Overdue instead; Overdue laptops get flagged by the desk and go to Recalled, after the return they are Available again.'));
    expect(c.states.filter((s) => s.type === 'normal').map((s) => s.label)).toEqual(['Available', 'On Loan', 'Overdue', 'Recalled']);
    expect(moves(c).filter((m) => !m.startsWith('Start'))).toEqual(['Available -> On Loan [Student borrows it]', 'On Loan -> Available [Returning it]', 'On Loan -> Overdue [Student keeps it past due date]', 'Overdue -> Recalled [Flagged by the desk]', 'Recalled -> Available [After the return]']);
  });
  it('reads "any X reported Y, whether A or B, goes to C and returns to A after D" as ways in from both and a way back', () => {
    const c = extractState(ctx('A rental car starts as Parked, when a driver books it it becomes Reserved, picking it up makes it Driving, and any car reported damaged, whether Parked or Driving, goes to Workshop and returns to Parked after repair.'));
    expect(moves(c)).toEqual(expect.arrayContaining(['Parked -> Workshop [Car reported damaged]', 'Driving -> Workshop [Car reported damaged]', 'Workshop -> Parked [After repair]']));
  });
});

describe('state arrows with alternatives', () => {
  it('reads "A -> B -> C / D" as two ways out of B, each to a state of its own', () => {
    const c = extractState(ctx('3d print job states: queued -> printing -> done / failed'));
    expect(c.states.map((s) => s.label)).toEqual(['Queued', 'Printing', 'Done', 'Failed']);
    expect(moves(c)).toEqual(['Queued -> Printing', 'Printing -> Done', 'Printing -> Failed']);
  });
  it('reads "A → B → C | D" with a multi-word alternative the same way', () => {
    const c = extractState(ctx("Ticket states: New → In Progress → Resolved | Won't Fix"));
    expect(moves(c)).toEqual(['New -> In Progress', 'In Progress -> Resolved', "In Progress -> Won't Fix"]);
  });
  it('reads "A / B -> C" as a way into C from each', () => {
    const c = extractState(ctx('Order states: draft -> submitted; submitted -> approved / rejected; approved / rejected -> archived'));
    expect(moves(c)).toContain('Approved -> Archived');
    expect(moves(c)).toContain('Rejected -> Archived');
    expect(moves(c)).toContain('Submitted -> Rejected');
  });
});

describe('a lifecycle told as a walk: "starts as X when …", "… and it goes to X", "when …, it\'s X", "can be X-ed by …", "gets flagged as X until it\'s Y"', () => {
  it('reads the kitchen ticket: each sentence shape a move, who or what causes it the label', () => {
    const c = extractState(ctx("Hello! We're building a kitchen display screen for our restaurant and I need a state diagram for an order ticket. A ticket starts as New when the waiter sends it. The chef taps it and it goes to Cooking. When it's plated it's Ready, and once the runner takes it out it's Served. A New ticket can be Voided by the manager, and a Ready ticket that sits more than 10 minutes gets flagged as Delayed until it's served. Thanks!"));
    expect(c.states.filter((s) => s.type !== 'initial').map((s) => s.label)).toEqual(['New', 'Cooking', 'Ready', 'Served', 'Voided', 'Delayed']);
    expect(moves(c)).toEqual(['Start -> New', 'New -> Cooking [Chef taps it]', 'Cooking -> Ready [Plated]', 'Ready -> Served [Runner takes it out]', 'New -> Voided [By manager]', 'Ready -> Delayed [Sits more than 10 minutes]', 'Delayed -> Served']);
  });
  it('reads the same shapes for a support ticket ("is marked as Reopened until it\'s resolved")', () => {
    const c = extractState(ctx('I need a state diagram for a support ticket. A ticket starts as Open when the customer submits it. An agent picks it up and it goes to In Progress. When the fix is shipped it\'s Resolved, and once the customer confirms it\'s Closed. An Open ticket can be Rejected by the triage lead, and a Resolved ticket that gets a reply is marked as Reopened until it\'s resolved.'));
    expect(moves(c)).toEqual(['Start -> Open', 'Open -> In Progress [Agent picks it up]', 'In Progress -> Resolved [Fix is shipped]', 'Resolved -> Closed [Customer confirms]', 'Open -> Rejected [By triage lead]', 'Resolved -> Reopened [Gets a reply]', 'Reopened -> Resolved']);
  });
});

describe('state walks said with "is", "otherwise" and "at any point after"', () => {
  it('reads "a case is Filed, then Served on the defendant … Otherwise it\'s Defended, then Listed for Hearing, and ends as Judgment Given. It can also end as Settled at any point after Served."', () => {
    const c = extractState(ctx("States of a civil claim in the county court: a case is Filed, then Served on the defendant. If the defendant doesn't respond within 14 days it goes to Default Judgment. Otherwise it's Defended, then Listed for Hearing, and ends as Judgment Given. It can also end as Settled at any point after Served."));
    expect(moves(c).filter((m) => !/Start|End/.test(m))).toEqual([
      'Filed -> Served', "Served -> Default Judgment [Defendant doesn't respond within 14 days]", 'Served -> Defended', 'Defended -> Listed for Hearing',
      'Listed for Hearing -> Judgment Given', 'Served -> Settled', 'Defended -> Settled', 'Listed for Hearing -> Settled',
    ]);
  });

  it('reads "… -> kegging -> back to CIP clean" as a loop back to a state named before', () => {
    const c = extractState(ctx('brewery fermenter states pls: idle -> CIP clean -> filled w/ wort -> fermenting -> kegging -> back to CIP clean'));
    expect(c.states.map((s) => s.label).filter((l) => !/^(?:Start|End)$/.test(l))).toEqual(['Idle', 'CIP clean', 'Filled w/ wort', 'Fermenting', 'Kegging']);
    expect(moves(c)).toContain('Kegging -> CIP clean');
  });
});
