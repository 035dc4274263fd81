import { fc, test } from '@fast-check/vitest';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../route-table';
import { paramCheck } from './param-check';
import type { ParamRule, RouteDefinition } from '../types';

const rules = routeTable.flatMap((route: RouteDefinition) => Object.entries(route.params ?? {}).map(([name, rule]) => ({ name: `${route.id}.${name}`, rule })));

/** The zod schema a rule stands for: the contract its plain predicate must answer as. */
function schemaOf(rule: ParamRule): z.ZodMiniType {
  switch (rule.kind) {
    case 'oneOf':
      return z.enum(rule.values);
    case 'pattern':
      return z.string().check(z.regex(rule.pattern));
    case 'optional':
      return z.optional(schemaOf(rule.inner));
  }
}

/** The values a rule (or the optional wrapping one) lists. */
const listedValues = (rule: ParamRule): readonly string[] => (rule.kind === 'oneOf' ? rule.values : rule.kind === 'optional' ? listedValues(rule.inner) : []);

const listed = [...new Set(rules.flatMap(({ rule }) => listedValues(rule)))];

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
  it('the table has rules of every kind, and enum values to try', () => {
    expect(listed.length).toBeGreaterThan(10);
    expect(new Set(rules.map(({ rule }) => rule.kind))).toEqual(new Set(['oneOf', 'pattern', 'optional']));
  });

  test.prop([fc.constantFrom(...rules), arbValue])('answers as the zod schema of every parameter rule of the table', ({ rule }, value) => {
    expect(paramCheck(rule)(value)).toBe(schemaOf(rule).safeParse(value).success);
  });

  it.each(rules)('$name: the same on the values the table lists and on the absent parameter', ({ rule }) => {
    for (const value of [undefined, '', ...listed, ...listed.map((listedValue) => listedValue.toUpperCase())]) {
      expect(paramCheck(rule)(value)).toBe(schemaOf(rule).safeParse(value).success);
    }
  });
});
