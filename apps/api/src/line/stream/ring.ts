/**
 * The last `capacity` entries published, ids increasing: what a reconnecting client missed, while it is still here.
 * Ids need not be consecutive; the ring remembers the newest id it has let go of (`floor`), so it can tell
 * "nothing was missed after X" from "something after X is gone".
 */
export class FrameRing<T extends { readonly id: number }> {
  readonly #slots: (T | undefined)[];
  /** Index of the oldest entry. */
  #head = 0;
  #size = 0;
  /** Every entry with an id above this is still held. */
  #floor: number;
  #lastId: number;

  /** `lastId`: the id published last before the ring started (nothing at or below it can be asked for). */
  constructor(capacity: number, lastId: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`ring capacity must be a positive integer, got ${capacity}`);
    this.#slots = new Array<T | undefined>(capacity);
    this.#floor = lastId;
    this.#lastId = lastId;
  }

  get lastId(): number {
    return this.#lastId;
  }

  get size(): number {
    return this.#size;
  }

  push(entry: T): void {
    if (entry.id <= this.#lastId) throw new RangeError(`ring ids must grow: ${entry.id} after ${this.#lastId}`);
    const capacity = this.#slots.length;
    if (this.#size === capacity) {
      this.#floor = this.#slots[this.#head]!.id;
      this.#slots[this.#head] = entry;
      this.#head = (this.#head + 1) % capacity;
    } else {
      this.#slots[(this.#head + this.#size) % capacity] = entry;
      this.#size += 1;
    }
    this.#lastId = entry.id;
  }

  /**
   * The entries after `id`, oldest first (empty when nothing came since); null when that cannot be answered: some
   * were let go already, or `id` is one this ring never reached (another process's, or from before a restart).
   */
  after(id: number): T[] | null {
    if (id < this.#floor || id > this.#lastId) return null;
    const capacity = this.#slots.length;
    const at = (index: number) => this.#slots[(this.#head + index) % capacity]!;
    // The first entry with an id above `id` (binary search: the entries are in id order).
    let low = 0;
    let high = this.#size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (at(middle).id <= id) low = middle + 1;
      else high = middle;
    }
    const found: T[] = [];
    for (let index = low; index < this.#size; index += 1) found.push(at(index));
    return found;
  }
}
