import type * as z from 'zod/mini';
import { forgetPrefetched, peekPrefetched } from './prefetched';

/** The answers the page carried, parsed: by the answer, the contract it was parsed with and the parsed object. */
const parsedAnswers = new WeakMap<object, { readonly schema: z.ZodMiniType; readonly data: unknown }>();

/**
 * An answer the page carries, parsed with its contract as the API client would; undefined when absent or broken.
 * Parsed once: every caller (the scope's first values, a component's first state) gets the same object.
 */
export function prefetchedAnswer<Schema extends z.ZodMiniType>(request: string, schema: Schema): z.infer<Schema> | undefined {
  const answer = peekPrefetched(request);
  if (answer === undefined) return undefined;
  const known = typeof answer === 'object' && answer !== null ? parsedAnswers.get(answer) : undefined;
  if (known?.schema === schema) return known.data as z.infer<Schema>;
  const parsed = schema.safeParse(answer);
  if (!parsed.success) return undefined;
  if (typeof answer === 'object' && answer !== null) parsedAnswers.set(answer, { schema, data: parsed.data });
  return parsed.data;
}

/**
 * A GET the first HTML already answered, taken once, as the very object the first view was rendered from when that
 * was parsed with the same contract (`prefetchedAnswer`); undefined otherwise (the request then goes the usual way).
 * The app's first request for the data it shows then changes nothing: stores keep their value, components their
 * props, and nothing re-renders for it (an update of an effector store a component reads is rendered at once, in
 * one task, however much of the page it touches).
 */
export function takePrefetchedData<Schema extends z.ZodMiniType>(url: string, schema: Schema): { readonly data: z.infer<Schema> } | undefined {
  const answer = peekPrefetched(url);
  const known = typeof answer === 'object' && answer !== null ? parsedAnswers.get(answer) : undefined;
  if (!known || known.schema !== schema) return undefined;
  forgetPrefetched(url);
  return { data: known.data as z.infer<Schema> };
}
