/**
 * The clock port. Rules take a `Clock` (or a plain `now` number) instead of reading the system time, so
 * every rule is deterministic. The real clock lives in src/clock/system.ts, outside the rules.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** A clock that always says `ms`. */
export function fixedClock(ms: number): Clock {
  return { now: () => ms };
}

/** `base` shifted by `offsetMs` (e.g. the server's time as seen from the browser). */
export function offsetClock(base: Clock, offsetMs: number): Clock {
  return { now: () => base.now() + offsetMs };
}

/** A clock for tests that only moves when told to. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function manualClock(startMs = 0): ManualClock {
  let current = startMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
