import { describe, expect, it } from 'vitest';
import type { SequenceContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import type { ExtractContext } from './common.js';
import { analyze } from '../text/doc.js';
import { extractSequence } from './sequence.js';
import { briefCtxFor } from '../test/helpers.js';

/** The context the engine builds: the brief first, then the prose reader. */
function ctx(prompt: string): ExtractContext {
  const b = readBrief(prompt);
  const doc = analyze(b.content);
  if (b.title) doc.title = b.title;
  return { doc, design: 'sequence-lifelines', icon: () => undefined };
}

/** Messages as "From > To: label (type)" by participant label. */
function flow(c: SequenceContent): string[] {
  const l = new Map(c.participants.map((p) => [p.id, p.label]));
  return c.messages.map((m) => `${l.get(m.from)} > ${l.get(m.to)}: ${m.label}${m.type === 'sync' ? '' : ` (${m.type})`}`);
}

describe('sequence participants the prompt declares', () => {
  it('keeps every participant of a "Participants:" list, in that order, and matches short mentions to them', () => {
    const c = extractSequence(ctx('Sequence diagram of an image upload\n\nParticipants:\n- Browser (React SPA)\n- Upload API\n- S3 Bucket\n- Thumbnail Worker\n\nFlow:\n1. Browser sends the file to the Upload API\n2. Upload API stores it in S3\n3. Thumbnail Worker reads the image from the bucket'));
    expect(c.participants.map((p) => p.label)).toEqual(['Browser', 'Upload API', 'S3 Bucket', 'Thumbnail Worker']);
    expect(flow(c)).toEqual(['Browser > Upload API: Sends the file', 'Upload API > S3 Bucket: Stores file', 'Thumbnail Worker > S3 Bucket: Reads the image']);
  });
  it('never fails for a named sequence whose participants are only listed: requests go down the list, replies come back', () => {
    const c = extractSequence(ctx('Create a sequence diagram showing the interaction between a shopper, the storefront, a pricing service and the catalog database during a product search'));
    expect(c.participants.map((p) => p.label)).toEqual(['Shopper', 'Storefront', 'Pricing service', 'Catalog database']);
    expect(flow(c)).toEqual([
      'Shopper > Storefront: ', 'Storefront > Pricing service: ', 'Pricing service > Catalog database: ',
      'Catalog database > Pricing service:  (reply)', 'Pricing service > Storefront:  (reply)', 'Storefront > Shopper:  (reply)',
    ]);
    expect(c.title).toBe('Product search');
  });
  it('reads "Draw a sequence diagram for X with these participants: A, B, C" with the request kept as the request', () => {
    const c = extractSequence(ctx('Draw a sequence diagram for a video call with these participants: Caller, Signalling Server, Callee'));
    expect(c.participants.map((p) => p.label)).toEqual(['Caller', 'Signalling Server', 'Callee']);
  });
  it('gives a sequence the prompt asks for the things it lists when nothing else takes part ("parts such as A, B and C")', () => {
    const c = extractSequence(ctx('Make a sequence diagram for the checkout. The system has parts such as a cart, a pricing engine and a payment gateway.'));
    expect(c.participants.map((p) => p.label)).toEqual(['Cart', 'Pricing engine', 'Payment gateway']);
    expect(c.messages).toEqual([]);
  });
  it('adds the objects a UML prompt names by class ("there is a Client class")', () => {
    const c = extractSequence(ctx('Take the strategy pattern with Context, ConcreteStrategy, and Algorithm classes. Assume there is a Client class that configures the Context.'));
    expect(c.participants.map((p) => p.label)).toEqual(['Context', 'ConcreteStrategy', 'Algorithm', 'Client']);
  });
});

describe('sequence messages in numbered flows', () => {
  it('reads subject-less steps as the current participant\'s, replies back to whoever asked, and "if hit / if miss" as one alt', () => {
    const c = extractSequence(ctx([
      'Participants: Mobile App, Gateway, Session Cache, Profile Service',
      '1. Mobile App sends a profile request to Gateway',
      '2. Gateway looks up the session cache',
      '3. If cache hit → Return the cached profile',
      '4. If cache miss:',
      '    - Gateway forwards to Profile Service',
      '    - Profile Service returns the profile',
      '    - Gateway returns to Mobile App',
    ].join('\n')));
    expect(flow(c)).toEqual([
      'Mobile App > Gateway: Sends a profile request',
      'Gateway > Session Cache: Looks up',
      'Gateway > Mobile App: Return the cached profile (reply)',
      'Gateway > Profile Service: Forwards',
      'Profile Service > Gateway: Returns the profile (reply)',
      'Gateway > Mobile App: Returns (reply)',
    ]);
    expect(c.fragments).toEqual([{ type: 'alt', label: 'Cache hit', first: 2, last: 5, else: [{ at: 3, label: 'Cache miss' }] }]);
  });
  it('reads "On success: ..." and "On failure: ..." keys as the branches of an alt; a generated token is a self message', () => {
    const c = extractSequence(ctx('Login flow\n- Customer submits the login form\n- Web App sends to Identity Service\n- On success: create a session, return the session\n- On failure: return an error'));
    expect(flow(c).slice(2)).toEqual(['Identity Service > Identity Service: Create a session', 'Identity Service > Web App: Return the session (reply)', 'Identity Service > Web App: Return an error (reply)']);
    expect(c.fragments).toEqual([{ type: 'alt', label: 'Success', first: 2, last: 4, else: [{ at: 4, label: 'Failure' }] }]);
  });
  it('skips headings and lines that describe the request ("Scenario:", "Flow:")', () => {
    const c = extractSequence(ctx('Scenario: a player joins a match\nFlow:\n1. Game Client asks Matchmaker for a match\n2. Matchmaker replies with a lobby id'));
    expect(flow(c)).toEqual(['Game Client > Matchmaker: Asks for a match', 'Matchmaker > Game Client: Replies with lobby id (reply)']);
  });
  it('reads arrow lines between participants as messages, and an arrow from a condition as the condition', () => {
    const c = extractSequence(ctx('Kiosk -> Ticket API: buy ticket\nTicket API --> Kiosk: ticket\nIf payment declined -> Ticket API returns an error to the Kiosk'));
    expect(flow(c)).toEqual(['Kiosk > Ticket API: Buy ticket', 'Ticket API > Kiosk: Ticket (reply)', 'Ticket API > Kiosk: Returns an error (reply)']);
    expect(c.fragments.map((f) => `${f.type} ${f.label}`)).toEqual(['opt Payment declined']);
  });
});

describe('sequence dialogue', () => {
  it('labels each message with what is said in quotes and sends it to the other party', () => {
    const c = extractSequence(ctx('Write out the chat between Priya and Omar: Priya asks "Lunch at noon, or later?", Omar answers "Noon works!", and Priya says "See you there".'));
    expect(flow(c)).toEqual(['Priya > Omar: Lunch at noon, or later?', 'Omar > Priya: Noon works! (reply)', 'Priya > Omar: See you there']);
  });
  it('draws "replies" to a reply as the conversation going on, not as a return', () => {
    const c = extractSequence(ctx('Nina says "Coffee?", Raj answers "Sure", and Nina replies "Great, two minutes".'));
    expect(flow(c)).toEqual(['Nina > Raj: Coffee?', 'Raj > Nina: Sure (reply)', 'Nina > Raj: Great, two minutes']);
  });
  it('takes the words after a request that only names the kind as the title', () => {
    expect(extractSequence(ctx('Sequence diagram: card payment. The terminal sends the card data to the acquirer.')).title).toBe('Card payment');
    expect(extractSequence(ctx('时序图：扫码支付\n用户 → 收银台：扫码\n收银台 → 支付网关：下单')).title).toBe('扫码支付');
  });
  it('reads "Name: words" lines as what each speaker says', () => {
    const c = extractSequence(ctx('Sequence diagram of a support chat\nVisitor: Hi, my order is late\nAgent: Let me check the tracking number\nVisitor: Thanks'));
    expect(flow(c)).toEqual(['Visitor > Agent: Hi, my order is late', 'Agent > Visitor: Let me check the tracking number', 'Visitor > Agent: Thanks']);
  });
  it('leaves sentences about the diagram out of the conversation', () => {
    const c = extractSequence(ctx('This task is about a short exchange between Ann and Ben. Ann greets Ben with "Morning!", Ben replies with "Hi Ann". Each message is a direct line between them.'));
    expect(c.participants.map((p) => p.label)).toEqual(['Ann', 'Ben']);
    expect(flow(c)).toEqual(['Ann > Ben: Morning!', 'Ben > Ann: Hi Ann (reply)']);
  });
});

describe('sequence requests that tell the story', () => {
  it('reads what a request says after "when" as the messages, and "consumes it" as taken from the topic', () => {
    const c = extractSequence(ctx('Show the message flow when the billing service publishes an InvoicePaid event to the event bus, and the ledger service consumes it and records the payment.'));
    expect(flow(c)).toEqual(['Billing service > Event bus: Publishes an InvoicePaid event (async)', 'Ledger service > Event bus: Consumes event', 'Ledger service > Ledger service: Records the payment']);
  });
  it('reads "... to X which returns Y" as a reply of its own', () => {
    const c = extractSequence(ctx('The kiosk sends the order to the kitchen service which returns a ticket number.'));
    expect(flow(c)).toEqual(['Kiosk > Kitchen service: Sends the order', 'Kitchen service > Kiosk: Returns a ticket number (reply)']);
  });
  it('reads two conditions in a row, one step each, as the branches of one alt', () => {
    const c = extractSequence(ctx('Participants: App, Fraud Check\n1. App sends the payment to Fraud Check\n2. If the score is low, Fraud Check approves it\n3. If the score is high, Fraud Check blocks it'));
    expect(c.fragments.map((f) => [f.type, f.label, f.else.map((e) => e.label)])).toEqual([['alt', 'Score is low', ['Score is high']]]);
  });
});

describe('sequence ellipsis', () => {
  it('reads "sends A, then B" and "A followed by the message, then B" as the same sender\'s next message', () => {
    const c = extractSequence(ctx('FTP session between an FTP client and an FTP server: the client sends USER, then PASS, and the server replies 230. The client sends LIST followed by the message, then BYE.'));
    expect(flow(c)).toEqual(['FTP client > FTP server: Sends USER', 'FTP client > FTP server: PASS', 'FTP server > FTP client: Replies 230 (reply)', 'FTP client > FTP server: Sends LIST', 'FTP client > FTP server: BYE']);
  });
});

describe('sequence receivers', () => {
  it('sends a retried call to whom the sender first called, and a person\'s unaddressed step to the system they use', () => {
    const c = extractSequence(ctx('The mobile app calls the orders API with a token. If the orders API answers 401, the mobile app asks the token service for a new token and retries the call. The user then opens the order list.'));
    const f = flow(c);
    expect(f).toContain('Mobile app > Orders API: Retries the call');
    expect(f[f.length - 1]).toMatch(/^User > (?:Mobile app|Orders API|Token service): Opens the order list$/);
  });
});

describe('messages written in Chinese', () => {
  it('reads "用户登录 App，App 调用认证服务，认证服务查询数据库，数据库返回用户信息，认证服务返回令牌给 App" as five messages, replies to their caller', () => {
    const c = extractSequence(briefCtxFor('画一张时序图：用户登录 App，App 调用认证服务，认证服务查询数据库，数据库返回用户信息，认证服务返回令牌给 App。'));
    const l = new Map(c.participants.map((p) => [p.id, p.label]));
    expect(c.participants.map((p) => [p.label, p.type])).toEqual([['用户', 'actor'], ['App', 'system'], ['认证服务', 'system'], ['数据库', 'system']]);
    expect(c.messages.map((m) => `${l.get(m.from)} > ${l.get(m.to!)}: ${m.label}`)).toEqual(['用户 > App: 登录', 'App > 认证服务: 调用', '认证服务 > 数据库: 查询', '数据库 > 认证服务: 返回用户信息', '认证服务 > App: 返回令牌']);
  });
  const said = (prompt: string) => {
    const c = extractSequence(briefCtxFor(prompt));
    const l = new Map(c.participants.map((p) => [p.id, p.label]));
    return { parties: c.participants.map((p) => p.label), flow: c.messages.map((m) => `${l.get(m.from)} > ${l.get(m.to!)}: ${m.label}`) };
  };
  it('reads "A把X推送给B" (the object after the verb), "…后B给C派单" (two clauses), "A到B取餐", a clause without a subject, and a short name of a longer party', () => {
    const s = said('帮我画一个时序图：外卖下单流程。顾客在App上下单并付款，外卖平台把订单推送给餐厅，餐厅确认接单后平台给骑手派单，骑手到餐厅取餐，然后送达给顾客，最后平台给顾客发送“订单已完成”的通知。');
    expect(s.flow).toEqual(expect.arrayContaining(['外卖平台 > 餐厅: 推送订单', '外卖平台 > 骑手: 派单', '骑手 > 餐厅: 取餐', '骑手 > 顾客: 送达', '外卖平台 > 顾客: 发送“订单已完成”的通知']));
    expect(s.parties).not.toContain('平台');
  });
  it('reads "A向B…", "A调用B做…", "A通知B…", "B返回…" (to its caller) and "A扫码打开B" as messages between the clause subjects', () => {
    const s = said('帮我画一个时序图：共享充电宝租借流程。用户扫码打开小程序，小程序向后台服务器发起租借请求，后台服务器调用支付平台做免押金授权，支付平台返回授权成功，后台服务器通知充电柜弹出充电宝，充电柜回报弹出成功，最后小程序提示用户取走充电宝。');
    expect(s.parties).toEqual(['用户', '小程序', '后台服务器', '支付平台', '充电柜']);
    expect(s.flow).toEqual(['用户 > 小程序: 扫码打开', '小程序 > 后台服务器: 发起租借请求', '后台服务器 > 支付平台: 免押金授权', '支付平台 > 后台服务器: 返回授权成功', '后台服务器 > 充电柜: 弹出充电宝', '充电柜 > 后台服务器: 回报弹出成功', '小程序 > 用户: 取走充电宝']);
  });
  it('reads "A在B下单" as a message to B and "推送消息给A" as one to A', () => {
    const s = said('请画时序图：顾客在App下单，App调用订单服务创建订单，订单服务通知仓库系统备货，仓库系统返回备货完成，订单服务推送消息给顾客。');
    expect(s.flow).toEqual(['顾客 > App: 下单', 'App > 订单服务: 创建订单', '订单服务 > 仓库系统: 备货', '仓库系统 > 订单服务: 返回备货完成', '订单服务 > 顾客: 推送消息']);
  });
  it('reads "A通知物流系统发货": the receiver ends in what it is (系统, 服务, 网关), and what follows is the message', () => {
    const s = said('画一个时序图：用户向网站提交订单，网站调用库存服务检查库存，库存服务返回库存充足，网站请求支付网关扣款，支付网关返回扣款成功，网站通知物流系统发货。');
    expect(s.parties).toEqual(['用户', '网站', '库存服务', '支付网关', '物流系统']);
    expect(s.flow).toEqual(['用户 > 网站: 提交订单', '网站 > 库存服务: 检查库存', '库存服务 > 网站: 返回库存充足', '网站 > 支付网关: 扣款', '支付网关 > 网站: 返回扣款成功', '网站 > 物流系统: 发货']);
  });
  it('reads Japanese clauses joined by "、" ("AがBでボタンを押すと、BがCに…を送り、…")', () => {
    const s = said('シーケンス図：ユーザーがアプリでボタンを押すと、アプリがサーバーにリクエストを送り、サーバーがデータベースを検索し、データベースが結果を返す。');
    expect(s.flow).toEqual(['ユーザー > アプリ: ボタンを押す', 'アプリ > サーバー: リクエストを送り', 'サーバー > データベース: 検索し', 'データベース > サーバー: 結果を返す']);
  });
  it('reads Japanese "AがBに…を送る", "AがBを開く" and "Aが結果を返す" one sentence at a time', () => {
    const s = said('シーケンス図をお願いします：ユーザーがアプリを開く。アプリがサーバーにログイン要求を送る。サーバーがデータベースに問い合わせる。データベースが結果を返す。サーバーがアプリにトークンを返す。');
    expect(s.parties).toEqual(['ユーザー', 'アプリ', 'サーバー', 'データベース']);
    expect(s.flow).toEqual(['ユーザー > アプリ: 開く', 'アプリ > サーバー: ログイン要求を送る', 'サーバー > データベース: 問い合わせる', 'データベース > サーバー: 結果を返す', 'サーバー > アプリ: トークンを返す']);
  });
});

describe('"it" in a message', () => {
  it('reads "the auth service stores it in the database and returns it" with "it" as the token named just before', () => {
    const c = extractSequence(briefCtxFor('Sequence diagram of a password reset: the user asks the web app for a reset link, the web app asks the auth service to create a token, the auth service stores it in the database and returns it, the web app asks the mail service to send the email.'));
    expect(c.messages.map((m) => m.label)).toEqual(expect.arrayContaining(['Stores token', 'Returns token']));
  });
});

describe('the teller as a participant', () => {
  it('reads "I (the Customer) place the order in the App … The App notifies me" with the teller as the Customer', () => {
    const c = extractSequence(ctx('I (the Customer) place the order in the App. The App sends the order to the Restaurant. The Restaurant confirms and replies with a prep time of 20 min. The App notifies me with the estimated time, then assigns a Courier.'));
    expect(flow(c)).toEqual(['Customer > App: Places the order', 'App > Restaurant: Sends the order', 'Restaurant > App: Replies with prep time of 20 min (reply)', 'App > Customer: Notifies with estimated time (async)', 'App > Courier: Assigns']);
  });
});

describe('a message through a system', () => {
  it('reads "the Customer rates the Courier in the App" as a message to the App about the Courier', () => {
    const c = extractSequence(ctx('The App sends the order to the Restaurant. The Courier delivers the food to the Customer. The Customer rates the Courier in the App.'));
    expect(flow(c)).toContain('Customer > App: Rates the Courier');
  });
});

describe('arrow lines without a colon', () => {
  it('reads "A -> B message" when B begins with a participant that sends elsewhere: the rest is the message', () => {
    const c = extractSequence(ctx('sequence diagram of me ordering pizza: me -> app order, app -> pizzeria confirm, pizzeria -> courier pickup, courier -> me delivery'));
    expect(c.participants.map((p) => p.label)).toEqual(['Me', 'App', 'Pizzeria', 'Courier']);
    expect(c.messages.map((m) => m.label)).toEqual(['Order', 'Confirm', 'Pickup', 'Delivery']);
  });
  it('drops a closing request line "pls diagram who talks to whom, in order"', () => {
    const c = extractSequence(ctx('login notes:\n1. Browser → web app: GET /dashboard\n2. web app → Browser: redirect\n3. web app → session store: create session\npls diagram who talks to whom, in order'));
    expect(flow(c)).toEqual(['Browser > Web app: GET /dashboard', 'Web app > Browser: Redirect', 'Web app > Session store: Create session']);
  });
});

describe('a story of messages between parties named by what they do', () => {
  it('reads "the hub asks the camera for a snapshot, the camera sends back the image" with the parties by their fullest names', () => {
    const c = extractSequence(ctx('The smart doorbell detects motion and pings the home hub. The hub asks the camera for a snapshot, the camera sends back the image, the hub forwards it to the cloud relay, and the cloud relay pushes a notification to the phone.'));
    expect(c.participants.map((p) => p.label)).toEqual(['Smart doorbell', 'Home hub', 'Camera', 'Cloud relay', 'Phone']);
    expect(flow(c).slice(2, 6)).toEqual(['Home hub > Camera: Asks for a snapshot', 'Camera > Home hub: Sends back the image (reply)', 'Home hub > Cloud relay: Forwards image', 'Cloud relay > Phone: Pushes a notification (async)']);
  });
});

describe('sequence sentence shapes of prose written without our wording in mind', () => {
  it('reads "participants: A, B, C. a posts x to B, …" on one line: the messages after the roster on its line are kept', () => {
    const c = extractSequence(ctx('participants: Mobile App, Checkout API, Stripe. app posts cart to Checkout API, API creates PaymentIntent at Stripe, Stripe returns client_secret.'));
    expect(c.participants.map((p) => p.label)).toEqual(['Mobile App', 'Checkout API', 'Stripe']);
    expect(flow(c)).toEqual(['Mobile App > Checkout API: Posts cart', 'Checkout API > Stripe: Creates PaymentIntent', 'Stripe > Checkout API: Returns client_secret (reply)']);
  });
  it('reads "(the bug: X arrived before Y, Z retried)" as a remark in parentheses, no message', () => {
    const c = extractSequence(ctx('Participants: App, API, Stripe.\nApp posts the cart to API. API calls Stripe.\n(the bug: the webhook arrived before the order row existed, Stripe retried after 30s.)'));
    expect(c.participants.map((p) => p.label)).toEqual(['App', 'API', 'Stripe']);
    expect(flow(c)).toEqual(['App > API: Posts the cart', 'API > Stripe: Calls']);
  });
  it('reads "A confirms the payment with B" as a request to B, not a reply', () => {
    const c = extractSequence(ctx('Participants: App, API, Stripe. App posts the cart to API, API creates an intent at Stripe, App confirms payment directly with Stripe.'));
    expect(flow(c)[2]).toBe('App > Stripe: Confirms payment directly');
  });
  it('reads "Dr. Okafor orders …" and "to Dr. Okafor\'s pager" as one person, who receives what goes to their pager', () => {
    const c = extractSequence(ctx("Dr. Okafor orders a blood panel in the EHR. The EHR forwards the order to the LabSystem, which prints a barcode label for the ward nurse. The nurse draws the sample and sends it to the lab; the LabSystem then posts the results back to the EHR, and the EHR pushes a notification to Dr. Okafor's pager."));
    expect(c.participants.map((p) => `${p.label} (${p.type})`)).toEqual(['Dr. Okafor (actor)', 'EHR (system)', 'LabSystem (system)', 'Ward nurse (actor)']);
    expect(flow(c)).toEqual([
      'Dr. Okafor > EHR: Orders a blood panel',
      'EHR > LabSystem: Forwards the order',
      'LabSystem > Ward nurse: Prints a barcode label',
      'Ward nurse > Ward nurse: Draws the sample',
      'Ward nurse > LabSystem: Sends sample',
      'LabSystem > EHR: Posts the results back',
      'EHR > Dr. Okafor: Pushes notification to pager (async)',
    ]);
  });
  it('reads "prints a label for the nurse" as handed to the nurse, and "the lab" as the LabSystem', () => {
    const c = extractSequence(ctx('The EHR sends the order to the LabSystem, which prints a label for the nurse. The nurse sends the tube to the lab.'));
    expect(flow(c)).toEqual(['EHR > LabSystem: Sends the order', 'LabSystem > Nurse: Prints a label', 'Nurse > LabSystem: Sends the tube']);
  });
  it('reads "X does a thing and sends it to Y" as a step on X\'s own lifeline, then the handover', () => {
    const c = extractSequence(ctx('The clerk sends the form to the registry. The clerk scans the passport and sends it to the registry. The registry returns a receipt.'));
    expect(flow(c).slice(1, 3)).toEqual(['Clerk > Clerk: Scans the passport', 'Clerk > Registry: Sends passport']);
  });
});

describe('sequence run-on prose', () => {
  it('reads "X returns Y, Z then calls W with it, W fetches V from U" comma splices as one message each', () => {
    const c = extractSequence(ctx('sequence diagram: mobile app asks login service for a session, login service returns session, app then calls the orders api with the session, orders api loads orders from the database'));
    expect(c.participants.map((p) => p.label)).toEqual(['Mobile app', 'Login service', 'Orders api', 'Database']);
    expect(flow(c)).toEqual(['Mobile app > Login service: Asks for a session', 'Login service > Mobile app: Returns session (reply)', 'Mobile app > Orders api: Calls with the session', 'Orders api > Database: Loads orders']);
    expect(c.messages.map((m) => m.label)).not.toContain('Orders api loads orders');
  });
  it('reads "notifies the X pager so …", "once the Y analyser is done" and "which then alerts the Z on call" as messages to and from them', () => {
    const c = extractSequence(ctx('When a guest checks in, the front desk app sends the booking to the hotel system, and the hotel system notifies the housekeeping pager so a cleaner comes up. Once the key printer is done, the hotel system sends the key code to the front desk app, which then alerts the manager on duty.'));
    const names = c.participants.map((p) => p.label);
    expect(names).toEqual(expect.arrayContaining(['Housekeeping pager', 'Key printer', 'Manager on duty']));
    expect(c.messages.map((m) => m.label)).not.toContain('Which');
    expect(c.messages.every((m) => !/\bso\b/.test(m.label))).toBe(true);
  });
  it('reads "when a X needs Y she …" as who acts first, not as a message to herself', () => {
    const c = extractSequence(ctx('When a customer needs cash quickly she inserts her card into the ATM, the ATM sends the PIN to the bank server, and the bank server returns an approval to the ATM.'));
    expect(flow(c)[0]).toBe('Customer > ATM: Inserts her card');
    expect(c.messages.every((m) => m.from !== m.to)).toBe(true);
  });
});

describe('sequence parties named by software, hubs and what a message passes through', () => {
  it('reads "signs X in the clinic software, which sends it to the hub" and "through the SMS gateway" as parties', () => {
    const c = extractSequence(ctx("The doctor signs the prescription in the clinic software, which sends it to the national prescription hub. Our pharmacy system polls the hub and downloads it. The pharmacy system sends a 'ready for collection' text to the patient through the SMS gateway. When the patient picks it up, the pharmacy system marks it as dispensed on the hub."));
    expect(c.participants.map((p) => p.label)).toEqual(expect.arrayContaining(['Doctor', 'Clinic software', 'National prescription hub', 'Pharmacy system', 'SMS gateway', 'Patient']));
    const f = flow(c);
    expect(f[0]).toMatch(/^Doctor > Clinic software/);
    expect(f[1]).toMatch(/^Clinic software > National prescription hub/);
    expect(f).not.toContainEqual(expect.stringMatching(/Downloads polls/));
    const sms = f.findIndex((x) => x.startsWith('Pharmacy system > SMS gateway'));
    expect(sms).toBeGreaterThan(0);
    expect(f[sms + 1]).toMatch(/^SMS gateway > Patient/);
  });
  it('reads "sends a push to the rider via the notification service" as two hops', () => {
    const c = extractSequence(ctx('The driver app sends its location to the dispatch service. The dispatch service sends an arrival alert to the rider via the notification service.'));
    const f = flow(c);
    expect(f).toContainEqual(expect.stringMatching(/^Dispatch service > Notification service/));
    expect(f).toContainEqual(expect.stringMatching(/^Notification service > Rider/));
  });
});

describe('a story told after the teller\'s remarks', () => {
  const flow = (prompt: string) => {
    const c = extractSequence(briefCtxFor(prompt));
    const l = new Map(c.participants.map((p) => [p.id, p.label]));
    return { parties: c.participants.map((p) => p.label), flow: c.messages.map((m) => `${l.get(m.from)} > ${l.get(m.to!)}: ${m.label}`) };
  };
  it('skips "our X keeps getting tickets like …" and "I think it would help …", so "When a visitor presses …" opens the story', () => {
    const s = flow("Hi, I'm writing docs for our smart doorbell and would love a sequence diagram. Our support team keeps getting tickets like 'the app rang but the video never loaded', and I think it would help them a lot to see exactly which hop can fail and in what order things happen. When a visitor presses the button, the doorbell sends a ring event to the cloud service. The cloud service pushes a notification to the phone app. The homeowner taps 'Answer' in the phone app, the phone app asks the cloud service for a live stream, the cloud service opens a stream on the doorbell, and the doorbell streams video back to the phone app through the cloud. Thanks in advance!");
    expect(s.parties).toEqual(['Visitor', 'Doorbell', 'Cloud service', 'Phone app', 'Homeowner']);
    expect(s.flow).toEqual(expect.arrayContaining(['Visitor > Doorbell: Presses the button', 'Homeowner > Phone app: Taps \'Answer\'', 'Cloud service > Doorbell: Opens a stream']));
  });
  it('skips "customers keep complaining that …" and "we\'d love to see …": the story opens with "When a customer inserts a card"', () => {
    const s = flow("Could you make a sequence diagram for our vending machine? Customers keep complaining that they paid but got nothing, and we'd love to see where it breaks. When a customer inserts a card, the vending machine sends the amount to the payment terminal. The payment terminal asks the bank for approval, and the bank returns an approval code.");
    expect(s.flow).toEqual(['Customer > Vending machine: Inserts a card', 'Vending machine > Payment terminal: Sends the amount', 'Payment terminal > Bank: Asks for approval', 'Bank > Payment terminal: Returns an approval code']);
  });
  it('reads "X taps \'Verify\' in the handheld" as a message to the handheld, and "queries the app for the plate"', () => {
    const s = flow("I'd love a sequence diagram for our parking app, our help desk keeps getting calls about failed payments and I think a picture would help. When a driver scans the QR code, the parking app asks the payment gateway for a charge. The payment gateway sends the charge to the bank. The bank returns an approval, and the payment gateway confirms the payment to the parking app. The attendant taps 'Verify' in the handheld, the handheld queries the parking app for the plate.");
    expect(s.parties).toEqual(['Driver', 'Parking app', 'Payment gateway', 'Bank', 'Attendant', 'Handheld']);
    expect(s.flow[0]).toBe('Driver > Parking app: Scans the QR code');
    expect(s.flow).toEqual(expect.arrayContaining(["Attendant > Handheld: Taps 'Verify'", 'Handheld > Parking app: Queries for the plate']));
  });
});

describe('sequence prose about people on a call', () => {
  it('"gives X to the caller while the dispatcher assigns the job to the crew": both messages, each receiver a lifeline of its own', () => {
    const c = extractSequence(briefCtxFor('I need a sequence diagram of what happens on a house fire call. The caller dials 112 and speaks to the call taker. The call taker enters the address into the dispatch system, which returns the nearest fire station. The call taker gives safety advice to the caller while the dispatcher assigns the job to the fire crew over the radio. The fire crew sends an arrival status to the dispatch system.'));
    expect(c.participants.map((p) => `${p.label} (${p.type})`)).toEqual(['Caller (actor)', 'Call taker (actor)', 'Dispatch system (system)', 'Dispatcher (actor)', 'Fire crew (actor)']);
    expect(flow(c)).toEqual([
      'Caller > Call taker: Dials 112',
      'Caller > Call taker: Speaks',
      'Call taker > Dispatch system: Enters the address',
      'Dispatch system > Call taker: Returns nearest fire station (reply)',
      'Call taker > Caller: Gives safety advice',
      'Dispatcher > Fire crew: Assigns job over radio',
      'Fire crew > Dispatch system: Sends an arrival status',
    ]);
  });
  it('"I\'m putting together training material … a sequence diagram of what happens on a X": the title is X, not what the diagram is for', () => {
    const c = extractSequence(briefCtxFor('Hi! I\'m putting together training material for new staff and I\'d like a sequence diagram of what happens on a lost card call. The customer phones the call handler. The call handler blocks the card in the card system, which returns a confirmation.'));
    expect(c.title).toBe('Lost card call');
  });
});

describe('sequence messages with a phrasal verb before "to"', () => {
  it('"the user logs in to the app": "to" names the receiver and the particle stays with the verb', () => {
    const c = extractSequence(ctx('Sequence diagram: the user logs in to the app, the app asks the auth server for a token, the auth server returns the token'));
    expect(c.participants.map((p) => p.label)).toEqual(['User', 'App', 'Auth server']);
    expect(flow(c)[0]).toBe('User > App: Logs in');
  });
});

describe('sequence steps written as requirements', () => {
  const req = 'Turn this into a sequence diagram.\n\nREQ-4.2.1 The Attorney shall submit a filing through the E-Filing Portal.\nREQ-4.2.2 The E-Filing Portal shall request fee payment from the Payment Processor and receive a payment confirmation.\nREQ-4.2.3 On successful payment the Portal shall forward the filing to the Case Management System, which places it in the Clerk\'s review queue.\nREQ-4.2.5 The Portal shall email a Notice of Electronic Filing to the Attorney and to Opposing Counsel.\nREQ-4.2.6 Accepted motions are routed by the Case Management System to the Judge.';
  it('"REQ-4.2.1 The Attorney shall submit X through the Portal": the identifier goes, the modal reads as the present', () => {
    const c = extractSequence(ctx(req));
    expect(c.participants.map((p) => p.label)).toEqual(['Attorney', 'E-Filing Portal', 'Payment Processor', 'Case Management System', 'Clerk', 'Opposing Counsel', 'Judge']);
    expect(flow(c).slice(0, 4)).toEqual(['Attorney > E-Filing Portal: Submits a filing', 'E-Filing Portal > Payment Processor: Requests fee payment', 'Payment Processor > E-Filing Portal: Sends a payment confirmation (reply)', 'E-Filing Portal > Case Management System: Forwards the filing']);
  });
  it('"emails N to A and to B" is a message to each; "X are routed by A to B" is A\'s message to B', () => {
    const f = flow(extractSequence(ctx(req)));
    expect(f).toContain('E-Filing Portal > Attorney: Emails Notice of Electronic Filing');
    expect(f).toContain('E-Filing Portal > Opposing Counsel: Emails Notice of Electronic Filing');
    expect(f).toContain('Case Management System > Judge: Routes accepted motions');
  });
  it('"places it in the Clerk\'s review queue": the person whose queue it is receives it', () => {
    expect(flow(extractSequence(ctx(req)))).toContain('Case Management System > Clerk: Places it in review queue');
  });
});
