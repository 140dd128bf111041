import { describe, expect, it } from 'vitest';
import { createBuiltinModel } from '../index.js';
import { labelsOf } from '../../../../eval/fuzzy.js';
import { readBrief } from './read-brief.js';
import { readSlotBrief, readSlotHead, readSlots } from './slot-sections.js';

// Sectioned infographic briefs in the form prompt libraries write for image generators: look sections ("## Style",
// "### Background", "Typography"), a "## Topic", and a layout of slots whose quoted or named titles are the content.
const BRIEFS: Record<string, string> = {"hub": "Create a vibrant tech infographic with a dark neon look.\n\n## Style: Neon Night — glowing, modern\n- Background: Deep navy (#0B1021) with a faint grid\n- Accents: Cyan (#22D3EE), magenta (#E879F9)\n- Typography: Space Grotesk, white headlines\n\n## Topic: The Smart Home — One Hub, Many Devices\n\nHub-spoke layout: central hub card with 5 device cards around it.\n\n## LAYOUT\n\n### CENTER CARD (large, glowing)\nLarge dark card with a cyan glow in the middle.\n- \"SMART HUB\" in bold white\n- Body in #A5B4FC: \"Controls everything from one app\"\n\n### 5 SURROUNDING CARDS (arranged in a ring)\n\n**Top: \"Thermostat\"**\n- Body: \"Heats only the rooms in use\"\n- Small flame icon\n\n**Right: \"Door lock\"**\n- Body: \"Opens with your phone\"\n\n**Bottom-right: \"Lights\"**\n- Body: \"Dim at sunset\"\n\n**Bottom-left: \"Speaker\"**\n- Body: \"Plays music room to room\"\n\n**Left: \"Camera\"**\n- Body: \"Watches the front door\"\n", "pyramid": "Create a clean, high-contrast infographic. Bold structure, not messy.\n\n## Style: Clean Swiss — structured, bold\n- Black (#000000) hero section with white headline\n- Proper greys: #F5F5F5, #E8E8E8\n\n## Topic: Maslow's Needs — Five Levels\n\nA pyramid layout showing 5 levels stacking upward. Bottom tier is widest, top is narrowest.\n\n## LAYOUT\n\n### TOP: Black hero bar\n- \"Maslow's Needs\" in massive bold white\n\n### MAIN: 5-level pyramid on #F5F5F5 ground\n\n**LEVEL 1 — \"Physiological\" (bottom, widest tier)**\nLight grey card. The base everyone starts from.\n- \"LEVEL 1\" in small red label\n- Body in #666666: \"Food, water, sleep.\"\n\n**LEVEL 2 — \"Safety\"**\n- Body: \"Shelter, health, a steady income.\"\n\n**LEVEL 3 — \"Belonging\"**\n- Body: \"Friends, family, community.\"\n\n**LEVEL 4 — \"Esteem\"**\n- Body: \"Respect and recognition.\"\n\n**LEVEL 5 — \"Self-actualisation\" (top, narrowest)**\nBlack card with white text.\n- Body: \"Becoming who you can be.\"\n", "funnel": "Create a clean, high-contrast infographic in a bold corporate style.\n\n## Style: Clean Corporate\n- White background, #1971C2 blue accents\n- Typography: Inter, #212529 headlines\n\n## Topic: How We Hire — From 2,000 Applicants to 5 Hires\n\nFunnel layout showing candidates filtered down at each stage.\n\n## LAYOUT\n\n### MAIN: Vertical funnel\n\n**STAGE 1 — \"2,000 applications\" (widest)**\nWide pale blue band. Number \"2,000\" in massive bold #1971C2.\nBody: \"Every CV is read.\"\n\n**STAGE 2 — \"300 phone screens\"**\nNarrower band. Body: \"Twenty minutes each.\"\n\n**STAGE 3 — \"40 interviews\"**\nBody: \"Two rounds, one practical.\"\n\n**STAGE 4 — \"5 offers\" (tightest)**\nDark blue band with white text. Minimal, confident, final.\n", "cycle": "Create an inspiring circular infographic with a soft watercolour feel.\n\n## Style: Watercolour Calm\n- Background: Off-white paper (#FBF8F3)\n- Accents: Sage (#74B816), sky (#4DABF7), clay (#E8590C)\n- Typography: Rounded sans-serif, #2B2B2B\n\n## Topic: The Water Cycle\n\nCycle layout: four stages around a ring with curved arrows, clockwise.\n\n## LAYOUT\n\n### CENTER\nA soft blue watercolour globe. \"Earth's water\" in bold #2B2B2B.\n\n### STAGE 1 (top): \"Evaporation\"\n- \"Evaporation\" in bold\n- Body: \"The sun heats oceans and lakes.\"\n- Small sun icon\n\n### STAGE 2 (right): \"Condensation\"\n- Body: \"Vapour cools into clouds.\"\n\n### STAGE 3 (bottom): \"Precipitation\"\n- Body: \"Rain and snow fall back down.\"\n\n### STAGE 4 (left): \"Collection\"\n- Body: \"Rivers carry water back to the sea.\"\n", "timeline": "Create a bold editorial infographic with a magazine feel.\n\n## Style: Editorial Bold — confident, warm, structured\n- Background: Warm ivory (#FAF6EE)\n- Accents: Burnt orange (#D9480F), deep teal (#0B7285)\n- Typography: Playfair Display headlines in #212529, Inter body in #495057\n\n## Topic: The Story of Flight — Five Moments That Changed Travel\n\nHorizontal timeline layout with five milestone cards along a thin axis.\n\n## LAYOUT\n\n### HEADER\n\"The Story of Flight\" in massive serif #212529\nSubtitle: \"Five moments that changed travel\"\n\n### TIMELINE (horizontal axis across the middle)\nA thin #0B7285 line runs left to right with circular markers.\n\n**MILESTONE 1 — \"1903: First powered flight\" (far left)**\nCream card with orange top border. Small biplane illustration.\n- Body: \"The Wright brothers fly 12 seconds at Kitty Hawk.\"\n\n**MILESTONE 2 — \"1927: Lindbergh crosses the Atlantic\"**\n- \"1927\" in large bold #D9480F\n- Body: \"33 hours, New York to Paris, alone.\"\n\n**MILESTONE 3 — \"1952: First jet airliner\"**\nCard with a teal shadow.\n- Body: \"The de Havilland Comet enters service.\"\n\n**MILESTONE 4 — \"1969: Boeing 747 first flight\"**\n- Body: \"The jumbo jet makes flying affordable.\"\n\n**MILESTONE 5 — \"2019: Electric aircraft test\"** (far right)\n- Body: \"A seaplane flies on batteries alone.\"\n\n### FOOTER\nSmall caption in #868E96: \"Source: aviation history archives\"\n", "hierarchy": "Create a professional infographic following these specifications:\n\n## Image Specifications\n- **Type**: Infographic\n- **Layout**: tree-branching (top-down)\n- **Style**: Scandinavian minimal\n\n## Core Principles\n- Flat colour fills, no gradients\n- Generous whitespace\n\n## Layout Guidelines\n- Root node at top center — largest, most prominent\n- 3 main branches spreading down and outward\n- Each branch splits into 2-3 leaf nodes\n\n## Content\n\n### Root node: \"Musical Instruments\"\n\n**Branch 1 (left): \"Strings\"**\nTeal circle with a violin illustration.\n- Leaf: \"Violin\"\n- Leaf: \"Cello\"\n- Leaf: \"Guitar\"\n\n**Branch 2 (center): \"Woodwinds\"**\n- Leaf: \"Flute\"\n- Leaf: \"Clarinet\"\n\n**Branch 3 (right): \"Percussion\"**\nMustard circle, drum illustration inside.\n- Leaf: \"Snare drum\"\n- Leaf: \"Xylophone\"\n", "comparison": "Create a clean comparison infographic in a calm, modern style.\n\n## Style: Soft Corporate — balanced, clear\n- Background: Light grey (#F1F3F5)\n- Cards: White with 16px rounded corners and soft shadows\n- Typography: Inter, #212529 headlines, #495057 body\n\n## Topic: Renting vs Buying a Home\n\nTwo-column comparison layout with a vertical divider.\n\n## LAYOUT\n\n### TITLE (top center)\n\"Renting vs Buying\" in large bold #212529\n\n### LEFT CARD: \"Renting\"\nBlue (#1C7ED6) header strip.\n- Flexibility to move\n- Landlord handles repairs\n- Lower upfront cost\n- Small key icon\n\n### RIGHT CARD: \"Buying\"\nGreen (#2F9E44) header strip.\n- Builds equity over time\n- Freedom to renovate\n- Stable monthly payments\n- Small house icon\n", "list": "Create a friendly infographic in a hand-drawn notebook aesthetic.\n\n## Style: Notebook Doodle — warm, playful\n- Background: Lined paper (#FFFDF5) with a red margin line\n- Accents: Marker yellow (#FFD43B), ink blue (#1864AB)\n- Typography: Handwritten headings, #343A40 body\n\n## Topic: Six Habits of Focused Writers\n\nVertical list layout: six numbered cards stacked down the page.\n\n## LAYOUT\n\n### TITLE\n\"Six Habits of Focused Writers\" in big hand-lettered #1864AB\n\n### CARDS (stacked, numbered)\n\n1. **WRITE FIRST** — Yellow sticky note, slight tilt. Bold headline \"Write first\". Body: \"Draft before email or news.\"\n2. **SET A TIMER** — Blue card. Bold headline \"Set a timer\". Body: \"Work in 25-minute sprints.\"\n3. **ONE TAB ONLY** — Bold headline \"One tab only\". Body: \"Close everything you don't need.\"\n4. **SAME PLACE** — Bold headline \"Same place\". Body: \"A fixed desk tells the brain it's time.\"\n5. **STOP MID-SENTENCE** — Bold headline \"Stop mid-sentence\". Body: \"It makes tomorrow's start easy.\"\n6. **READ ALOUD** — Bold headline \"Read aloud\". Body: \"Your ear catches what your eye misses.\"\n"};

