/**
 * The limits rules restated as simply as possible, and the commands that check a system against them. This file
 * must not import `../rules`: it is the independent statement the rules (and the API) are measured by.
 */
import type { Limit, LimitErrorCode, LimitRefusal, LimitType } from '@betting/contracts';
import { currencyByIso, minorToMajorString, type MinorUnits } from '@betting/kernel';
import fc from 'fast-check';
import type { CreateLimitsSystem, LimitsSystemSetup, LimitsSystemUnderTest } from './system';

const DAY = 86_400;
const NO_LIMIT = 999_999_999;
const OFF = -1;

type Kind = 'wagering' | 'loss' | 'deposit' | 'selfExclusion' | 'session' | 'realityCheck' | 'timeOut';
const KIND: Record<LimitType, Kind> = {
  1: 'wagering',
  2: 'wagering',
  3: 'wagering',
  10: 'loss',
  11: 'loss',
  12: 'loss',
  20: 'deposit',
  21: 'deposit',
  22: 'deposit',
  30: 'selfExclusion',
  31: 'session',
  32: 'realityCheck',
  33: 'timeOut',
};
const WINDOW: Partial<Record<LimitType, number>> = { 1: DAY, 2: 7 * DAY, 3: 30 * DAY, 10: DAY, 11: 7 * DAY, 12: 30 * DAY, 20: DAY, 21: 7 * DAY, 22: 30 * DAY };
const TYPES = Object.keys(KIND).map(Number) as LimitType[];
const OPTIONS: Partial<Record<Kind, readonly number[]>> = {
  selfExclusion: [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825, 3650],
  timeOut: [1, 7, 30, 90],
  session: [OFF, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
  realityCheck: [OFF, 5, 10, 15, 30, 45, 60],
};
const isAmount = (type: LimitType) => WINDOW[type] !== undefined;
const isPeriod = (type: LimitType) => KIND[type] === 'selfExclusion' || KIND[type] === 'timeOut';
const noneOf = (type: LimitType) => (isAmount(type) ? NO_LIMIT : OFF);
const valid = (type: LimitType, value: number) =>
  Number.isInteger(value) && (isAmount(type) ? value >= 0 && value <= NO_LIMIT : (OPTIONS[KIND[type]] ?? []).includes(value));
/** Lower is stricter; no limit is no bound. */
const bound = (type: LimitType, value: number | undefined) => (value === undefined || value === noneOf(type) ? Infinity : value);

interface Current {
  readonly value: number;
  readonly startedAt: number;
  /** Self-exclusion and time-out only. */
  readonly endsAt: number | null;
}
interface Pending {
  readonly value: number;
  readonly startedAt: number;
}
interface Movement {
  readonly at: number;
  readonly amount: MinorUnits;
}

/** What the person has set and done, as plainly as it can be said. */
export interface LimitsCommandModel {
  readonly currency: string;
  readonly exponent: number;
  now: number;
  /** Per type, the limit set (amount, session and reality limits in force; self-exclusion and time-out, ended or not). */
  readonly current: Map<LimitType, Current>;
  readonly pending: Map<LimitType, Pending>;
  readonly deposits: Movement[];
  readonly stakes: Movement[];
  readonly returns: Movement[];
  readonly openBets: { readonly betId: string; readonly amount: MinorUnits }[];
}

export function initialLimitsModel(setup: LimitsSystemSetup): LimitsCommandModel {
  return {
    currency: setup.currency,
    exponent: currencyByIso(setup.currency)?.exponent ?? 2,
    now: setup.startSeconds,
    current: new Map(),
    pending: new Map(),
    deposits: [],
    stakes: [],
    returns: [],
    openBets: [],
  };
}

const runs = (model: LimitsCommandModel, type: 30 | 33) => {
  const entry = model.current.get(type);
  return entry?.endsAt != null && model.now < entry.endsAt ? entry : undefined;
};
const inWindow = (movements: readonly Movement[], seconds: number, now: number) =>
  movements.filter((movement) => now - movement.at < seconds).reduce((sum, movement) => sum + BigInt(movement.amount), 0n);
const minor = (model: LimitsCommandModel, major: number) => BigInt(major) * 10n ** BigInt(model.exponent);

/** What is left of an amount limit now, minor units (negative when over). */
function left(model: LimitsCommandModel, type: LimitType): bigint | undefined {
  const entry = model.current.get(type);
  const window = WINDOW[type];
  if (!entry || window === undefined) return undefined;
  const stakes = inWindow(model.stakes, window, model.now);
  const used =
    KIND[type] === 'deposit' ? inWindow(model.deposits, window, model.now) : KIND[type] === 'wagering' ? stakes : stakes - inWindow(model.returns, window, model.now);
  return minor(model, entry.value) - used;
}

const safe = (value: bigint) => Number(value < 0n ? 0n : value > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : value);

/** The refusal the model expects for a deposit or a stake of `amount`, or null. */
function expectedRefusal(model: LimitsCommandModel, money: 'deposit' | 'stake', amount: MinorUnits): LimitRefusal | null {
  const exclusion = runs(model, 30);
  if (exclusion?.endsAt != null) return { code: 'self_exclusion_active', limitType: 30, endsAt: exclusion.endsAt };
  const timeOut = runs(model, 33);
  if (timeOut?.endsAt != null) return { code: 'time_out_active', limitType: 33, endsAt: timeOut.endsAt };
  const kinds: Kind[] = money === 'deposit' ? ['deposit'] : ['wagering', 'loss'];
  let tightest: { type: LimitType; left: bigint } | undefined;
  for (const type of TYPES) {
    const rest = kinds.includes(KIND[type]) ? left(model, type) : undefined;
    if (rest !== undefined && (tightest === undefined || rest < tightest.left)) tightest = { type, left: rest };
  }
  if (!tightest || BigInt(amount) <= tightest.left) return null;
  const base = { limitValue: model.current.get(tightest.type)?.value ?? 0, remaining: safe(tightest.left), currency: model.currency };
  const type = tightest.type;
  if (type === 1 || type === 2 || type === 3) return { code: 'wagering_limit_exceeded', limitType: type, ...base };
  if (type === 10 || type === 11 || type === 12) return { code: 'loss_limit_exceeded', limitType: type, ...base };
  if (type === 20 || type === 21 || type === 22) return { code: 'deposit_limit_exceeded', limitType: type, ...base };
  throw new Error(`not an amount type: ${type}`);
}

interface Comparable {
  limitType: LimitType;
  limitState: Limit['limitState'];
  limitValue: number;
  startedAt: number | null;
  endsAt: number | null;
  needApprove: boolean;
  limitBalance: number | null;
}

/** The list the model expects, in type order, the current entry before the pending one. */
export function expectedLimits(model: LimitsCommandModel): Comparable[] {
  const list: Comparable[] = [];
  for (const type of TYPES) {
    const entry = model.current.get(type);
    if (entry) {
      const ended = entry.endsAt !== null && entry.endsAt <= model.now;
      const rest = left(model, type);
      list.push({
        limitType: type,
        limitState: ended ? 'INACTIVE' : 'ACTIVE',
        limitValue: entry.value,
        startedAt: entry.startedAt,
        endsAt: entry.endsAt,
        needApprove: false,
        limitBalance: rest !== undefined ? Number(minorToMajorString(safe(rest), model.currency)) : KIND[type] === 'session' ? entry.value * 3600 : null,
      });
    }
    const pending = model.pending.get(type);
    if (pending) {
      list.push({
        limitType: type,
        limitState: 'PENDING',
        limitValue: pending.value,
        startedAt: pending.startedAt,
        endsAt: pending.startedAt + DAY,
        needApprove: model.now >= pending.startedAt + DAY,
        limitBalance: null,
      });
    }
  }
  return list;
}

function comparable(list: readonly Limit[]): Comparable[] {
  return [...list]
    .sort((a, b) => a.limitType - b.limitType || Number(a.limitState === 'PENDING') - Number(b.limitState === 'PENDING'))
    .map(({ limitType, limitState, limitValue, startedAt, endsAt, needApprove, limitBalance }) => ({
      limitType,
      limitState,
      limitValue,
      startedAt,
      endsAt,
      needApprove,
      limitBalance,
    }));
}

function same(actual: unknown, expected: unknown, what: string, model: LimitsCommandModel): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what} at t=${model.now}:\n  system: ${a}\n  model:  ${e}`);
}

async function compareList(model: LimitsCommandModel, real: LimitsSystemUnderTest): Promise<void> {
  same(comparable(await real.list()), expectedLimits(model), 'limit list', model);
}

/** Options of the command set. */
export interface LimitsCommandOptions {
  /** 'all' (default): every call during a self-exclusion; 'money-only': only deposits, stakes, settling and time then. */
  readonly whileSelfExcluded?: 'all' | 'money-only';
  /** Compare the whole list after every change (default true); else only in the `list` command. */
  readonly listAfterEachChange?: boolean;
  readonly maxCommands?: number;
}

type Command = fc.AsyncCommand<LimitsCommandModel, LimitsSystemUnderTest>;

abstract class LimitCommand implements Command {
  constructor(protected readonly options: LimitsCommandOptions) {}
  check(model: Readonly<LimitsCommandModel>): boolean {
    return this.options.whileSelfExcluded !== 'money-only' || runs(model as LimitsCommandModel, 30) === undefined;
  }
  abstract run(model: LimitsCommandModel, real: LimitsSystemUnderTest): Promise<void>;
  protected async after(model: LimitsCommandModel, real: LimitsSystemUnderTest): Promise<void> {
    if (this.options.listAfterEachChange !== false) await compareList(model, real);
  }
}

/** The model's answer to setting `value` for `type`; applies it to the model. */
function modelSet(model: LimitsCommandModel, type: LimitType, value: number): LimitErrorCode | null {
  if (!valid(type, value)) return 'invalid_limit_value';
  if (isPeriod(type)) {
    const endsAt = model.now + value * DAY;
    const running = runs(model, type as 30 | 33);
    if (running?.endsAt != null && endsAt <= running.endsAt) return 'limit_cannot_shorten';
    model.current.set(type, { value, startedAt: model.now, endsAt });
    return null;
  }
  const from = bound(type, model.current.get(type)?.value);
  const to = bound(type, value);
  if (to < from) {
    model.current.set(type, { value, startedAt: model.now, endsAt: null });
    model.pending.delete(type);
  } else if (to === from) {
    model.pending.delete(type);
  } else {
    model.pending.set(type, { value, startedAt: model.now });
  }
  return null;
}

function outcome(code: LimitErrorCode | null) {
  return code === null ? { ok: true } : { ok: false, code };
}

class SetLimit extends LimitCommand {
  constructor(options: LimitsCommandOptions, readonly type: LimitType, readonly value: number) {
    super(options);
  }
  async run(model: LimitsCommandModel, real: LimitsSystemUnderTest) {
    const got = await real.set({ limitType: this.type, limitValue: this.value });
    same(got, outcome(modelSet(model, this.type, this.value)), this.toString(), model);
    await this.after(model, real);
  }
  override toString = () => `set(${this.type}, ${this.value})`;
}

/**
 * Raise or lower relative to what is set when it runs: the limit of `hint`, or (`onSet`) one of the limits set then,
 * chosen by `pick`, which also picks the new value among the candidates.
 */
class Move extends LimitCommand {
  private type: LimitType;
  constructor(options: LimitsCommandOptions, readonly hint: LimitType, readonly direction: 'raise' | 'lower', readonly pick: number, readonly onSet: boolean) {
    super(options);
    this.type = hint;
  }
  value(model: LimitsCommandModel): number {
    const set = [...model.current.keys()].filter((type) => !isPeriod(type));
    this.type = this.onSet && set.length > 0 ? (set[this.pick % set.length] ?? this.hint) : this.hint;
    const current = model.current.get(this.type)?.value;
    const up = this.direction === 'raise';
    if (isAmount(this.type)) {
      if (current === undefined) return up ? NO_LIMIT : this.pick % 1000;
      if (up) return this.pick % 5 === 0 ? NO_LIMIT : current + 1 + (this.pick % 500);
      return current === 0 ? 0 : this.pick % current;
    }
    const options = (OPTIONS[KIND[this.type]] ?? []).filter((option) => option !== OFF);
    const base = current === undefined || current === OFF ? (up ? 0 : Infinity) : current;
    const candidates = options.filter((option) => (up ? option > base : option < base));
    if (candidates.length === 0) return up && !isPeriod(this.type) ? OFF : (options[this.pick % options.length] ?? 1);
    return candidates[this.pick % candidates.length] ?? 1;
  }
  async run(model: LimitsCommandModel, real: LimitsSystemUnderTest) {
    const value = this.value(model);
    const got = await real.set({ limitType: this.type, limitValue: value });
    same(got, outcome(modelSet(model, this.type, value)), `${this.toString()} = set(${this.type}, ${value})`, model);
    await this.after(model, real);
  }
  override toString = () => `${this.direction}(${this.onSet ? `a set limit ~${this.type}` : this.type}, #${this.pick})`;
}

