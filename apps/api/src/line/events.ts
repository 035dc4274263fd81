import type { LineStreamEvent } from '@betting/contracts';

export type LineEventListener = (event: LineStreamEvent) => void;
/** Called once per batch of games that finished (outcome results are committed before it runs). */
export type GamesFinishedListener = (gameIds: readonly number[]) => void | Promise<void>;

/**
 * The in-process fan-out of line changes: the SSE routes listen here, the simulator publishes. One process only;
 * for several processes the simulator's publisher is the place to add `pg_notify('line_events', …)` and each
 * process a LISTEN that republishes here (DESIGN.md "Scale").
 */
export class LineEvents {
  readonly #listeners = new Set<LineEventListener>();
  readonly #finished = new Set<GamesFinishedListener>();

  subscribe(listener: LineEventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  publish(event: LineStreamEvent): void {
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch {
        // a broken subscriber never stops the others
      }
    }
  }

  get subscriberCount(): number {
    return this.#listeners.size;
  }

  /** The settlement hook: `onGamesFinished(async (gameIds) => …)`; returns an unsubscribe function. */
  onGamesFinished(listener: GamesFinishedListener): () => void {
    this.#finished.add(listener);
    return () => this.#finished.delete(listener);
  }

  /** Runs every finished-games listener in turn; failures are reported, never thrown. */
  async gamesFinished(gameIds: readonly number[], onError: (error: unknown) => void): Promise<void> {
    if (gameIds.length === 0) return;
    for (const listener of this.#finished) {
      try {
        await listener(gameIds);
      } catch (error) {
        onError(error);
      }
    }
  }
}