async function draw(prompt: string): Promise<{ kind: string; labels: string[]; content: any }> {
  const r = await createBuiltinModel().author({ prompt, design: 'auto', signal: new AbortController().signal });
  return { kind: r.kind, labels: labelsOf(r.content), content: r.content };
}

// Words of the look and layout that must never become a label.
const LOOK_LABEL = /card|layout|shadow|node|branch|tier|TITLE|CENTER|SURROUNDING|Body|hero|banner|#|bold|icon|illustration|Visual|widest|narrowest/i;

describe('slot headings', () => {
  it.each([
    ['LEVEL 1 — "AI User" (bottom, widest tier)', { label: 'AI User', quoted: true, place: 'bottom' }],
    ['Top-left: "Video Calls"', { label: 'Video Calls', quoted: true }],
    ['Cycle Node 1: DISCOVER', { label: 'DISCOVER', quoted: false }],
    ['SECTION 1 — "10,000 raw ideas" (widest)', { label: '10,000 raw ideas', quoted: true }],
    ['CENTER CARD (large, dominant)', { place: 'center', keyed: true }],
    ['Branch 2 (center): "Woodwinds"', { label: 'Woodwinds' }],
  ])('reads "%s" as a slot with its label and place', (name, want) => {
    expect(readSlotHead(name)).toMatchObject(want);
  });
  it('reads "6 SURROUNDING CARDS" as a group of slots, and the page header ("TOP: Black hero bar", "TITLE") as none', () => {
    expect(readSlotHead('6 SURROUNDING CARDS (floating around the center)')).toMatchObject({ group: true });
    expect(readSlotHead('TOP: Black hero bar', 3)).toBeUndefined();
    expect(readSlotHead('TITLE (top center)', 3)).toBeUndefined();
    expect(readSlotHead('Background', 3)).toBeUndefined();
  });
  it('takes a slot\'s title from its body (\'"YOUR TEAM" in bold\', \'Bold headline "Music"\') and its description from \'Body: "…"\'', () => {
    const slots = readSlots('### CENTER CARD\nLarge white card floating in the center with deep shadow.\n- "YOUR TEAM" in bold #1A1A2E\n- Body in #4A4A6A: "Connected and happy"\n- Indigo pill badge: "the hub"\n\n### 2 SURROUNDING CARDS\n1. **MUSIC** — #FEA8EC pink card, white text. Bold headline "Music". Body: "Rhythm and harmony." Vivid photo inside.\n2. **CODE** — Blue card. Bold headline "Code". Body: "Logic and systems."')!;
    expect(slots.map((s) => [s.label, s.details])).toEqual([['YOUR TEAM', ['Connected and happy']], ['Music', ['Rhythm and harmony']], ['Code', ['Logic and systems']]]);
  });
});

