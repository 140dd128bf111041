// Every tool once, through any MCP client: content types, structured output, credits charged (1 per creation) and
// not charged (everything else). Shared by the Streamable HTTP and stdio tests.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expect } from 'vitest';
import { contentOf, imageOf, isPng, structured } from './mcp-clients.js';

export const TOOL_NAMES = ['create_diagram', 'restyle_diagram', 'get_diagram', 'list_diagrams', 'list_designs', 'search_icons'];
export const MCP_FLOW = 'flowchart: Receive order -> Check stock -> Ship order -> Send invoice';

/** `balance` reads the paying workspace's credits; returns the created diagram's id. */
export async function exerciseEveryTool(client: Client, balance: () => Promise<number>): Promise<string> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
  for (const t of tools) {
    expect(t.description, t.name).toMatch(/Cost: (1 credit|free \(0 credits\))/);
    expect(t.inputSchema.type).toBe('object');
    expect(t.outputSchema?.type).toBe('object');
  }
  const before = await balance();

  const created = await client.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW, style: { theme: 'light' } } });
  expect(created.isError).toBeFalsy();
  const c = structured(created);
  expect(c).toMatchObject({ status: 'succeeded', kind: 'flowchart', revision: 1, credits_charged: 1, credits_left: before - 1 });
  expect(c.id).toMatch(/^gen_/);
  expect(c.svg_url).toMatch(new RegExp(`/rest/v1/generations/${c.id}/diagram\\.svg$`));
  expect(await balance()).toBe(before - 1);
  expect(contentOf(created).map((x) => x.type)).toEqual(['text', 'image']);
  expect(JSON.parse(contentOf(created)[0]!.text!)).toEqual(c);
  const preview = imageOf(created);
  expect(preview.mimeType).toBe('image/png');
  expect(isPng(preview.bytes)).toBe(true);

  const restyled = await client.callTool({ name: 'restyle_diagram', arguments: { id: c.id, style: { theme: 'dark' } } });
  expect(structured(restyled)).toMatchObject({ id: c.id, revision: 2, style: { theme: 'dark' }, credits_charged: 0, credits_left: before - 1 });
  expect(imageOf(restyled).mimeType).toBe('image/png');
  const redesigned = await client.callTool({ name: 'restyle_diagram', arguments: { id: c.id, design: 'flowchart-horizontal' } });
  expect(structured(redesigned)).toMatchObject({ design: 'flowchart-horizontal', revision: 3, style: { theme: 'dark' } });
  expect(structured(redesigned).width).toBeGreaterThan(structured(redesigned).height);

  const png = await client.callTool({ name: 'get_diagram', arguments: { id: c.id } });
  expect(structured(png)).toMatchObject({ id: c.id, format: 'png', media_type: 'image/png', revision: 3 });
  expect(isPng(imageOf(png).bytes)).toBe(true);
  expect(structured(png).bytes).toBe(imageOf(png).bytes.length);
  expect(imageOf(png).bytes.readUInt32BE(16)).toBe(structured(png).image_width);
  const wide = await client.callTool({ name: 'get_diagram', arguments: { id: c.id, format: 'png', width: 300 } });
  expect(imageOf(wide).bytes.readUInt32BE(16)).toBe(300);
  const svg = await client.callTool({ name: 'get_diagram', arguments: { id: c.id, format: 'svg' } });
  const svgText = contentOf(svg)[1]!;
  expect(svgText.type).toBe('text');
  expect(svgText.text).toMatch(/^<svg[\s>]/);
  expect(svgText.text).toContain('Check stock');
  const pdf = await client.callTool({ name: 'get_diagram', arguments: { id: c.id, format: 'pdf' } });
  const resource = contentOf(pdf)[1]!;
  expect(resource.type).toBe('resource');
  expect(resource.resource?.mimeType).toBe('application/pdf');
  expect(Buffer.from(resource.resource!.blob!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

  const second = await client.callTool({ name: 'create_diagram', arguments: { prompt: 'timeline: 2019 founded, 2021 first product, 2024 went public' } });
  const secondId = structured(second).id;
  const listed = await client.callTool({ name: 'list_diagrams', arguments: { limit: 1 } });
  expect(structured(listed).diagrams.map((d: { id: string }) => d.id)).toEqual([secondId]);
  const next = await client.callTool({ name: 'list_diagrams', arguments: { limit: 1, cursor: structured(listed).next_cursor } });
  expect(structured(next).diagrams[0]).toMatchObject({ id: c.id, prompt: MCP_FLOW, design: 'flowchart-horizontal' });

  const designs = await client.callTool({ name: 'list_designs', arguments: { kind: 'flowchart' } });
  const ids = structured(designs).designs.map((d: { id: string }) => d.id);
  expect(ids).toEqual(expect.arrayContaining(['flowchart-vertical', 'flowchart-horizontal']));
  expect(structured(designs).designs.every((d: { kind: string }) => d.kind === 'flowchart')).toBe(true);
  const searched = await client.callTool({ name: 'list_designs', arguments: { query: 'org chart' } });
  expect(structured(searched).designs.map((d: { kind: string }) => d.kind)).toContain('hierarchy');

  const icons = await client.callTool({ name: 'search_icons', arguments: { query: 'postgresql', limit: 5 } });
  expect(structured(icons).icons[0]).toMatchObject({ id: 'simple:postgresql', set: 'simple' });

  // Two creations, nothing else charged.
  expect(await balance()).toBe(before - 2);
  return c.id;
}
