import pRetry from 'p-retry';

/** How a caller retries a dependency: `retries` more tries after the first, `delayMs` apart (constant, no jitter). */
export interface RetryPolicy {
  readonly retries: number;
  readonly delayMs: number;
}

/** Spec §9: redirect check 5 retries with 1 s. */
export const REDIRECT_CHECK_RETRY: RetryPolicy = { retries: 5, delayMs: 1000 };
/** Spec §9: block check 2 retries with 100 ms. */
export const BLOCK_CHECK_RETRY: RetryPolicy = { retries: 2, delayMs: 100 };

export interface FailedAttempt {
  readonly operation: string;
  /** 1 for the first try. */
  readonly attempt: number;
  readonly retriesLeft: number;
  readonly error: Error;
}

/** Thrown when every try failed; `cause` is the last failure. */
export class RetriesExhaustedError extends Error {
  override readonly name = 'RetriesExhaustedError';
  constructor(
    readonly operation: string,
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`${operation} failed after ${attempts} attempts: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Runs `work`, retrying any failure by `policy` (p-retry). Every failed try is reported to `onFailedAttempt`
 * (for the log); when none is left, rejects with RetriesExhaustedError.
 */
export async function withRetries<T>(operation: string, policy: RetryPolicy, work: () => Promise<T>, onFailedAttempt?: (failure: FailedAttempt) => void): Promise<T> {
  let attempts = 1;
  // Almost every check succeeds at once: the first try runs outside p-retry (whose setup costs more than a cached
  // check), and a failure is handed to it as its own first try, so retries, delays and reports stay p-retry's.
  const first = new Promise<T>((resolve) => resolve(work()));
  try {
    return await first;
  } catch {
    // retried below
  }
  try {
    return await pRetry(
      (attemptNumber) => {
        if (attemptNumber === 1) return first;
        attempts += 1;
        return work();
      },
      {
        retries: policy.retries,
        minTimeout: policy.delayMs,
        maxTimeout: policy.delayMs,
        factor: 1,
        randomize: false,
        onFailedAttempt: (error) => {
          try {
            onFailedAttempt?.({ operation, attempt: error.attemptNumber, retriesLeft: error.retriesLeft, error });
          } catch {
            // A failing log line must not stop the retries.
          }
        },
      },
    );
  } catch (error) {
    throw new RetriesExhaustedError(operation, attempts, error);
  }
}
