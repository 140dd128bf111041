// Content of UML class designs: classes (stereotype, attributes, methods), typed relations with multiplicities, packages.
import { z } from 'zod';
import { id, label, title } from './common.js';
import { checkForest, checkRef, checkUniqueIds } from './refs.js';

export const VISIBILITIES = ['public', 'private', 'protected', 'package'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
/** The UML sign of each visibility. */
export const VISIBILITY_SIGNS: Record<Visibility, string> = { public: '+', private: '-', protected: '#', package: '~' };

export const CLASS_RELATIONS = [
  'inheritance', 'realization', 'composition', 'aggregation', 'association', 'dependency', 'link', 'dashed_link',
] as const;
export type ClassRelationType = (typeof CLASS_RELATIONS)[number];

const memberName = z.string().trim().min(1).max(120);
const typeName = z.string().trim().max(80).optional();
const marks = {
  visibility: z.enum(VISIBILITIES).optional(),
  static: z.boolean().optional().describe('class-level member (drawn underlined)'),
  abstract: z.boolean().optional().describe('abstract member (drawn in italics)'),
};

export const classContent = z.object({
  title,
  packages: z.array(z.object({ id, label, parent: id.optional() })).max(30).default([])
    .describe('packages or namespaces drawn as frames around their classes'),
  classes: z.array(z.object({
    id,
    label: label.describe('class name, generics allowed: List<T>'),
    stereotype: z.string().trim().min(1).max(40).optional()
      .describe('without guillemets: interface, abstract, enumeration, service...'),
    abstract: z.boolean().optional().describe('abstract class (name in italics)'),
    package: id.optional(),
    attributes: z.array(z.object({ name: memberName, type: typeName, ...marks })).max(60).default([])
      .describe('fields; enumeration literals are attributes without type'),
    methods: z.array(z.object({
      name: memberName,
      parameters: z.string().trim().max(160).optional().describe('the text between the parentheses, e.g. "id: int, name: String"'),
      returns: typeName.describe('return type'),
      ...marks,
    })).max(60).default([]),
  })).min(1).max(120),
  relations: z.array(z.object({
    from: id.describe('inheritance/realization: the child; composition/aggregation: the whole; others: the source'),
    to: id.describe('inheritance/realization: the parent or interface; composition/aggregation: the part; others: the target'),
    type: z.enum(CLASS_RELATIONS).default('association'),
    label: label.optional(),
    from_multiplicity: z.string().trim().min(1).max(20).optional().describe('e.g. 1, 0..1, *, 1..*'),
    to_multiplicity: z.string().trim().min(1).max(20).optional(),
  })).max(400).default([]),
}).superRefine((c, ctx) => {
  const packages = checkUniqueIds(ctx, c.packages, 'packages');
  checkForest(ctx, c.packages, 'packages');
  const ids = checkUniqueIds(ctx, c.classes, 'classes');
  c.classes.forEach((k, i) => checkRef(ctx, packages, k.package, ['classes', i, 'package']));
  c.relations.forEach((r, i) => {
    checkRef(ctx, ids, r.from, ['relations', i, 'from']);
    checkRef(ctx, ids, r.to, ['relations', i, 'to']);
  });
});
export type ClassContent = z.infer<typeof classContent>;
export type ClassItem = ClassContent['classes'][number];
export type ClassRelation = ClassContent['relations'][number];
