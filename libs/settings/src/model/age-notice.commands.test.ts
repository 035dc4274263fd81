import { manualClock, type ManualClock } from '@betting/kernel';
import fc from 'fast-check';
import { allSettled, fork, type Scope } from 'effector';
import { describe, it } from 'vitest';
import { memorySettingsStorage, type MemorySettingsStorage } from '../testing';
import { createSettingsModel, type SettingsModel } from './settings.model';

/** The rule restated: shown on a page start unless accepted under 3 days ago or in this browser session; hidden once accepted. */
const THREE_DAYS = 3 * 24 * 60 * 60 * 1000;
interface Model {
  now: number;
  acceptedAt: number | null;
  acceptedThisSession: boolean;
  visible: boolean;
}
interface Real {
  readonly storage: MemorySettingsStorage;
  readonly clock: ManualClock;
  readonly settings: SettingsModel;
  scope: Scope;
}

function visibleAtStart(model: Model): boolean {
  return !(model.acceptedThisSession || (model.acceptedAt !== null && model.now - model.acceptedAt < THREE_DAYS));
}

async function startPage(real: Real): Promise<void> {
  real.scope = fork({ values: [[real.settings.__.$storage, real.storage], [real.settings.__.$clock, real.clock]] });
  await allSettled(real.settings.appStarted, { scope: real.scope, params: { showsCookiePopup: false } });
}

function check(model: Model, real: Real): void {
  const visible = real.scope.getState(real.settings.$ageNoticeVisible);
  if (visible !== model.visible) throw new Error(`age notice ${visible ? 'shown' : 'hidden'}, expected ${model.visible ? 'shown' : 'hidden'} (${JSON.stringify(model)})`);
}

type Command = fc.AsyncCommand<Model, Real>;

class Reload implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    model.visible = visibleAtStart(model);
    await startPage(real);
    check(model, real);
  }
  toString = () => 'reload';
}

class Accept implements Command {
  constructor(readonly sessionOnly: boolean) {}
  /** The accept button exists only while the notice shows. */
  check = (model: Readonly<Model>) => model.visible;
  async run(model: Model, real: Real) {
    if (this.sessionOnly) model.acceptedThisSession = true;
    else model.acceptedAt = model.now;
    model.visible = false;
    await allSettled(real.settings.ageAccepted, { scope: real.scope, params: { sessionOnly: this.sessionOnly } });
    check(model, real);
  }
  toString = () => `accept(sessionOnly=${this.sessionOnly})`;
}

class Wait implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.now += this.ms;
    real.clock.advance(this.ms);
    check(model, real);
  }
  toString = () => `wait(${this.ms})`;
}

class NewBrowserSession implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    model.acceptedThisSession = false;
    model.visible = visibleAtStart(model);
    real.storage.endSession();
    await startPage(real);
    check(model, real);
  }
  toString = () => 'newBrowserSession';
}

describe('age notice, model-based', () => {
  it('shows until accepted; after acceptance stays hidden until 3 days pass (or the session ends, in session mode)', async () => {
    const HOUR = 3_600_000;
    const commands = [
      fc.constant(new Reload()),
      fc.boolean().map((sessionOnly) => new Accept(sessionOnly)),
      fc.constantFrom(1, HOUR, 24 * HOUR, 2 * 24 * HOUR, THREE_DAYS - 1, THREE_DAYS, 4 * 24 * HOUR).map((ms) => new Wait(ms)),
      fc.constant(new NewBrowserSession()),
    ];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2_000_000_000_000 }), fc.commands(commands, { maxCommands: 15 }), async (start, sequence) => {
        const clock = manualClock(start);
        const storage = memorySettingsStorage({ clock });
        const settings = createSettingsModel({ storage, clock });
        const model: Model = { now: start, acceptedAt: null, acceptedThisSession: false, visible: true };
        const real: Real = { storage, clock, settings, scope: fork() };
        await startPage(real);
        check(model, real);
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      }),
    );
  });
});
