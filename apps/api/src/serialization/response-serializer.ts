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

/**
 * The JSON Schema as the compiled serialiser should read it:
 * - `anyOf: [X, {type: 'null'}]` as `X` with `nullable` (X not an enum): it tests for null instead of validating each
 *   branch;
 * - no `additionalProperties: false`: it picks a union's branch by validating the value, and zod strips unknown keys
 *   rather than refusing them (a placed single's coupon carries more than the answer shows). Only declared properties
 *   are written either way.
 */
function forCompiledSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forCompiledSerializer);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, forCompiledSerializer(value)]),
  ) as JsonSchema;
  const anyOf = node['anyOf'];
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(node).length === 1) {
    const isNull = (branch: JsonSchema) => branch['type'] === 'null' && Object.keys(branch).length === 1;
    const [first, second] = anyOf as [JsonSchema, JsonSchema];
    const other = isNull(second) ? first : isNull(first) ? second : undefined;
    // An enum keeps its anyOf: a union's branch is chosen by validating, and `nullable` does not let null past `enum`.
    if (other && typeof other['type'] === 'string' && !('anyOf' in other) && !('nullable' in other) && !('enum' in other) && !('const' in other)) return { ...other, nullable: true };
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
  return fastJson(forCompiledSerializer(rest) as Parameters<typeof fastJson>[0]);
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
