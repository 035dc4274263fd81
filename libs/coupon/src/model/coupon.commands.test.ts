import type { PlaceCouponResponse } from '@betting/contracts';
import { allSettled, type Scope } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bet, placeAnswer, placedCoupon, scopeOf, setup } from './coupon.fixtures';
import type { CouponBet } from '../rules/entities';
import { parseCouponSnapshot } from './coupon.helpers';
import type { PlaceCouponError, PlaceCouponRequest } from './coupon.types';

/*
 * Model-based test of the coupon's lifecycle (spec §3–§5). A fake server answers placements (accepts,
 * refuses, or never answers); each command drives the effector model in its own scope and a plain model restates what
 * should follow, in its own simpler words and without the rules it checks:
 * - a click adds a pick, removes it when it is in the coupon, and a pick of a game already there replaces it unless
 *   both markets combine; so a combined coupon never holds two conflicting picks of one game;
 * - the type follows the count (a second bet makes an express, one bet left a single); k never below 2, below n;
 * - the bonus bet is on exactly when config allows, express, 3+ legs, no kind 7, every leg ≥ 1.100, product ≥ 1.010,
 *   and the bettor has not deleted it since the coupon was last empty;
 * - the possible win is amount × the legs (express rounded half up to thousandths, bonus included; a system the sum
 *   over every k-subset divided by the lines; singles each on its own), rounded down — by enumeration here;
 * - live moves wait for the bettor exactly when the policy asks (0 any change, 2 a drop, 1 never);
 * - one-click with bets asks; confirm empties and turns it on; it is never on while bets are in the coupon;
 *   drop-on-score-change on turns it off; clearing the exact coef clears drop-on-score-change;
 * - refusals are empty exactly when the coupon may be placed; a placement is sent exactly then, and only an
 *   unanswered one keeps its idempotency key for the same coupon — across a reload too (the page restored from the
 *   stored snapshot in a new scope): a changed coupon gets a new key;
 * - auto-max: while on, the stake is the largest the coupon takes (here the balance, split over multiple singles);
 *   a valid stake typed that differs from it turns auto-max off;
 * - the express of the day is an express carrying its id until anything but a coefficient changes; its boost
 *   (×1.100) replaces the bonus bet and goes with the placement.
 */

const RUB_INITIAL_STAKE = 15_000;
const BALANCE = 1_000_000_000;
const BOOST = 1_100;
const SINGLE = 0;
const EXPRESS = 1;
const SYSTEM = 2;
const MULTIPLE = 10001;
type TypeId = 0 | 1 | 2 | 4 | 10001;
type Answer = 'ok' | 'refused' | 'network';

interface PoolBet {
  readonly id: string;
  readonly gameId: number;
  readonly coef: number;
  readonly kind: number;
  readonly combinable: boolean;
}

interface ModelBet extends PoolBet {
  /** What the line says now. */
  current: number;
  /** What the bettor accepted. */
  seen: number;
}

interface Model {
  readonly pool: readonly PoolBet[];
  readonly bonusEnabled: boolean;
  bets: ModelBet[];
  typeId: TypeId;
  amount: number;
  k: number;
  action: 0 | 1 | 2;
  oneClickOn: boolean;
  asking: boolean;
  dropOnScore: boolean;
  exactCoef: number | null;
  oneClickAmount: number;
  bonusDeleted: boolean;
  calls: number;
  /** Body of an unanswered call, and its key. */
  unanswered: { body: string; key: string } | null;
  autoMax: boolean;
  expressId: number | null;
}

interface Real {
  scope: Scope;
  readonly calls: PlaceCouponRequest[];
  readonly bonusEnabled: boolean;
  /** Keys issued so far (one counter over reloads, so a fresh key never repeats an old one). */
  issued: number;
  answer: Answer;
}

const t = setup();
const { model: coupon } = t;

function startReal(bonusEnabled: boolean): Real {
  const real: Real = { calls: [], answer: 'ok', bonusEnabled, issued: 0, scope: null as unknown as Scope };
  real.scope = scopeFor(real);
  return real;
}

