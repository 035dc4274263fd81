import type { ParamSchemas } from '../types';

type ParamSchema = ParamSchemas[string];

/** Whether a path parameter (absent: `undefined`) passes its schema. */
export type ParamCheck = (value: string | undefined) => boolean;

// zod builds an error (issues, messages) for every failed parse, and a path is tried against several routes of the
// sports shape before one fits: the schemas made in define.ts carry a plain predicate that answers the same (a test
// holds every schema of the table to its parse) at a fraction of the cost.
const checks = new WeakMap<ParamSchema, ParamCheck>();

/** Registers the predicate of a schema; it must answer exactly as `schema.safeParse(value).success`. */
export function withCheck(schema: ParamSchema, check: ParamCheck): ParamSchema {
  checks.set(schema, check);
  return schema;
}

/** The predicate registered for a schema, if any. */
export function registeredCheck(schema: ParamSchema): ParamCheck | undefined {
  return checks.get(schema);
}

/** The check of a schema: its registered predicate, else its zod parse (a table built elsewhere). */
export function paramCheck(schema: ParamSchema): ParamCheck {
  return checks.get(schema) ?? ((value) => schema.safeParse(value).success);
}
