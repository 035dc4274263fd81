import type * as z from 'zod/mini';
import type { $ZodArrayDef, $ZodObjectDef } from 'zod/v4/core';
import { nextTask } from '../lib/next-task';
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

/** How many items of a carried answer's long list `parsePrefetchedInSlices` parses in one task. */
const ITEMS_PER_TASK = 25;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses a carried answer as `prefetchedAnswer` does (the same object for it to return afterwards), in one task, or,
 * when the answer is an object with a long list in it, the rest first and then the list a slice per task.
 */
export async function parsePrefetchedInSlices(request: string, schema: z.ZodMiniType): Promise<void> {
  const answer = peekPrefetched(request);
  const shape = schema._zod.def.type === 'object' ? (schema._zod.def as $ZodObjectDef).shape : {};
  const listKey = isRecord(answer) ? Object.keys(shape).find((key) => Array.isArray(answer[key]) && answer[key].length > ITEMS_PER_TASK && shape[key]?._zod.def.type === 'array') : undefined;
  const itemSchema = listKey === undefined ? undefined : (shape[listKey]?._zod.def as $ZodArrayDef | undefined)?.element;
  if (!isRecord(answer) || listKey === undefined || itemSchema === undefined) {
    prefetchedAnswer(request, schema);
    return nextTask();
  }
  const rest = schema.safeParse({ ...answer, [listKey]: [] });
  const items = answer[listKey] as readonly unknown[];
  const parsedItems: unknown[] = [];
  for (let start = 0; rest.success && start < items.length; start += ITEMS_PER_TASK) {
    await nextTask();
    for (const item of items.slice(start, start + ITEMS_PER_TASK)) {
      const parsed = itemSchema['~standard'].validate(item);
      // A broken item breaks the answer: left unparsed, `prefetchedAnswer` parses it whole and finds it broken.
      if (parsed instanceof Promise || parsed.issues) return nextTask();
      parsedItems.push(parsed.value);
    }
  }
  if (rest.success) parsedAnswers.set(answer, { schema, data: { ...(rest.data as object), [listKey]: parsedItems } });
  return nextTask();
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
