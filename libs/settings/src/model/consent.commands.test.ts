import { manualClock } from '@betting/kernel';
import fc from 'fast-check';
import { allSettled, fork, type Scope } from 'effector';
import { describe, it } from 'vitest';
import { writeOp } from '../rules/storage';
import { memorySettingsStorage, type MemorySettingsStorage } from '../testing';
import { createSettingsModel, type SettingsModel } from './settings.model';

/**
 * The consent rule restated: functional cookies (hide_left, hide_right, window_width) exist only while consent
 * is 2 or 4; then they mirror the page; the consent answer is kept in cookies_agree_type; no popup means ALL.
 */
type Consent = 0 | 1 | 2 | 3 | 4;
interface Page {
  left: 0 | 1;
  right: 0 | 1;
  width: number | null;
}
interface Model {
  storedConsent: Consent | undefined;
  consent: Consent;
  page: Page;
}
interface Real {
  readonly storage: MemorySettingsStorage;
  readonly settings: SettingsModel;
  scope: Scope;
  /** Log entries already checked. */
  seen: number;
}

const FUNCTIONAL = ['hide_left', 'hide_right', 'window_width'] as const;
const functional = (consent: Consent) => consent === 2 || consent === 4;

function startModel(model: Model, storage: Record<string, string | undefined>, showsCookiePopup: boolean): void {
  model.consent = showsCookiePopup ? (model.storedConsent ?? 0) : 4;
  if (!showsCookiePopup) model.storedConsent = 4;
  model.page = functional(model.consent)
    ? { left: storage['hide_left'] === '1' ? 1 : 0, right: storage['hide_right'] === '1' ? 1 : 0, width: storage['window_width'] === undefined ? null : Number(storage['window_width']) }
    : { left: 0, right: 0, width: null };
}

async function startReal(real: Real, showsCookiePopup: boolean): Promise<void> {
  real.scope = fork({ values: [[real.settings.__.$storage, real.storage], [real.settings.__.$clock, manualClock(0)]] });
  await allSettled(real.settings.appStarted, { scope: real.scope, params: { showsCookiePopup } });
}

function check(model: Model, real: Real): void {
  const fresh = real.storage.log.slice(real.seen);
  real.seen = real.storage.log.length;
  const snapshot = real.storage.snapshot();
  const fail = (what: string) => {
    throw new Error(`${what}; model ${JSON.stringify(model)}, storage ${JSON.stringify(snapshot)}`);
  };
  if (!functional(model.consent)) {
    const gated = fresh.filter((entry) => entry.op === 'write' && (FUNCTIONAL as readonly string[]).includes(entry.key));
    if (gated.length > 0) fail(`functional cookie written without consent: ${JSON.stringify(gated)}`);
    for (const key of FUNCTIONAL) if (snapshot[key] !== undefined) fail(`${key} kept without consent`);
  } else {
    if ((snapshot.hide_left === '1') !== (model.page.left === 1)) fail('hide_left does not mirror the page');
    if ((snapshot.hide_right === '1') !== (model.page.right === 1)) fail('hide_right does not mirror the page');
    if (snapshot.window_width !== (model.page.width === null ? undefined : String(model.page.width))) fail('window_width does not mirror the page');
  }
  if (snapshot.cookies_agree_type !== (model.storedConsent === undefined ? undefined : String(model.storedConsent))) fail('cookies_agree_type is not the answer');
  const settings = real.scope.getState(real.settings.$settings);
  if (settings.cookiesAgreeType !== model.consent) fail(`consent in force ${settings.cookiesAgreeType}`);
  if (settings.leftSectionDisplayState !== model.page.left || settings.rightSectionDisplayState !== model.page.right || settings.windowSize !== model.page.width) fail('page state differs');
}

type Command = fc.AsyncCommand<Model, Real>;

class Reload implements Command {
  constructor(readonly showsCookiePopup: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    startModel(model, real.storage.snapshot(), this.showsCookiePopup);
    await startReal(real, this.showsCookiePopup);
    check(model, real);
  }
  toString = () => `reload(popup=${this.showsCookiePopup})`;
}

