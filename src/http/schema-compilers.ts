// Fastify's default schema compilers (Ajv, fast-json-stringify), loaded on first use instead of with every app.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<Factories['buildValidator']>;
type SerializerFactory = NonNullable<Factories['buildSerializer']>;

// No route declares a Fastify schema (handlers validate with zod), yet Fastify loads Ajv with every instance,
// about 90 files. These are Fastify's own defaults, resolved from Fastify as it resolves them itself.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
let validator: ValidatorFactory | undefined;
let serializer: SerializerFactory | undefined;

export const lazySchemaCompilers: Factories = {
  buildValidator: ((schemas, options) => {
    validator ??= (fromFastify('@fastify/ajv-compiler') as () => ValidatorFactory)();
    return validator(schemas, options);
  }) as ValidatorFactory,
  buildSerializer: ((schemas, options) => {
    serializer ??= (fromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory)();
    return serializer(schemas, options);
  }) as SerializerFactory,
};
