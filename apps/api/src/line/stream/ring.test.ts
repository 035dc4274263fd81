import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FrameRing } from './ring';

/** A history: where ids start, then the gaps between consecutive ids (ids need not be consecutive). */
const history = fc.record({
  capacity: fc.integer({ min: 1, max: 12 }),
  start: fc.integer({ min: 0, max: 1_000_000 }),
  steps: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 40 }),
});

function play({ capacity, start, steps }: { capacity: number; start: number; steps: number[] }) {
  const ring = new FrameRing<{ id: number }>(capacity, start);
  const ids: number[] = [];
  let id = start;
  for (const step of steps) {
    id += step;
    ids.push(id);
    ring.push({ id });
  }
  return { ring, ids };
}

describe('the resume ring', () => {
  it('returns exactly the entries after an id while none of them was let go, else signals the gap', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: -2, max: 130 }), (input, offset) => {
        const { ring, ids } = play(input);
        const asked = input.start + offset;
        const evicted = ids.slice(0, Math.max(0, ids.length - input.capacity));
        const last = ids.at(-1) ?? input.start;
        // Answerable: nothing after `asked` was let go, and `asked` is not beyond what was published.
        const answerable = evicted.every((id) => id <= asked) && asked >= input.start && asked <= last;
        const got = ring.after(asked);
        if (answerable) expect(got?.map((entry) => entry.id)).toEqual(ids.filter((id) => id > asked));
        else expect(got).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('answers every id it published while held, and only the newest `capacity` entries', () => {
    fc.assert(
      fc.property(history, (input) => {
        const { ring, ids } = play(input);
        const held = ids.slice(-input.capacity);
        expect(ring.size).toBe(held.length);
        expect(ring.lastId).toBe(ids.at(-1) ?? input.start);
        for (const [index, id] of held.entries()) expect(ring.after(id)?.map((entry) => entry.id)).toEqual(held.slice(index + 1));
        if (ids.length > input.capacity) {
          // A client that had the newest entry let go misses nothing; one before it missed that entry.
          const newestGone = ids[ids.length - input.capacity - 1]!;
          expect(ring.after(newestGone)?.map((entry) => entry.id)).toEqual(held);
          expect(ring.after(newestGone - 1)).toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses ids that do not grow and a capacity below one', () => {
    const ring = new FrameRing<{ id: number }>(2, 10);
    expect(() => ring.push({ id: 10 })).toThrow(RangeError);
    ring.push({ id: 11 });
    expect(() => ring.push({ id: 11 })).toThrow(RangeError);
    expect(() => new FrameRing(0, 0)).toThrow(RangeError);
  });
});