describe('sectioned infographic briefs, drawn', () => {
  it('a hub: "### CENTER CARD" with \'"SMART HUB" in bold\' and "**Top: "Thermostat"**" cards around it', async () => {
    const d = await draw(BRIEFS.hub!);
    expect(d.kind).toBe('hub');
    expect(d.content.center.label).toMatch(/^smart hub$/i);
    expect(d.content.spokes.map((s: any) => s.label)).toEqual(['Thermostat', 'Door lock', 'Lights', 'Speaker', 'Camera']);
    expect(d.content.spokes[0].description).toBe('Heats only the rooms in use');
  });
  it('a pyramid: \'**LEVEL 1 — "Physiological" (bottom, widest tier)**\' … "LEVEL 5 (top, narrowest)", top first', async () => {
    const d = await draw(BRIEFS.pyramid!);
    expect([d.kind, d.labels]).toEqual(['pyramid', ['Self-actualisation', 'Esteem', 'Belonging', 'Safety', 'Physiological']]);
  });
  it('a funnel: \'**STAGE 1 — "2,000 applications" (widest)**\' keeps the quoted names with their numbers', async () => {
    const d = await draw(BRIEFS.funnel!);
    expect([d.kind, d.labels]).toEqual(['funnel', ['2,000 applications', '300 phone screens', '40 interviews', '5 offers']]);
  });
  it('a cycle: "### STAGE 1 (top): "Evaporation"" around a "### CENTER" that names the whole', async () => {
    const d = await draw(BRIEFS.cycle!);
    expect([d.kind, d.labels]).toEqual(['cycle', ['Evaporation', 'Condensation', 'Precipitation', 'Collection']]);
  });
  it('a timeline: \'**MILESTONE 1 — "1903: First powered flight" (far left)**\' with its date, the header and footer left out', async () => {
    const d = await draw(BRIEFS.timeline!);
    expect(d.kind).toBe('timeline');
    expect(d.labels).toEqual(expect.arrayContaining(['1903', 'First powered flight', '2019', 'Electric aircraft test']));
    expect(d.labels.join(' | ')).not.toMatch(/Source|Story of Flight|axis/);
  });
  it('a hierarchy: "### Root node: "X"" over \'**Branch 1 (left): "Strings"**\' with \'- Leaf: "Violin"\' items; "Layout Guidelines" are looks', async () => {
    const d = await draw(BRIEFS.hierarchy!);
    expect([d.kind, d.labels]).toEqual(['hierarchy', ['Musical Instruments', 'Strings', 'Violin', 'Cello', 'Guitar', 'Woodwinds', 'Flute', 'Clarinet', 'Percussion', 'Snare drum', 'Xylophone']]);
  });
  it('a comparison: "### LEFT CARD: "Renting"" and "### RIGHT CARD: "Buying"", no card word as a label', async () => {
    const d = await draw(BRIEFS.comparison!);
    expect(d.kind).toBe('comparison');
    expect(d.labels.join(' | ')).not.toMatch(LOOK_LABEL);
    expect(readBrief(BRIEFS.comparison!).content).toContain('Renting — Flexibility to move; Landlord handles repairs; Lower upfront cost');
  });
  it('a list: \'1. **WRITE FIRST** — Yellow sticky note. Bold headline "Write first". Body: "…"\'', async () => {
    const d = await draw(BRIEFS.list!);
    expect([d.kind, d.labels]).toEqual(['list', ['Write first', 'Set a timer', 'One tab only', 'Same place', 'Stop mid-sentence', 'Read aloud']]);
    expect(d.content.items[1].description).toBe('Work in 25-minute sprints');
  });
  it('a hub brief with only two cards around its "### CENTER CARD" is a list headed by the centre\'s name, not "Center"', async () => {
    const d = await draw('## Style: Pastel\n- Background: sky blue (#B8D4F0)\n\n## Topic: Team tools\n\nHub-spoke layout: central concept with 2 connected tools.\n\n### CENTER CARD (large)\n- "YOUR TEAM" in bold #1A1A2E\n\n### 2 SURROUNDING CARDS\n\n**Top-left: "Video Calls"**\n- Body: "Face to face"\n\n**Top-right: "Chat"**\n- Small chat icon');
    expect([d.kind, d.labels]).toEqual(['list', ['YOUR TEAM', 'Video Calls', 'Chat']]);
  });
  it.each(Object.keys(BRIEFS))('draws no look words as labels (%s)', async (k) => {
    const d = await draw(BRIEFS[k]!);
    expect(d.labels.filter((l) => LOOK_LABEL.test(l))).toEqual([]);
  });
});