/** A page (scope) over the fake server: a new one for each reload. */
function scopeFor(real: Real): Scope {
  const { bonusEnabled } = real;
  return scopeOf(t, {
    makeKey: () => `key-${++real.issued}`,
    account: { id: 7, currency: 'RUB', balance: BALANCE, isBonus: false, canStake: true },
    config: { isBonusBetEnabled: bonusEnabled, isOneClickShown: true },
    handlers: [
      [
        t.deps.placeCouponFx,
        (request: PlaceCouponRequest): Promise<PlaceCouponResponse> => {
          real.calls.push(request);
          if (real.answer === 'refused') return Promise.reject<never>({ kind: 'refused', refusals: [{ code: 'bet_suspended', outcomeId: null, params: {} }] } satisfies PlaceCouponError);
          if (real.answer === 'network') return Promise.reject<never>({ kind: 'network', message: 'offline' } satisfies PlaceCouponError);
          const singles =
            request.typeId === MULTIPLE
              ? request.bets.map((leg) => ({ outcomeId: leg.outcomeId, placed: true as const, coupon: placedCoupon(leg.outcomeId, { typeId: 0, slipTypeId: 10001 }) }))
              : [];
          return Promise.resolve(placeAnswer([placedCoupon(real.calls.length)], 1_000_000_000, singles));
        },
      ],
    ],
  });
}

const couponBet = (pool: PoolBet): CouponBet => bet(Number(pool.id), pool.gameId, pool.coef, { market: { kind: pool.kind, isCombinable: pool.combinable } });
const isCombined = (typeId: TypeId) => typeId === EXPRESS || typeId === SYSTEM || typeId === 4;
const isSystem = (typeId: TypeId) => typeId === SYSTEM || typeId === 4;

// ---------------------------------------------------------------- the model's own words

function followCount(model: Model): void {
  const n = model.bets.length;
  if (n <= 1 && isCombined(model.typeId)) model.typeId = SINGLE;
  if (n === 0 && model.typeId === MULTIPLE) model.typeId = SINGLE;
  if (n >= 2 && model.typeId === SINGLE) model.typeId = EXPRESS;
  model.k = Math.max(2, Math.min(model.k, n - 1));
  if (n === 0) model.bonusDeleted = false;
}

const conflict = (a: PoolBet, b: PoolBet) => a.gameId === b.gameId && !(a.combinable && b.combinable);

/** The largest stake: no maximum is configured here, so the balance (split over multiple singles). */
const maxOf = (model: Model) => (model.typeId === MULTIPLE ? Math.floor(BALANCE / Math.max(1, model.bets.length)) : BALANCE);

function pickInModel(model: Model, pick: PoolBet): void {
  model.expressId = null;
  if (model.bets.some((held) => held.id === pick.id)) {
    model.bets = model.bets.filter((held) => held.id !== pick.id);
  } else {
    const added: ModelBet = { ...pick, current: pick.coef, seen: pick.coef };
    if (model.amount === 0) model.amount = RUB_INITIAL_STAKE;
    const first = model.bets.findIndex((held) => conflict(held, pick));
    if (first < 0) model.bets = [...model.bets, added];
    else model.bets = model.bets.flatMap((held, index) => (index === first ? [added] : conflict(held, pick) ? [] : [held]));
  }
  followCount(model);
}

const waits = (action: number, seen: number, now: number) => (action === 1 ? false : action === 2 ? now < seen : now !== seen);
/** The action in force: an exact coefficient asks on every move. */
const actionOf = (model: Model) => (model.exactCoef === null ? model.action : 0);
const pending = (model: Model) => model.bets.filter((held) => waits(actionOf(model), held.seen, held.current));

function bonusOn(model: Model): boolean {
  if (!model.bonusEnabled || model.bonusDeleted || model.expressId !== null || model.typeId !== EXPRESS || model.bets.length < 3) return false;
  if (model.bets.some((held) => held.kind === 7 || held.current < 1100)) return false;
  return model.bets.reduce((product, held) => product * BigInt(held.current), 1n) >= 1010n * 1000n ** BigInt(model.bets.length - 1);
}