/** Approve, reject or cancel the pending change of `hint`, or (`onPending`) of one of the types pending then. */
class Decide extends LimitCommand {
  private type: LimitType;
  constructor(options: LimitsCommandOptions, readonly hint: LimitType, readonly decision: 'approve' | 'reject' | 'cancel', readonly pick: number, readonly onPending: boolean) {
    super(options);
    this.type = hint;
  }
  async run(model: LimitsCommandModel, real: LimitsSystemUnderTest) {
    const pendingTypes = [...model.pending.keys()];
    this.type = this.onPending && pendingTypes.length > 0 ? (pendingTypes[this.pick % pendingTypes.length] ?? this.hint) : this.hint;
    const pending = model.pending.get(this.type);
    let expected: LimitErrorCode | null = null;
    if (this.decision === 'cancel') {
      if (pending) model.pending.delete(this.type);
      else expected = 'limit_not_cancellable';
    } else if (!pending) {
      expected = 'no_pending_limit';
    } else if (model.now < pending.startedAt + DAY) {
      expected = 'approval_not_due';
    } else {
      model.pending.delete(this.type);
      if (this.decision === 'approve') {
        if (pending.value === noneOf(this.type)) model.current.delete(this.type);
        else model.current.set(this.type, { value: pending.value, startedAt: model.now, endsAt: null });
      }
    }
    const got = await real[this.decision](this.type);
    same(got, outcome(expected), this.toString(), model);
    await this.after(model, real);
  }
  override toString = () => `${this.decision}(${this.onPending ? `a pending change ~${this.type}` : this.type})`;
}