class GiveConsent implements Command {
  constructor(readonly type: Consent) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.storedConsent = this.type;
    model.consent = this.type;
    await allSettled(real.settings.consentGiven, { scope: real.scope, params: this.type });
    check(model, real);
  }
  toString = () => `consent(${this.type})`;
}

class HideSection implements Command {
  constructor(
    readonly side: 'left' | 'right',
    readonly hidden: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.page[this.side] = this.hidden ? 1 : 0;
    await allSettled(real.settings.sectionVisibilityChanged, { scope: real.scope, params: { side: this.side, hidden: this.hidden } });
    check(model, real);
  }
  toString = () => `section(${this.side}, hidden=${this.hidden})`;
}

class Resize implements Command {
  constructor(readonly width: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.page.width = this.width;
    await allSettled(real.settings.windowSizeChanged, { scope: real.scope, params: this.width });
    check(model, real);
  }
  toString = () => `resize(${this.width})`;
}

class OtherSetting implements Command {
  constructor(readonly kind: 'theme' | 'font' | 'gameId') {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (this.kind === 'theme') await allSettled(real.settings.themeToggled, { scope: real.scope });
    else if (this.kind === 'font') await allSettled(real.settings.fontSizeChanged, { scope: real.scope, params: 120 });
    else await allSettled(real.settings.settingsChanged, { scope: real.scope, params: { isShowGameId: 1 } });
    check(model, real);
  }
  toString = () => `other(${this.kind})`;
}

/** Another part of the app writing a section cookie through the model's one writer (the page's own value). */
class DirectWrite implements Command {
  constructor(readonly side: 'left' | 'right') {}
  check = () => true;
  async run(model: Model, real: Real) {
    const op = writeOp(this.side === 'left' ? 'hide_left' : 'hide_right', String(model.page[this.side]));
    const result = await allSettled(real.settings.__.persistFx, { scope: real.scope, params: [op] });
    const refused = result.status === 'done' ? result.value.refused.length : -1;
    if (refused !== (functional(model.consent) ? 0 : 1)) throw new Error(`the writer refused ${refused} writes under consent ${model.consent}`);
    check(model, real);
  }
  toString = () => `directWrite(${this.side})`;
}

class EndSession implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    real.storage.endSession();
    check(model, real);
  }
  toString = () => 'endSession';
}

const arbConsent = fc.constantFrom<Consent>(0, 1, 2, 3, 4);
const arbSeed = fc.record(
  {
    cookies_agree_type: arbConsent.map(String),
    hide_left: fc.constantFrom('0', '1'),
    hide_right: fc.constantFrom('0', '1'),
    window_width: fc.integer({ min: 320, max: 2560 }).map(String),
  },
  { requiredKeys: [] },
);

describe('consent and storage, model-based', () => {
  it('never writes or keeps a functional cookie without functional consent, whatever the order of consent changes and writes', async () => {
    const commands = [
      fc.boolean().map((popup) => new Reload(popup)),
      arbConsent.map((type) => new GiveConsent(type)),
      fc.tuple(fc.constantFrom<'left' | 'right'>('left', 'right'), fc.boolean()).map(([side, hidden]) => new HideSection(side, hidden)),
      fc.integer({ min: 320, max: 2560 }).map((width) => new Resize(width)),
      fc.constantFrom<'theme' | 'font' | 'gameId'>('theme', 'font', 'gameId').map((kind) => new OtherSetting(kind)),
      fc.constantFrom<'left' | 'right'>('left', 'right').map((side) => new DirectWrite(side)),
      fc.constant(new EndSession()),
    ];
    await fc.assert(
      fc.asyncProperty(arbSeed, fc.boolean(), fc.commands(commands, { maxCommands: 30 }), async (seed, showsCookiePopup, sequence) => {
        const storage = memorySettingsStorage({ initial: seed });
        const settings = createSettingsModel({ storage, clock: manualClock(0) });
        const model: Model = { storedConsent: seed.cookies_agree_type === undefined ? undefined : (Number(seed.cookies_agree_type) as Consent), consent: 0, page: { left: 0, right: 0, width: null } };
        startModel(model, storage.snapshot(), showsCookiePopup);
        const real: Real = { storage, settings, scope: fork(), seen: 0 };
        await startReal(real, showsCookiePopup);
        check(model, real);
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      }),
    );
  });
});