/** ⌊a / b⌋ and half-up a / b for non-negative BigInts. */
const floor = (a: bigint, b: bigint) => a / b;
const halfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((subset) => [head, ...subset]), ...subsets(rest, k)];
}

function winInModel(model: Model): number {
  const coefs = model.bets.map((held) => BigInt(held.current));
  const amount = BigInt(model.amount);
  if (coefs.length === 0) return 0;
  if (model.typeId === MULTIPLE) return Number(coefs.reduce((sum, coef) => sum + floor(amount * coef, 1000n), 0n));
  if (isSystem(model.typeId)) {
    const lines = subsets(coefs, model.k);
    if (lines.length === 0) return 0;
    const total = lines.reduce((sum, line) => sum + line.reduce((product, coef) => product * coef, 1n), 0n);
    return Number(floor(amount * total, BigInt(lines.length) * 1000n ** BigInt(model.k)));
  }
  const multiplier = model.expressId !== null ? BigInt(BOOST) : bonusOn(model) ? BigInt(11 * (100 + Math.min(model.bets.length, 9))) : null;
  const legs = multiplier === null ? coefs : [...coefs, multiplier];
  const product = legs.reduce((p, coef) => p * coef, 1n);
  const coef = halfUp(product, 1000n ** BigInt(legs.length - 1));
  return Number(floor(amount * coef, 1000n));
}

function mayPlace(model: Model): boolean {
  const n = model.bets.length;
  if (n === 0 || model.amount <= 0 || pending(model).length > 0) return false;
  // Auto-max can take the whole balance: multiple singles stake the amount once per bet.
  if (model.amount * (model.typeId === MULTIPLE ? n : 1) > BALANCE) return false;
  if (model.typeId === SINGLE) return n === 1;
  if (model.typeId === EXPRESS) return n >= 2;
  if (isSystem(model.typeId)) return n >= 3;
  return true;
}

// ---------------------------------------------------------------- checks

function fail(message: string, model: Model, real: Real): never {
  throw new Error(`${message}\nmodel: ${JSON.stringify({ ...model, pool: undefined })}\nreal bets: ${JSON.stringify(real.scope.getState(coupon.$bets).map((held) => [held.id, held.market.coef]))}`);
}

function check(model: Model, real: Real): void {
  // Auto-max: whatever the command did, the stake is now the largest the coupon takes.
  if (model.autoMax) model.amount = maxOf(model);
  const s = real.scope;
  const bets = s.getState(coupon.$bets);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(bets.map((held) => held.id), model.bets.map((held) => held.id))) fail('bets differ', model, real);
  if (!same(bets.map((held) => held.market.coef), model.bets.map((held) => held.current))) fail('coefs differ', model, real);
  const typeId = s.getState(coupon.$typeId);
  if (typeId !== model.typeId) fail(`type ${typeId}, expected ${model.typeId}`, model, real);
  const k = s.getState(coupon.$systemValue);
  if (k < 2 || (bets.length >= 3 && k > bets.length - 1) || k !== model.k) fail(`system value ${k}`, model, real);
  if (isCombined(typeId)) {
    bets.forEach((a, i) =>
      bets.slice(i + 1).forEach((b) => {
        if (a.gameId === b.gameId && !(a.market.isCombinable === true && b.market.isCombinable === true)) fail(`conflicting picks ${a.id} ${b.id}`, model, real);
      }),
    );
  }
  if (s.getState(coupon.$amount) !== model.amount) fail(`amount ${s.getState(coupon.$amount)}`, model, real);
  const bonus = s.getState(coupon.$hasBonusBet);
  if (bonus !== bonusOn(model)) fail(`bonus bet ${String(bonus)}`, model, real);
  if (s.getState(coupon.$isBonusBetManuallyDeleted) !== model.bonusDeleted) fail('bonus deleted flag', model, real);
  if (bonus && model.bonusDeleted) fail('bonus bet after deletion', model, real);
  const win = s.getState(coupon.$possibleWin);
  if (win !== winInModel(model)) fail(`possible win ${win}, expected ${winInModel(model)}`, model, real);
  const refusals = s.getState(coupon.$refusals);
  const canPlace = s.getState(coupon.$canPlace);
  if (canPlace !== (refusals.length === 0)) fail('refusals and canPlace disagree', model, real);
  if (canPlace !== mayPlace(model)) fail(`canPlace ${String(canPlace)}: ${JSON.stringify(refusals)}`, model, real);
  const waiting = s.getState(coupon.$pendingCoefChanges).map((change) => [change.betId, change.before, change.after]);
  if (!same(waiting, pending(model).map((held) => [held.id, held.seen, held.current]))) fail(`pending ${JSON.stringify(waiting)}`, model, real);
  const settings = s.getState(coupon.$settings);
  if (settings.isActiveOneClick !== model.oneClickOn) fail('one-click', model, real);
  if (settings.isActiveOneClick && bets.length > 0) fail('one-click on with bets', model, real);
  if (s.getState(coupon.$oneClickConfirmation) !== model.asking) fail('confirmation', model, real);
  if (settings.isDropOnScoreChange !== model.dropOnScore || settings.exactCoef !== model.exactCoef) fail('drop-on-score / exact coef', model, real);
  if (settings.changeCoefAction !== model.action) fail('changeCoefAction', model, real);
  if (real.calls.length !== model.calls) fail(`${real.calls.length} calls, expected ${model.calls}`, model, real);
  if (s.getState(coupon.$isAutoMax) !== model.autoMax) fail('auto-max', model, real);
  if (s.getState(coupon.$expressId) !== model.expressId) fail(`express of the day ${String(s.getState(coupon.$expressId))}`, model, real);
}