describe('briefs that lay out no slots', () => {
  it('keeps a plain Markdown outline as it is', () => {
    const text = '# Onboarding\n## Step 1: Sign the contract\n- HR sends it\n## Step 2: Get a laptop\n## Step 3: Meet the team';
    expect(readBrief(text).content).toContain('Step 1: Sign the contract');
  });
  it('keeps bold-led lines outside a group of cards as content ("- **API Gateway**: routes requests", with brand hex colours)', () => {
    const text = 'Use brand colours #FF6600 and #003366.\n\nComponents:\n- **API Gateway**: routes requests to services\n- **Auth Service**: issues tokens\n- **Orders DB**: stores orders\n\nAPI Gateway -> Auth Service';
    expect(readSlotBrief(text)).toBeUndefined();
    expect(readBrief(text).content).toContain('API Gateway -> Auth Service');
  });
  it('draws a brief whose content was cut off after its look sections with no look sentence as a label', async () => {
    const d = await draw('Create a professional infographic following these specifications:\n\n## Image Specifications\n- **Type**: Infographic\n- **Layout**: tree-branching\n\n## Core Principles\n- Flat colour fills\n\n## Layout Guidelines\n- Root node at top center — largest, most prominent\n- 3 main branches spreading down and outward\n- Each branch splits into 2-3 leaf nodes\n\n## Style Guidelines\n**Color Palette**:\n- Background: cream (#F5ECD7)');
    expect(d.labels.join(' | ')).not.toMatch(/Root node|branches|leaf|Specifications|Principles|Palette/);
  });
});