/** `units` hundredths of a major unit, at least one minor unit. */
const amountOf = (model: LimitsCommandModel, units: number) => Math.max(1, Math.floor((units * 10 ** model.exponent) / 100));

class Deposit implements Command {
  constructor(readonly units: number) {}
  check = () => true;
  async run(model: LimitsCommandModel, real: LimitsSystemUnderTest) {
    const amount = amountOf(model, this.units);
    const refusal = expectedRefusal(model, 'deposit', amount);
    if (!refusal) model.deposits.push({ at: model.now, amount });
    same(await real.deposit(amount), refusal ? { ok: false, refusal } : { ok: true }, `deposit(${amount})`, model);
  }
  toString = () => `deposit(${this.units / 100} major)`;
}

class Stake implements Command {
  constructor(readonly units: number) {}
  check = () => true;
  async run(model: LimitsCommandModel, real: LimitsSystemUnderTest) {
    const amount = amountOf(model, this.units);
    const refusal = expectedRefusal(model, 'stake', amount);
    const got = await real.stake(amount);
    if (refusal) {
      same(got, { ok: false, refusal }, `stake(${amount})`, model);
      return;
    }
    if (!got.ok) same(got, { ok: true }, `stake(${amount})`, model);
    else {
      model.stakes.push({ at: model.now, amount });
      model.openBets.push({ betId: got.betId, amount });
    }
  }
  toString = () => `stake(${this.units / 100} major)`;
}