// ---------------------------------------------------------------- commands

type Command = fc.AsyncCommand<Model, Real>;

class Toggle implements Command {
  constructor(readonly index: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const pick = model.pool[this.index % model.pool.length] as PoolBet;
    if (model.oneClickOn) {
      if (model.oneClickAmount > 0) {
        model.calls += 1;
        model.unanswered = null;
      }
      real.answer = 'ok';
      await allSettled(coupon.betToggled, { scope: real.scope, params: couponBet(pick) });
      check(model, real);
      const call = real.calls.at(-1);
      if (model.oneClickAmount > 0 && call) {
        expect(call).toMatchObject({ typeId: 0, amount: model.oneClickAmount, changeCoefAction: model.exactCoef === null ? model.action : 0, bets: [{ outcomeId: Number(pick.id), coef: pick.coef }] });
      }
      return;
    }
    pickInModel(model, pick);
    await allSettled(coupon.betToggled, { scope: real.scope, params: couponBet(pick) });
    check(model, real);
  }
  toString = () => `toggle(${this.index})`;
}

/** Several clicks in a row (one outcome of each of several games: builds an express quickly). */
class ToggleMany implements Command {
  constructor(readonly indices: readonly number[]) {}
  check = (model: Readonly<Model>) => !model.oneClickOn;
  async run(model: Model, real: Real) {
    for (const index of this.indices) await new Toggle(index).run(model, real);
  }
  toString = () => `toggleMany(${this.indices.join(',')})`;
}

class Remove implements Command {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.bets.length > 0;
  async run(model: Model, real: Real) {
    const id = model.bets[this.index % model.bets.length]?.id ?? '';
    model.bets = model.bets.filter((held) => held.id !== id);
    model.expressId = null;
    followCount(model);
    await allSettled(coupon.betRemoved, { scope: real.scope, params: id });
    check(model, real);
  }
  toString = () => `remove(#${this.index})`;
}

class Clear implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    model.bets = [];
    model.expressId = null;
    followCount(model);
    await allSettled(coupon.couponCleared, { scope: real.scope });
    check(model, real);
  }
  toString = () => 'clear';
}

class ChangeType implements Command {
  constructor(readonly typeId: TypeId) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.typeId = this.typeId;
    if (this.typeId !== EXPRESS) model.expressId = null;
    await allSettled(coupon.typeChanged, { scope: real.scope, params: this.typeId });
    check(model, real);
  }
  toString = () => `type(${this.typeId})`;
}

