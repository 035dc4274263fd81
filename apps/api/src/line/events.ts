import type { LineStreamEvent } from '@betting/contracts';

/** A change of the line (every stream event but `ready`, which each stream makes for itself). */
export type LineChange = Exclude<LineStreamEvent, { type: 'ready' }>;

/** What the publisher adds to a change: its id (the SSE `id:`) and its game's sport (the streams' `sportId` filter). */
export interface LineChangeMeta {
  readonly id: number;
  readonly sportId: number;
}

export type LineEventListener = (event: LineChange, meta: LineChangeMeta) => void;

/** A change as a publisher hands it over, before it has an id. */
export interface UnnumberedChange {
  readonly event: LineChange;
  readonly sportId: number;
}

/**
 * Carries published changes to every process (this one included), which number them alike and `deliver` them: several
 * processes behind one balancer, where a browser may resume its stream on another process than the one it left.
 */
export interface LineRelay {
  /** The id of the last change relayed before this process joined: ids continue after it. */
  readonly lastId: number;
  /** The changes of one publisher run, in order. */
  send(changes: readonly UnnumberedChange[]): void;
  /** Where the relay hands every numbered change, in id order. */
  attach(deliver: (event: LineChange, meta: LineChangeMeta) => void): void;
}
/**
 * Called once per batch of games whose outcomes were just decided — finished, or with a market certain before the end
 * (outcome results are committed before it runs).
 */
export type GamesFinishedListener = (gameIds: readonly number[]) => void | Promise<void>;

/**
 * The fan-out of line changes: the SSE stream listens here, the simulator and test control publish. In one process a
 * change is numbered and handed to the listeners at once; with a `relay` (several processes) it goes out through the
 * relay first and comes back to every process, this one too, through `deliver` with the relay's id — so a browser
 * can resume on any process.
 */
export class LineEvents {
  readonly #listeners = new Set<LineEventListener>();
  readonly #finished = new Set<GamesFinishedListener>();
  readonly #relay: LineRelay | undefined;
  #lastId: number;
  #outgoing: UnnumberedChange[] = [];

  /** `lastId`: ids continue after it (createLineModule starts them from the clock, see there). */
  constructor(options: { readonly lastId?: number; readonly relay?: LineRelay } = {}) {
    this.#relay = options.relay;
    this.#lastId = options.relay?.lastId ?? options.lastId ?? 0;
    options.relay?.attach((event, meta) => this.deliver(event, meta));
  }

  subscribe(listener: LineEventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Numbers the change (ids only grow) and hands it to every listener; with a relay, the changes of this run (up to
   * the next microtask) go out through it together instead.
   */
  publish(event: LineChange, sportId: number): void {
    if (this.#relay) {
      if (this.#outgoing.length === 0) queueMicrotask(() => this.#sendOutgoing());
      this.#outgoing.push({ event, sportId });
      return;
    }
    this.deliver(event, { id: this.#lastId + 1, sportId });
  }

  #sendOutgoing(): void {
    const changes = this.#outgoing;
    this.#outgoing = [];
    this.#relay?.send(changes);
  }

  /** Hands a numbered change to every listener (the relay's way in); an id not above the last one is ignored. */
  deliver(event: LineChange, meta: LineChangeMeta): void {
    if (meta.id <= this.#lastId) return;
    this.#lastId = meta.id;
    for (const listener of this.#listeners) {
      try {
        listener(event, meta);
      } catch {
        // a broken subscriber never stops the others
      }
    }
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