class Settle implements Command {
  constructor(readonly pick: number, readonly percent: number) {}
  check = (model: Readonly<LimitsCommandModel>) => model.openBets.length > 0;
  async run(model: LimitsCommandModel, real: LimitsSystemUnderTest) {
    const [bet] = model.openBets.splice(this.pick % model.openBets.length, 1);
    if (!bet) return;
    const returned = Math.floor((bet.amount * this.percent) / 100);
    model.returns.push({ at: model.now, amount: returned });
    await real.settle(bet.betId, returned);
  }
  toString = () => `settle(#${this.pick}, ${this.percent}%)`;
}

class Advance implements Command {
  constructor(readonly seconds: number) {}
  check = () => true;
  async run(model: LimitsCommandModel, real: LimitsSystemUnderTest) {
    model.now += this.seconds;
    await real.advance(this.seconds);
  }
  toString = () => `advance(${this.seconds}s)`;
}

class List implements Command {
  check = () => true;
  async run(model: LimitsCommandModel, real: LimitsSystemUnderTest) {
    await compareList(model, real);
  }
  toString = () => 'list';
}

const arbType = fc.constantFrom(...TYPES);
/** Mostly the amount and period types, where the money is. */
const arbBusyType = fc.oneof({ weight: 4, arbitrary: fc.constantFrom<LimitType>(20, 1, 10, 21) }, { weight: 1, arbitrary: arbType });