class SetAmount implements Command {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (Number.isSafeInteger(this.amount) && this.amount >= 0) {
      if (model.autoMax && this.amount !== maxOf(model)) model.autoMax = false;
      model.amount = this.amount;
    }
    await allSettled(coupon.amountChanged, { scope: real.scope, params: this.amount });
    check(model, real);
  }
  toString = () => `amount(${this.amount})`;
}

class SetSystemValue implements Command {
  constructor(readonly k: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.k = Math.max(2, Math.min(Math.trunc(this.k), model.bets.length - 1));
    await allSettled(coupon.systemValueChanged, { scope: real.scope, params: this.k });
    check(model, real);
  }
  toString = () => `systemValue(${this.k})`;
}

class ToggleOneClick implements Command {
  constructor(readonly on: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (this.on && !model.oneClickOn) {
      if (model.bets.length > 0) model.asking = true;
      else {
        model.oneClickOn = true;
        model.asking = false;
      }
    }
    if (!this.on) {
      model.oneClickOn = false;
      model.asking = false;
    }
    await allSettled(coupon.oneClickToggled, { scope: real.scope, params: this.on });
    check(model, real);
  }
  toString = () => `oneClick(${String(this.on)})`;
}

class Confirm implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    if (model.asking) {
      model.bets = [];
      model.expressId = null;
      followCount(model);
      model.oneClickOn = true;
      model.asking = false;
    }
    await allSettled(coupon.oneClickConfirmed, { scope: real.scope });
    check(model, real);
  }
  toString = () => 'confirm';
}

class Cancel implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    model.asking = false;
    await allSettled(coupon.oneClickCancelled, { scope: real.scope });
    check(model, real);
  }
  toString = () => 'cancel';
}

interface Patch {
  readonly changeCoefAction?: 0 | 1 | 2;
  readonly isDropOnScoreChange?: boolean;
  readonly exactCoef?: number | null;
  readonly oneClickAmount?: number;
}

class Settings implements Command {
  constructor(readonly patch: Patch) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { changeCoefAction, isDropOnScoreChange, exactCoef, oneClickAmount } = this.patch;
    const wasDrop = model.dropOnScore;
    const hadExact = model.exactCoef !== null;
    if (changeCoefAction !== undefined) model.action = changeCoefAction;
    if (isDropOnScoreChange !== undefined) model.dropOnScore = isDropOnScoreChange;
    if (exactCoef !== undefined) model.exactCoef = exactCoef;
    if (oneClickAmount !== undefined) model.oneClickAmount = oneClickAmount;
    if (isDropOnScoreChange === true && !wasDrop) model.oneClickOn = false;
    if (exactCoef === null && hadExact) model.dropOnScore = false;
    for (const held of model.bets) if (!waits(actionOf(model), held.seen, held.current)) held.seen = held.current;
    await allSettled(coupon.settingsChanged, { scope: real.scope, params: this.patch });
    check(model, real);
  }
  toString = () => `settings(${JSON.stringify(this.patch)})`;
}

class CoefMoved implements Command {
  constructor(
    readonly index: number,
    readonly coef: number,
  ) {}
  check = (model: Readonly<Model>) => model.bets.length > 0;
  async run(model: Model, real: Real) {
    const held = model.bets[this.index % model.bets.length] as ModelBet;
    if (held.current !== this.coef) {
      held.current = this.coef;
      if (!waits(actionOf(model), held.seen, this.coef)) held.seen = this.coef;
    }
    await allSettled(coupon.coefsChanged, { scope: real.scope, params: [{ betId: held.id, coef: this.coef }] });
    check(model, real);
    const move = real.scope.getState(coupon.$coefMoves)[held.id];
    if (move && move.direction !== (held.current > move.previous ? 'up' : 'down')) fail('coef move direction', model, real);
  }
  toString = () => `coef(#${this.index} → ${this.coef})`;
}

class AcceptChanges implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    for (const held of model.bets) held.seen = held.current;
    await allSettled(coupon.coefChangesAccepted, { scope: real.scope });
    check(model, real);
  }
  toString = () => 'accept changes';
}

