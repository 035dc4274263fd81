import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../route-table';
import { paramCheck, registeredCheck } from './param-check';
import type { ParamSchemas, RouteDefinition } from '../types';

type ParamSchema = ParamSchemas[string];

const schemas = routeTable.flatMap((route: RouteDefinition) => Object.entries(route.params ?? {}).map(([name, schema]) => ({ name: `${route.id}.${name}`, schema })));

/** The values an enum schema (or the optional wrapping one) lists. */
function listedValues(schema: ParamSchema): string[] {
  const def = schema._zod.def as { readonly entries?: Readonly<Record<string, string>>; readonly innerType?: ParamSchema };
  if (def.entries) return Object.values(def.entries);
  return def.innerType ? listedValues(def.innerType) : [];
}

const listed = [...new Set(schemas.flatMap(({ schema }) => listedValues(schema)))];

/** Every enum value of the table, and near misses: digits, slugs, case, spaces, unicode, the absent parameter. */
const arbValue = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...listed),
  fc.constantFrom(...listed).map((value) => value.toUpperCase()),
  fc.constantFrom('', ' ', 'live ', '1', '007', '1.5', '-1', '１２', 'a-b_c', 'a/b', '__proto__', 'constructor'),
  fc.stringMatching(/^\d{1,6}$/),
  fc.stringMatching(/^[\w-]{1,8}$/),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);

describe('paramCheck', () => {
  it('every parameter schema of the table has its predicate', () => {
    expect(listed.length).toBeGreaterThan(10);
    for (const { name, schema } of schemas) expect(registeredCheck(schema), name).toBeDefined();
  });

  test.prop([fc.constantFrom(...schemas), arbValue])('answers as the zod parse of every parameter schema of the table', ({ schema }, value) => {
    expect(paramCheck(schema)(value)).toBe(schema.safeParse(value).success);
  });

  it.each(schemas)('$name: the same on the values the table lists and on the absent parameter', ({ schema }) => {
    for (const value of [undefined, '', ...listed, ...listed.map((listedValue) => listedValue.toUpperCase())]) {
      expect(paramCheck(schema)(value)).toBe(schema.safeParse(value).success);
    }
  });
});
