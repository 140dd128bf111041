// The server's Node flags are written in three places: `npm start`, the Dockerfile and the bench that measures
// them. They must say the same thing, or the bench measures a server nobody runs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../bench/lib/server.js';

const root = path.resolve(import.meta.dirname, '..');

describe('server Node flags', () => {
  it('npm start, the Dockerfile and the bench pass the same flags', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const startFlags = /^node((?: --\S+)*) scripts\/start\.mjs$/.exec(pkg.scripts.start!)?.[1]!.trim().split(' ');
    expect(startFlags).toEqual(SERVER_NODE_FLAGS);
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))?.[1];
    expect(JSON.parse(cmd!)).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/http/server.js']);
  });

  it('the flags are ones Node accepts', () => {
    for (const flag of SERVER_NODE_FLAGS) expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0]!)).toBe(true);
  });
});
