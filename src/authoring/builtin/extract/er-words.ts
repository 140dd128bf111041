// Words of ER prose that never name an entity: the request's own nouns ("db schema", "ER diagram"), adjectives
// that open the product's name ("small online"), and words for the parts of a schema ("table", "column").

const NOT_ENTITY = new Set([
  'db', 'dbs', 'database', 'databases', 'schema', 'schemas', 'diagram', 'diagrams', 'erd', 'er', 'model', 'models',
  'data', 'table', 'tables', 'entity', 'entities', 'column', 'columns', 'field', 'fields', 'attribute', 'attributes',
  'relationship', 'relationships', 'relation', 'relations', 'key', 'keys', 'row', 'rows', 'record', 'records',
  'thing', 'things',
  'it', 'this', 'that', 'they', 'there', 'we', 'you', 'i', 'pls', 'please', 'thanks',
]);

// Adjectives and request words that open a name without being one ("small online shop", "simple schema").
const NOT_ENTITY_START = /^(?:small|simple|basic|big|large|online|little|new|quick|sample|example|typical|whole|entire|my|our|your|draw|show|make|create|design|give)$/i;

/** True when a mention cannot be an entity: "Db", "schema", "Small Online", "the database". */
export function notEntity(phrase: string): boolean {
  const ws = phrase.trim().toLowerCase().replace(/^(?:the|a|an)\s+/, '').split(/\s+/);
  if (ws.length === 0 || !ws[0]) return true;
  return ws.every((w) => NOT_ENTITY.has(w) || NOT_ENTITY_START.test(w));
}
