import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/**
 * Zod node types whose encoded output is not the value itself, or that JSON Schema cannot state: a schema holding
 * any of them keeps zod's serialiser, so both ways always write the same JSON.
 */
const ZOD_ONLY_TYPES = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'custom', 'lazy', 'promise', 'date', 'map', 'set', 'bigint', 'symbol', 'undefined', 'void', 'nan', 'function', 'file', 'success', 'never', 'template_literal']);

const asNodes = (value: unknown): $ZodType[] => (Array.isArray(value) ? value.filter((item) => item instanceof $ZodType) : value instanceof $ZodType ? [value] : []);

/** Whether writing `schema`'s output needs zod itself: a type above, or a check that rewrites the value (trim, lower case). */
function needsZod(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { readonly type: string };
  if (ZOD_ONLY_TYPES.has(def.type)) return true;
  const checks = (def['checks'] ?? []) as readonly { readonly _zod: { readonly def: { readonly check: string } } }[];
  if (checks.some((check) => check._zod.def.check === 'overwrite')) return true;
  const children = [
    ...asNodes(Object.values((def['shape'] as Record<string, unknown> | undefined) ?? {})),
    ...asNodes(def['options']),
    ...asNodes(def['items']),
    ...[def['element'], def['innerType'], def['left'], def['right'], def['rest'], def['keyType'], def['valueType'], def['catchall']].flatMap(asNodes),
  ];
  return children.some((child) => needsZod(child, seen));
}

/** `anyOf: [X, {type: 'null'}]` as `X` with `nullable`: the compiled serialiser tests for null instead of validating each branch. */
function nullableInPlace(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableInPlace);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableInPlace(value)])) as JsonSchema;
  const anyOf = node['anyOf'];
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(node).length === 1) {
    const isNull = (branch: JsonSchema) => branch['type'] === 'null' && Object.keys(branch).length === 1;
    const [first, second] = anyOf as [JsonSchema, JsonSchema];
    const other = isNull(second) ? first : isNull(first) ? second : undefined;
    if (other && typeof other['type'] === 'string' && !('anyOf' in other) && !('nullable' in other)) return { ...other, nullable: true };
  }
  return node;
}

/** The compiled serialiser of a zod schema, or undefined when only zod can write it. */
export function compiledSerializer(schema: unknown): Serialize | undefined {
  if (!(schema instanceof $ZodType) || needsZod(schema)) return undefined;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  } catch {
    return undefined;
  }
  const { $schema: _dialect, ...rest } = json;
  return fastJson(nullableInPlace(rest) as Parameters<typeof fastJson>[0]);
}

/**
 * How every answer with a response schema is written. Validating (tests): zod checks the answer against its schema
 * and a mismatch answers 500, as fastify-type-provider-zod does. Not validating (production): the schema is turned
 * into JSON Schema once, at start, and fast-json-stringify writes the answer from it without checking it; the few
 * schemas that only zod can write keep zod's serialiser.
 */
export function responseSerializerCompiler(options: { readonly validate: boolean }): FastifySerializerCompiler<unknown> {
  const zod = zodSerializerCompiler as FastifySerializerCompiler<unknown>;
  if (options.validate) return zod;
  return (route) => compiledSerializer(route.schema) ?? zod(route);
}