class RemoveBonusBet implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    if (bonusOn(model)) model.bonusDeleted = true;
    await allSettled(coupon.bonusBetRemoved, { scope: real.scope });
    check(model, real);
  }
  toString = () => 'remove bonus bet';
}

/** The page reloads: the stored snapshot (through JSON, as localStorage keeps it) restores the slip in a new scope. */
class Reload implements Command {
  /** A press of "place" right after the reload (the bettor tries again), answered as told. */
  constructor(readonly then: Answer | null) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const stored = parseCouponSnapshot(JSON.parse(JSON.stringify(real.scope.getState(coupon.$snapshot))));
    if (stored === null) throw new Error('the snapshot does not read back');
    real.scope = scopeFor(real);
    await allSettled(coupon.restored, { scope: real.scope, params: stored });
    // What a reload forgets: an open one-click question.
    model.asking = false;
    check(model, real);
    if (this.then !== null) await new Place([this.then]).run(model, real);
  }
  toString = () => (this.then === null ? 'reload' : `reload, place(${this.then})`);
}

/** Presses of "place" in a row, the server answering each as told (a retry after no answer, after a refusal…). */
class Place implements Command {
  constructor(readonly answers: readonly Answer[]) {}
  check = () => true;
  async run(model: Model, real: Real) {
    for (const answer of this.answers) await this.press(model, real, answer);
  }
  toString = () => `place(${this.answers.join(', ')})`;

  private async press(model: Model, real: Real, answer: Answer) {
    real.answer = answer;
    const sends = mayPlace(model);
    const withBonus = bonusOn(model);
    if (sends) model.calls += 1;
    await allSettled(coupon.placeRequested, { scope: real.scope });
    if (sends) {
      const call = real.calls.at(-1) as PlaceCouponRequest;
      const { idempotencyKey, ...body } = call;
      const text = JSON.stringify(body);
      if (model.unanswered !== null && model.unanswered.body === text) expect(idempotencyKey).toBe(model.unanswered.key);
      else expect(real.calls.slice(0, -1).map((earlier) => earlier.idempotencyKey)).not.toContain(idempotencyKey);
      expect(call).toMatchObject({ typeId: model.typeId, bets: model.bets.map((held) => ({ outcomeId: Number(held.id), coef: held.current })), withBonusBet: withBonus });
      expect(call.expressId).toBe(model.expressId ?? undefined);
      model.unanswered = answer === 'network' ? { body: text, key: idempotencyKey } : null;
      if (answer === 'ok') {
        model.bets = [];
        model.expressId = null;
        followCount(model);
      }
    }
    check(model, real);
    if (sends && answer === 'refused' && real.scope.getState(coupon.$serverRefusals).length === 0) fail('server refusals lost', model, real);
    if (sends && answer === 'ok' && real.scope.getState(coupon.$successCoupon) === null && real.scope.getState(coupon.$singlesResultCoupons).length === 0) {
      fail('no success coupon', model, real);
    }
  }
}

class AutoMax implements Command {
  constructor(readonly on: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.autoMax = this.on;
    await allSettled(coupon.autoMaxToggled, { scope: real.scope, params: this.on });
    check(model, real);
  }
  toString = () => `autoMax(${String(this.on)})`;
}

/** The express of the day (one outcome of each of several games) loaded from the offer. */
class LoadExpress implements Command {
  constructor(
    readonly expressId: number,
    readonly indices: readonly number[],
  ) {}
  check = (model: Readonly<Model>) => !model.oneClickOn && !model.asking;
  async run(model: Model, real: Real) {
    const legs = this.indices.map((index) => model.pool[index] as PoolBet);
    model.bets = legs.map((leg) => ({ ...leg, current: leg.coef, seen: leg.coef }));
    model.typeId = EXPRESS;
    model.expressId = this.expressId;
    if (model.amount === 0) model.amount = RUB_INITIAL_STAKE;
    followCount(model);
    await allSettled(coupon.expressOfTheDayLoaded, { scope: real.scope, params: { expressId: this.expressId, bets: legs.map(couponBet) } });
    check(model, real);
  }
  toString = () => `express(${this.expressId}: ${this.indices.join(',')})`;
}

