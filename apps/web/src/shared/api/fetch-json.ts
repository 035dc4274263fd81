import type * as z from 'zod/mini';
import { takePrefetched } from './prefetched';

/** Why a JSON call failed: no answer, an error status, or an answer that breaks its contract. */
export type FetchJsonError =
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'http'; readonly status: number }
  | { readonly kind: 'invalid-data'; readonly messages: readonly string[] };

/**
 * A zod contract, or a function that loads it: the first JavaScript's own calls (site config, maintenance) name their
 * schemas through a dynamic import, so zod and the schemas come in a chunk fetched alongside the answer, not before.
 */
export type SchemaSource<Schema extends z.ZodMiniType> = Schema | (() => Promise<Schema>);

/** GET a JSON resource and parse it with its zod contract; failures reject with a {@link FetchJsonError}. */
export async function fetchJson<Schema extends z.ZodMiniType>(url: string, source: SchemaSource<Schema>): Promise<z.infer<Schema>> {
  const schema = typeof source === 'function' ? source() : Promise.resolve(source);
  // Loading the schema must not reject unhandled while the request is under way; a failure surfaces below.
  schema.catch(() => undefined);
  let response: Response;
  try {
    response = takePrefetched(url) ?? (await fetch(url, { headers: { accept: 'application/json' } }));
  } catch (error) {
    throw { kind: 'network', message: String(error) } satisfies FetchJsonError;
  }
  if (!response.ok) throw { kind: 'http', status: response.status } satisfies FetchJsonError;
  const body: unknown = await response.json().catch(() => undefined);
  let contract: Schema;
  try {
    contract = await schema;
  } catch (error) {
    throw { kind: 'network', message: String(error) } satisfies FetchJsonError;
  }
  const parsed = contract.safeParse(body);
  if (!parsed.success) {
    throw { kind: 'invalid-data', messages: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) } satisfies FetchJsonError;
  }
  return parsed.data;
}

/** Runs `attempt` up to 1 + `times` times, `delayMs` apart, while `retryIf` says the failure is worth another try. */
export async function withRetries<T>(attempt: () => Promise<T>, { times, delayMs, retryIf }: { times: number; delayMs: number; retryIf: (error: unknown) => boolean }): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= times || !retryIf(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

export function isInvalidData(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'invalid-data';
}
