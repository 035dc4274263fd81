import { allSettled, createWatch, fork, type Scope } from 'effector';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { memoryIdleStorage } from '../testing';
import { createIdleLogoffModel, type IdleLogoffModel } from './idle-logoff.model';

/**
 * The rule restated: a signed-in person is logged out at the first moment `limit` has passed since their last
 * activity (input, which lands 100 ms after it happens, or media starting or stopping) while no media plays.
 * After a reload the saved last-activity time still counts. Once logged out, the next load shows the notice once.
 */
const MINUTE = 60_000;
const THROTTLE = 100;

interface Model {
  readonly limitMs: number;
  now: number;
  lastActive: number;
  media: boolean;
  loggedOut: boolean;
  noticeDue: boolean;
  noticeVisible: boolean;
}

interface Real {
  readonly idle: IdleLogoffModel;
  scope: Scope;
  expiries: number;
}

function passTime(model: Model, ms: number): void {
  if (!model.loggedOut && !model.media && model.lastActive + model.limitMs <= model.now + ms) {
    model.loggedOut = true;
    model.noticeDue = true;
  }
  model.now += ms;
}

async function step(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

function check(model: Model, real: Real): void {
  const expected = model.loggedOut ? 1 : 0;
  if (real.expiries !== expected) throw new Error(`logged out ${real.expiries} times, expected ${expected} (${JSON.stringify(model)})`);
  const notice = real.scope.getState(real.idle.$inactivityNoticeVisible);
  if (notice !== model.noticeVisible) throw new Error(`notice ${notice}, expected ${model.noticeVisible}`);
}

type Command = fc.AsyncCommand<Model, Real>;

class Wait implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    passTime(model, this.ms);
    await step(this.ms);
    check(model, real);
  }
  toString = () => `wait(${this.ms})`;
}

class Activity implements Command {
  check = (model: Readonly<Model>) => !model.loggedOut;
  async run(model: Model, real: Real) {
    void allSettled(real.idle.activityDetected, { scope: real.scope });
    passTime(model, THROTTLE);
    if (!model.loggedOut) model.lastActive = model.now;
    await step(THROTTLE);
    check(model, real);
  }
  toString = () => 'activity';
}

class Media implements Command {
  constructor(readonly playing: boolean) {}
  check = (model: Readonly<Model>) => !model.loggedOut && model.media !== this.playing;
  async run(model: Model, real: Real) {
    model.media = this.playing;
    model.lastActive = model.now;
    void allSettled(real.idle.mediaPlaybackChanged, { scope: real.scope, params: this.playing });
    await step(0);
    check(model, real);
  }
  toString = () => `media(${this.playing})`;
}

/** A new page load (media stops with the page); a session still signed in is resumed. */
class Reload implements Command {
  check = (model: Readonly<Model>) => !model.media;
  async run(model: Model, real: Real) {
    // The old page's timers die with it (vitest's clearAllTimers also resets the fake time: set it back).
    vi.clearAllTimers();
    vi.setSystemTime(model.now);
    real.scope = fork();
    createWatch({ unit: real.idle.idleExpired, scope: real.scope, fn: () => (real.expiries += 1) });
    model.noticeVisible = model.noticeDue;
    model.noticeDue = false;
    void allSettled(real.idle.appStarted, { scope: real.scope });
    await step(0);
    void allSettled(real.idle.limitChanged, { scope: real.scope, params: model.limitMs / MINUTE });
    await step(0);
    if (!model.loggedOut) {
      passTime(model, 0);
      void allSettled(real.idle.sessionResumed, { scope: real.scope });
      await step(0);
    }
    check(model, real);
  }
  toString = () => 'reload';
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('idle logoff, model-based', () => {
  it('logs out exactly when the limit passes without activity outside media, across reloads, once', async () => {
    const commands = [
      fc.integer({ min: 1, max: 40 * MINUTE }).map((ms) => new Wait(ms)),
      fc.constantFrom(MINUTE, 5 * MINUTE, 10 * MINUTE - THROTTLE).map((ms) => new Wait(ms)),
      fc.constant(new Activity()),
      fc.boolean().map((playing) => new Media(playing)),
      fc.constant(new Reload()),
    ];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1_000_000_000_000, max: 2_000_000_000_000 }), fc.commands(commands, { maxCommands: 25 }), async (limit, start, sequence) => {
        vi.clearAllTimers();
        vi.setSystemTime(start);
        const idle = createIdleLogoffModel({ storage: memoryIdleStorage(), clock: { now: () => Date.now() } });
        const real: Real = { idle, scope: fork(), expiries: 0 };
        createWatch({ unit: idle.idleExpired, scope: real.scope, fn: () => (real.expiries += 1) });
        const model: Model = { limitMs: limit * MINUTE, now: start, lastActive: start, media: false, loggedOut: false, noticeDue: false, noticeVisible: false };
        void allSettled(idle.appStarted, { scope: real.scope });
        void allSettled(idle.limitChanged, { scope: real.scope, params: limit });
        void allSettled(idle.sessionStarted, { scope: real.scope });
        await step(0);
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      }),
      { numRuns: 100 },
    );
  });
});
