import fc from 'fast-check';
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { createNoticesModel, type NoticesModel } from './notices.model';

/** The rule restated simply: what is shown, and until when (null = until closed). */
interface Shown {
  readonly id: string;
  readonly until: number | null;
}
interface Model {
  now: number;
  shown: Shown[];
}
interface Real {
  readonly scope: Scope;
  readonly notices: NoticesModel;
}

const TIMEOUT = 10_000;

function visibleIds(model: Model): string[] {
  return model.shown.filter((entry) => entry.until === null || entry.until > model.now).map((entry) => entry.id);
}

async function check(model: Model, real: Real): Promise<void> {
  const actual = real.scope.getState(real.notices.$notifications).map((notification) => notification.id);
  const expected = visibleIds(model);
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`shown ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

class Show implements fc.AsyncCommand<Model, Real> {
  constructor(readonly id: string, readonly timed: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.shown = [...model.shown.filter((entry) => entry.id !== this.id && (entry.until === null || entry.until > model.now)), { id: this.id, until: this.timed ? model.now + TIMEOUT : null }];
    // allSettled would wait for the auto-close timer: start the event and let (fake) time run instead.
    void allSettled(real.notices.notificationShown, { scope: real.scope, params: { id: this.id, timed: this.timed, text: { key: 'text' } } });
    await vi.advanceTimersByTimeAsync(0);
    await check(model, real);
  }
  toString = () => `show(${this.id}, timed=${this.timed})`;
}

class Close implements fc.AsyncCommand<Model, Real> {
  constructor(readonly id: string) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.shown = model.shown.filter((entry) => entry.id !== this.id);
    void allSettled(real.notices.notificationClosed, { scope: real.scope, params: this.id });
    await vi.advanceTimersByTimeAsync(0);
    await check(model, real);
  }
  toString = () => `close(${this.id})`;
}

class Wait implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.now += this.ms;
    model.shown = model.shown.filter((entry) => entry.until === null || entry.until > model.now);
    await vi.advanceTimersByTimeAsync(this.ms);
    await check(model, real);
  }
  toString = () => `wait(${this.ms})`;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notifications, model-based', () => {
  it('never shows a timed notification past 10 s, never shows a closed one, never shows an id twice', async () => {
    const id = fc.constantFrom('a', 'b', 'c');
    const commands = [
      fc.tuple(id, fc.boolean()).map(([name, timed]) => new Show(name, timed)),
      id.map((name) => new Close(name)),
      fc.constantFrom(1, 4_000, 6_000, 9_999, 10_000, 15_000).map((ms) => new Wait(ms)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (sequence) => {
        vi.clearAllTimers();
        const notices = createNoticesModel({ runningVersion: '1' });
        await fc.asyncModelRun(() => ({ model: { now: 0, shown: [] }, real: { scope: fork(), notices } }), sequence);
      }),
    );
  });
});
