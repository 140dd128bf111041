// Node --import hook for process tests: prints every module of the MCP SDK the process resolves, to stderr.
import { register } from 'node:module';

register('data:text/javascript,' + encodeURIComponent(`
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.includes('/@modelcontextprotocol/')) process.stderr.write('MCP SDK LOADED ' + resolved.url + '\\n');
  return resolved;
}`));
