import { ConfigAllResponseSchema, LineEventsResponseSchema, LineMenuResponseSchema, MaintenanceResponseSchema, PlaceCouponResponseSchema, RedirectLightResponseSchema } from '@betting/contracts';
import { fc, test } from '@fast-check/vitest';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { arbitraryOf } from './json-schema-arbitrary.fixture';
import { compiledSerializer, responseSerializerCompiler } from './response-serializer';

const route = <Schema>(schema: Schema) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
/** What the API wrote before, and still writes with validation on: zod's encoding of the value, then JSON.stringify. */
const zodWrites = (schema: $ZodType) => zodSerializerCompiler(route(schema)) as (data: unknown) => string;
/** Values the schema accepts (zod is the judge), with unknown keys and any text. */
const valuesOf = (schema: $ZodType) => arbitraryOf(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Record<string, unknown>).filter((value) => z.safeParse(schema, value).success);

describe('the compiled serialiser writes what zod writes', () => {
  it.each([
    ['line events', LineEventsResponseSchema],
    ['line menu', LineMenuResponseSchema],
    ['maintenance', MaintenanceResponseSchema],
    ['redirect light', RedirectLightResponseSchema],
    ['a placement (singles placed or refused, a union of objects)', PlaceCouponResponseSchema],
  ] as const)('%s', (_name, schema) => {
    const compiled = compiledSerializer(schema);
    expect(compiled).toBeDefined();
    const zod = zodWrites(schema);
    fc.assert(fc.property(valuesOf(schema), (value) => compiled?.(value) === zod(value)));
  });

  test.prop([valuesOf(ConfigAllResponseSchema as unknown as $ZodType)])('the site config (records, unions of types)', (value) => {
    expect(compiledSerializer(ConfigAllResponseSchema)?.(value)).toBe(zodWrites(ConfigAllResponseSchema as unknown as $ZodType)(value));
  });
});

describe('schemas only zod can write keep zod', () => {
  it.each([
    ['a transform', z.object({ at: z.string().transform((text) => text.length) })],
    ['a default', z.object({ flag: z.boolean().default(true) })],
    ['a codec', z.object({ n: z.codec(z.string(), z.number(), { decode: Number, encode: String }) })],
    ['a trimmed string', z.object({ name: z.string().trim() })],
    ['a date', z.object({ at: z.date() })],
  ])('%s', (_name, schema) => {
    expect(compiledSerializer(schema)).toBeUndefined();
  });

  it('and write what zod writes', () => {
    const schema = z.object({ name: z.string().trim(), n: z.codec(z.string(), z.number(), { decode: Number, encode: String }) });
    expect(responseSerializerCompiler({ validate: false })(route(schema))({ name: '  padded  ', n: 7 })).toBe('{"name":"padded","n":"7"}');
  });
});

describe('validating answers is a setting', () => {
  const schema = z.object({ id: z.int().positive(), name: z.string() });
  const wrong = { id: -1, name: 'x' };

  it('on (tests): an answer that breaks its schema is refused', () => {
    expect(() => responseSerializerCompiler({ validate: true })(route(schema))(wrong)).toThrow();
  });

  it('off (production): the compiled serialiser writes it without checking', () => {
    expect(responseSerializerCompiler({ validate: false })(route(schema))(wrong)).toBe('{"id":-1,"name":"x"}');
  });
});