function arbValue(type: LimitType): fc.Arbitrary<number> {
  if (isAmount(type)) return fc.oneof(fc.constantFrom(0, 10, 50, 100, 150, 500, NO_LIMIT), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: -5, max: NO_LIMIT + 5 }));
  const options = OPTIONS[KIND[type]] ?? [];
  return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...options) }, { weight: 1, arbitrary: fc.integer({ min: -2, max: 4000 }) });
}

const arbSeconds = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(1, 60, 3600, DAY - 1, DAY, DAY + 1, 7 * DAY, 30 * DAY) },
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 2 * DAY }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 400 * DAY }) },
);

/** The command set: set, raise, lower, approve, reject, cancel, deposit, stake, settle, advance time, list. */
export function limitsCommands(options: LimitsCommandOptions = {}): fc.Arbitrary<Iterable<Command>> {
  const units = fc.oneof(fc.integer({ min: 1, max: 30_000 }), fc.constantFrom(100, 1000, 5000, 10_000));
  const move = fc
    .tuple(arbBusyType, fc.constantFrom('raise' as const, 'lower' as const), fc.nat(10_000), fc.boolean())
    .map(([type, direction, pick, onSet]) => new Move(options, type, direction, pick, onSet));
  const decide = fc
    .tuple(arbBusyType, fc.constantFrom('approve' as const, 'reject' as const, 'cancel' as const), fc.nat(100), fc.integer({ min: 0, max: 3 }))
    .map(([type, decision, pick, onPending]) => new Decide(options, type, decision, pick, onPending > 0));
  // fc.commands picks its arbitraries evenly: moves and decisions twice, so pending changes get decided.
  return fc.commands(
    [
      arbBusyType.chain((type) => arbValue(type).map((value) => new SetLimit(options, type, value))),
      move,
      move,
      decide,
      decide,
      units.map((amount) => new Deposit(amount)),
      units.map((amount) => new Stake(amount)),
      fc.tuple(fc.nat(100), fc.constantFrom(0, 0, 50, 100, 190, 350)).map(([pick, percent]) => new Settle(pick, percent)),
      arbSeconds.map((seconds) => new Advance(seconds)),
      // Past a pending change's 24 h, often.
      fc.constantFrom(DAY, DAY + 1, DAY + 3600, 2 * DAY).map((seconds) => new Advance(seconds)),
      fc.constant(new List()),
    ],
    { maxCommands: options.maxCommands ?? 40, size: 'max' },
  );
}

/** A fresh person: a currency of the kernel's table (two, none and three decimals among them) and a start time. */
export const arbLimitsSetup: fc.Arbitrary<LimitsSystemSetup> = fc.record({
  currency: fc.constantFrom('RUB', 'EUR', 'USD', 'JPY', 'KWD'),
  startSeconds: fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }),
});

/**
 * The whole check as one property: any sequence of commands on a fresh system keeps every rule. Run it with
 * `await fc.assert(limitsCommandsProperty(createSystem), { numRuns })`.
 */
export function limitsCommandsProperty(createSystem: CreateLimitsSystem, options: LimitsCommandOptions = {}) {
  return fc.asyncProperty(arbLimitsSetup, limitsCommands(options), async (setup, commands) => {
    const real = await createSystem(setup);
    try {
      await fc.asyncModelRun(() => ({ model: initialLimitsModel(setup), real }), commands);
    } finally {
      await real.dispose?.();
    }
  });
}