// ---------------------------------------------------------------- arbitraries

/** Eight outcomes over four games, two per game; some markets combine, a few are kind 7 or below 1.1. */
const arbPool: fc.Arbitrary<PoolBet[]> = fc
  .array(
    fc.record({
      coef: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1100, max: 3500 }) }, { weight: 1, arbitrary: fc.integer({ min: 1001, max: 1099 }) }),
      kind: fc.oneof({ weight: 19, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.constant(7) }),
      combinable: fc.boolean(),
    }),
    { minLength: 8, maxLength: 8 },
  )
  .map((rows) => rows.map((row, index) => ({ ...row, id: String(index + 1), gameId: Math.floor(index / 2) + 1 })));

const arbCoefValue = fc.integer({ min: 1001, max: 4000 });
const commands = [
  ...Array.from({ length: 4 }, () => fc.nat(7).map((index) => new Toggle(index))),
  fc
    .tuple(fc.shuffledSubarray([0, 1, 2, 3], { minLength: 3, maxLength: 4 }), fc.array(fc.nat(1), { minLength: 4, maxLength: 4 }))
    .map(([games, sides]) => new ToggleMany(games.map((game, index) => game * 2 + (sides[index] ?? 0)))),
  fc.nat().map((index) => new Remove(index)),
  fc.constant(new Clear()),
  fc.constantFrom<TypeId>(0, 1, 2, 4, 10001).map((typeId) => new ChangeType(typeId)),
  fc.constantFrom(0, 100, 15_000, 123_456, -1, 2.5).map((amount) => new SetAmount(amount)),
  fc.integer({ min: -2, max: 10 }).map((k) => new SetSystemValue(k)),
  fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 2, arbitrary: fc.constant(false) }).map((on) => new ToggleOneClick(on)),
  fc.constant(new Confirm()),
  fc.constant(new Cancel()),
  fc
    .record(
      {
        changeCoefAction: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
        isDropOnScoreChange: fc.boolean(),
        exactCoef: fc.constantFrom(null, 1500),
        oneClickAmount: fc.constantFrom(0, 5_000),
      },
      { requiredKeys: [] },
    )
    .map((patch) => new Settings(patch)),
  fc.tuple(fc.nat(), arbCoefValue).map(([index, coef]) => new CoefMoved(index, coef)),
  fc.constant(new AcceptChanges()),
  fc.constant(new RemoveBonusBet()),
  fc.constant(new RemoveBonusBet()),
  fc.option(fc.constantFrom<Answer>('ok', 'network', 'refused')).map((then) => new Reload(then)),
  fc.option(fc.constantFrom<Answer>('ok', 'network', 'refused')).map((then) => new Reload(then)),
  fc.array(fc.constantFrom<Answer>('ok', 'ok', 'refused', 'network'), { minLength: 1, maxLength: 3 }).map((answers) => new Place(answers)),
  fc.boolean().map((on) => new AutoMax(on)),
  fc
    .tuple(fc.constantFrom(20_261_123, 20_261_124), fc.shuffledSubarray([0, 1, 2, 3], { minLength: 3, maxLength: 4 }), fc.array(fc.nat(1), { minLength: 4, maxLength: 4 }))
    .map(([id, games, sides]) => new LoadExpress(id, games.map((game, index) => game * 2 + (sides[index] ?? 0)))),
];

describe('coupon lifecycle, model-based', () => {
  it('every command sequence keeps the invariants of the slip', async () => {
    await fc.assert(
      fc.asyncProperty(arbPool, fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }), fc.commands(commands, { maxCommands: 40, size: 'large' }), async (pool, bonusEnabled, sequence) => {
        const real = startReal(bonusEnabled);
        const model: Model = {
          pool,
          bonusEnabled,
          bets: [],
          typeId: SINGLE,
          amount: 0,
          k: 2,
          action: 2,
          oneClickOn: false,
          asking: false,
          dropOnScore: false,
          exactCoef: null,
          oneClickAmount: 0,
          bonusDeleted: false,
          calls: 0,
          unanswered: null,
          autoMax: false,
          expressId: null,
        };
        check(model, real);
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
