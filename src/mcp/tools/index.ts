// The tools of the MCP server, in the order tools/list shows them. A new tool is one file here and one line below.
import type { ToolDefinition } from '../tool.js';
import { createDiagram } from './create-diagram.js';
import { getDiagram } from './get-diagram.js';
import { listDesigns } from './list-designs.js';
import { listDiagrams } from './list-diagrams.js';
import { restyleDiagram } from './restyle-diagram.js';
import { searchIcons } from './search-icons.js';

export const TOOLS: readonly ToolDefinition[] = [
  createDiagram,
  restyleDiagram,
  getDiagram,
  listDiagrams,
  listDesigns,
  searchIcons,
];
