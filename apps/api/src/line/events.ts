import type { LineStreamEvent } from '@betting/contracts';

/** A change of the line (every stream event but `ready`, which each stream makes for itself). */
export type LineChange = Exclude<LineStreamEvent, { type: 'ready' }>;

/** What the publisher adds to a change: its id (the SSE `id:`) and its game's sport (the streams' `sportId` filter). */
export interface LineChangeMeta {
  readonly id: number;
  readonly sportId: number;
}

export type LineEventListener = (event: LineChange, meta: LineChangeMeta) => void;
/** Called once per batch of games that finished (outcome results are committed before it runs). */
export type GamesFinishedListener = (gameIds: readonly number[]) => void | Promise<void>;

/**
 * The in-process fan-out of line changes: the SSE stream listens here, the simulator publishes. One process only;
 * for several processes the simulator's publisher is the place to add `pg_notify('line_events', …)` and each
 * process a LISTEN that republishes here (DESIGN.md "Scale") — with the publisher's ids, so a browser can resume
 * on any process.
 */
export class LineEvents {
  readonly #listeners = new Set<LineEventListener>();
  readonly #finished = new Set<GamesFinishedListener>();
  #lastId: number;

  /** `lastId`: ids continue after it (createLineModule starts them from the clock, see there). */
  constructor(options: { readonly lastId?: number } = {}) {
    this.#lastId = options.lastId ?? 0;
  }

  subscribe(listener: LineEventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Numbers the change (ids only grow) and hands it to every listener; returns its id. */
  publish(event: LineChange, sportId: number): number {
    this.#lastId += 1;
    const meta: LineChangeMeta = { id: this.#lastId, sportId };
    for (const listener of this.#listeners) {
      try {
        listener(event, meta);
      } catch {
        // a broken subscriber never stops the others
      }
    }
    return meta.id;
  }

  /** The id of the last change published (the `lastId` given when none yet). */
  get lastId(): number {
    return this.#lastId;
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
