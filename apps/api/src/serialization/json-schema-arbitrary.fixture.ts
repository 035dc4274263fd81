import fc from 'fast-check';

type JsonSchema = Readonly<Record<string, unknown>>;

/** Any text, with what escaping must get right: quotes, backslashes, control characters, lone surrogates. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: fc.constantFrom('"', '\\', '/', '\u0000', '\n', '\u001f', '\u007f', '\ud800', '\udfff', '\u2028', '<', 'a', 'é', '😀'), maxLength: 12 }),
);

/**
 * Values a JSON Schema (as z.toJSONSchema writes it: draft 7, no `$ref`) allows, with a few keys no schema names on
 * every object (a serialiser must leave them out). Enough of the keywords for the API's response schemas; it throws on
 * the others, so a test cannot pass by generating nothing.
 */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  if (Array.isArray(schema['anyOf'])) return fc.oneof(...(schema['anyOf'] as JsonSchema[]).map(arbitraryOf));
  const type = schema['type'];
  if (Array.isArray(type)) return fc.oneof(...(type as string[]).map((one) => arbitraryOf({ ...schema, type: one })));
  const number = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = number('minimum') ?? (number('exclusiveMinimum') === undefined ? Number.MIN_SAFE_INTEGER : (number('exclusiveMinimum') as number) + 1);
      const max = number('maximum') ?? (number('exclusiveMaximum') === undefined ? Number.MAX_SAFE_INTEGER : (number('exclusiveMaximum') as number) - 1);
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 10_000) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: number('minimum') ?? -1e12, max: number('maximum') ?? 1e12 });
    case 'string':
      if (typeof schema['pattern'] === 'string') {
        // fast-check cannot generate from lookarounds: it generates without them, and the pattern itself filters.
        const pattern = new RegExp(schema['pattern']);
        return fc.stringMatching(new RegExp(schema['pattern'].replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, ''))).filter((text) => pattern.test(text));
      }
      return anyText.filter((text) => text.length >= (number('minLength') ?? 0));
    case 'array':
      return fc.array(arbitraryOf(schema['items'] as JsonSchema), { minLength: number('minItems') ?? 0, maxLength: Math.max(number('minItems') ?? 0, 3) });
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const required = (schema['required'] ?? []) as string[];
      const known = fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value)])), { requiredKeys: required });
      const additional = schema['additionalProperties'];
      if (additional && typeof additional === 'object') {
        return fc.tuple(known, fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }).map((key) => `k_${key}`), arbitraryOf(additional as JsonSchema), { maxKeys: 3 })).map(([values, more]) => ({ ...more, ...values }));
      }
      const unknown = fc.dictionary(fc.string({ maxLength: 6 }).map((key) => `extra_${key}`), fc.oneof(anyText, fc.integer()), { maxKeys: 2 });
      // Keys in either order: the written order must come from the schema, not from the value.
      return fc.tuple(known, unknown, fc.boolean()).map(([values, extra, reversed]) => {
        const merged: Record<string, unknown> = { ...extra, ...values };
        return reversed ? Object.fromEntries(Object.entries(merged).reverse()) : merged;
      });
    }
    default:
      throw new Error(`no arbitrary for ${JSON.stringify(schema).slice(0, 120)}`);
  }
}
