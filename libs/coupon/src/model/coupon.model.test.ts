import { allSettled, createWatch, type Scope, type Store } from 'effector';
import { describe, expect, it } from 'vitest';
import { couponInitialStake } from '../rules/amounts';
import { CHANGE_COEF_ACTION, COUPON_TYPE, defaultCouponSettings } from '../rules/entities';
import type { CouponBet } from '../rules/entities';
import { possibleWin } from '../rules/payout';
import { NOW_MS, bet, placeAnswer, placedCoupon, rubAccount, scopeOf, setup, type Setup } from './coupon.fixtures';
import { parseCouponSnapshot } from './coupon.helpers';
import type { CouponModelRefusal, PlaceCouponError, PlaceCouponRequest } from './coupon.types';

const RUB_STAKE = couponInitialStake('RUB');

async function add(t: Setup, scope: Scope, ...bets: CouponBet[]) {
  for (const pick of bets) await allSettled(t.model.betToggled, { scope, params: pick });
}

const codes = (refusals: readonly CouponModelRefusal[]) => refusals.map((refusal) => refusal.code);

describe('adding and removing bets', () => {
  it('adds a pick, removes it when clicked again, and stamps when it came', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await add(t, scope, bet(1, 10, 1850));
    expect(scope.getState(t.model.$bets).map((b) => b.id)).toEqual(['1']);
    expect(scope.getState(t.model.$addedAtByBetId)).toEqual({ 1: Math.floor(NOW_MS / 1000) });
    expect(scope.getState(t.model.$amount)).toBe(RUB_STAKE);
    await add(t, scope, bet(1, 10, 1850));
    expect(scope.getState(t.model.$bets)).toEqual([]);
    expect(scope.getState(t.model.$addedAtByBetId)).toEqual({});
  });

  it('a second pick of one game replaces the first unless both markets allow combining', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 1600), bet(3, 10, 1700));
    expect(scope.getState(t.model.$bets).map((b) => b.id)).toEqual(['3', '2']);
    await add(t, scope, bet(4, 30, 1500, { market: { isCombinable: true } }), bet(5, 30, 1800, { market: { isCombinable: true } }));
    expect(scope.getState(t.model.$bets).map((b) => b.id)).toEqual(['3', '2', '4', '5']);
  });

  it('ignores a pick without a valid coefficient', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await add(t, scope, bet(1, 10, 999), bet(2, 10, 1500.5));
    expect(scope.getState(t.model.$bets)).toEqual([]);
  });

  it('betRemoved and couponCleared', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 1600), bet(3, 30, 1700));
    await allSettled(t.model.betRemoved, { scope, params: '2' });
    expect(scope.getState(t.model.$bets).map((b) => b.id)).toEqual(['1', '3']);
    await allSettled(t.model.couponCleared, { scope });
    expect(scope.getState(t.model.$bets)).toEqual([]);
    expect(scope.getState(t.model.$typeId)).toBe(COUPON_TYPE.single);
    expect(codes(scope.getState(t.model.$refusals))).toEqual(['no_bets']);
  });
});

describe('type, system value, bankers', () => {
  it('the type follows the count: single → express at 2 bets, back to single at 1', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await add(t, scope, bet(1, 10, 1500));
    expect(scope.getState(t.model.$typeId)).toBe(COUPON_TYPE.single);
    await add(t, scope, bet(2, 20, 1600));
    expect(scope.getState(t.model.$typeId)).toBe(COUPON_TYPE.express);
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.multipleSingles });
    await allSettled(t.model.betRemoved, { scope, params: '2' });
    expect(scope.getState(t.model.$typeId)).toBe(COUPON_TYPE.multipleSingles);
    // An emptied slip starts again as a single.
    await allSettled(t.model.betRemoved, { scope, params: '1' });
    expect(scope.getState(t.model.$typeId)).toBe(COUPON_TYPE.single);
    await add(t, scope, bet(1, 10, 1500));
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.express });
    await allSettled(t.model.betRemoved, { scope, params: '1' });
    expect(scope.getState(t.model.$typeId)).toBe(COUPON_TYPE.single);
  });

  it('system value never below 2 and below the number of bets; options listed for systems', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { minBetAmount: 1000 } });
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 1600), bet(3, 30, 1700), bet(4, 40, 1800));
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.system });
    await allSettled(t.model.systemValueChanged, { scope, params: 0 });
    expect(scope.getState(t.model.$systemValue)).toBe(2);
    await allSettled(t.model.systemValueChanged, { scope, params: 9 });
    expect(scope.getState(t.model.$systemValue)).toBe(3);
    expect(scope.getState(t.model.$systemOptions).map((option) => [option.combo, option.lines, option.minBetAmount])).toEqual([
      ['2/4', 6, 6000],
      ['3/4', 4, 4000],
    ]);
    await allSettled(t.model.betRemoved, { scope, params: '4' });
    expect(scope.getState(t.model.$systemValue)).toBe(2);
  });

  it('a banker is in every line: fewer lines, and a banker cannot be set on a disabled bet', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 1600), bet(3, 30, 1700), bet(4, 40, 1800, { isDisabledBanker: true }));
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.system });
    await allSettled(t.model.bankerToggled, { scope, params: '1' });
    await allSettled(t.model.bankerToggled, { scope, params: '4' });
    expect(scope.getState(t.model.$bets).map((b) => b.isBanker === true)).toEqual([true, false, false, false]);
    expect(scope.getState(t.model.$systemOptions).map((option) => option.lines)).toEqual([3, 3]);
  });
});

describe('amounts', () => {
  it('steps by the currency step, ignores invalid amounts, limits by config', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { minBetAmount: 5000, maxBetAmount: 100_000, limitedTypeIds: [0, 1] } });
    await add(t, scope, bet(1, 10, 1500));
    const step = scope.getState(t.model.$amountStep);
    expect(step).toBe(10_000);
    await allSettled(t.model.amountIncreased, { scope });
    expect(scope.getState(t.model.$amount)).toBe(RUB_STAKE + step - (RUB_STAKE % step));
    await allSettled(t.model.amountChanged, { scope, params: -5 });
    await allSettled(t.model.amountChanged, { scope, params: 1.5 });
    expect(scope.getState(t.model.$amount)).toBe(RUB_STAKE + step - (RUB_STAKE % step));
    await allSettled(t.model.amountChanged, { scope, params: 200_000 });
    expect(scope.getState(t.model.$amountLimits)).toEqual({ min: 5000, max: 100_000 });
    expect(scope.getState(t.model.$refusals)).toEqual([{ code: 'amount_above_max', max: 100_000 }]);
    expect(scope.getState(t.model.$canPlace)).toBe(false);
  });

  it('multiple singles: each bet its own stake, else the coupon amount', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 2000));
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.multipleSingles });
    await allSettled(t.model.amountChanged, { scope, params: 10_000 });
    await allSettled(t.model.amountByBetChanged, { scope, params: { betId: '2', amount: 30_000 } });
    expect(scope.getState(t.model.$amountByBetId)).toEqual({ 1: 10_000, 2: 30_000 });
    expect(scope.getState(t.model.$possibleWin)).toBe(15_000 + 60_000);
  });

  it('an account in another currency starts again from its initial stake', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await add(t, scope, bet(1, 10, 1500));
    await allSettled(t.deps.$account, { scope, params: { ...rubAccount, id: 8, currency: 'USD' } });
    expect(scope.getState(t.model.$amount)).toBe(couponInitialStake('USD'));
  });

  it('prepaidAmountReset sets the available prepaid amount to 0', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await allSettled(t.model.prepaidAmountChanged, { scope, params: 5000 });
    expect(scope.getState(t.model.$availablePrepaidAmount)).toBe(5000);
    await allSettled(t.model.prepaidAmountReset, { scope });
    expect(scope.getState(t.model.$availablePrepaidAmount)).toBe(0);
  });
});

describe('numbers', () => {
  it('express coef and possible win are the rules maths; the system coefficient is the average line', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { maxPayout: null } });
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 2000), bet(3, 30, 1250));
    await allSettled(t.model.amountChanged, { scope, params: 10_000 });
    expect(scope.getState(t.model.$coef)).toBe(3750);
    expect(scope.getState(t.model.$coefText)).toBe('3.75');
    expect(scope.getState(t.model.$possibleWin)).toBe(37_500);
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.system });
    // lines 1.5×2, 1.5×1.25, 2×1.25 → (3 + 1.875 + 2.5) / 3 = 2.4583…
    expect(scope.getState(t.model.$coef)).toBe(2458);
    expect(scope.getState(t.model.$possibleWin)).toBe(possibleWin({ typeId: 2, amount: 10_000, coefs: [1500, 2000, 1250], systemValue: 2 }));
    expect(scope.getState(t.model.$possibleWin)).toBe(24_583);
  });

  it('caps the possible win at the max payout', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { maxPayout: 20_000 } });
    await add(t, scope, bet(1, 10, 5000));
    expect(scope.getState(t.model.$possibleWin)).toBe(20_000);
  });
});

describe('bonus bet (spec §4)', () => {
  const legs = [bet(1, 10, 1500), bet(2, 20, 1200), bet(3, 30, 1100)];

  it('is added to an express of 3 bets of coef ≥ 1.1 when config allows, and multiplies the coefficient', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { isBonusBetEnabled: true } });
    await add(t, scope, ...legs.slice(0, 2));
    expect(scope.getState(t.model.$hasBonusBet)).toBe(false);
    await add(t, scope, legs[2] as CouponBet);
    expect(scope.getState(t.model.$hasBonusBet)).toBe(true);
    expect(scope.getState(t.model.$bonusBetCoef)).toBe(1133);
    expect(scope.getState(t.model.$coef)).toBe(2243); // 1.5 × 1.2 × 1.1 × 1.133 = 2.24334
  });

  it('is not added with a kind-7 bet, a leg below 1.1, or when config forbids', async () => {
    const t = setup();
    const on = scopeOf(t, { config: { isBonusBetEnabled: true } });
    await add(t, on, legs[0] as CouponBet, legs[1] as CouponBet, bet(4, 40, 1500, { market: { kind: 7 } }));
    expect(on.getState(t.model.$hasBonusBet)).toBe(false);
    const low = scopeOf(t, { config: { isBonusBetEnabled: true } });
    await add(t, low, legs[0] as CouponBet, legs[1] as CouponBet, bet(4, 40, 1090));
    expect(low.getState(t.model.$hasBonusBet)).toBe(false);
    const off = scopeOf(t, { config: { isBonusBetEnabled: false } });
    await add(t, off, ...legs);
    expect(off.getState(t.model.$hasBonusBet)).toBe(false);
  });

  it('deleting it sets the manually-deleted flag: not added again until the coupon is cleared', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { isBonusBetEnabled: true } });
    await add(t, scope, ...legs);
    await allSettled(t.model.bonusBetRemoved, { scope });
    expect(scope.getState(t.model.$isBonusBetManuallyDeleted)).toBe(true);
    expect(scope.getState(t.model.$hasBonusBet)).toBe(false);
    await add(t, scope, bet(4, 40, 1300));
    expect(scope.getState(t.model.$hasBonusBet)).toBe(false);
    await allSettled(t.model.couponCleared, { scope });
    expect(scope.getState(t.model.$isBonusBetManuallyDeleted)).toBe(false);
    await add(t, scope, ...legs);
    expect(scope.getState(t.model.$hasBonusBet)).toBe(true);
  });
});

describe('vip bet (spec §5)', () => {
  it('is available when configured, max bet finite, every bet line, not multiple singles', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { isVipBetEnabled: true, maxBetAmount: 100_000 } });
    expect(scope.getState(t.model.$isVipBetAvailable)).toBe(false);
    await add(t, scope, bet(1, 10, 1500));
    expect(scope.getState(t.model.$isVipBetAvailable)).toBe(true);
    await add(t, scope, bet(2, 20, 1500, { market: { isLive: true } }));
    expect(scope.getState(t.model.$isVipBetAvailable)).toBe(false);
    await allSettled(t.model.vipBetToggled, { scope, params: true });
    expect(codes(scope.getState(t.model.$refusals))).toContain('vip_unavailable');
  });

  it('is not available without a max bet', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { isVipBetEnabled: true, maxBetAmount: null } });
    await add(t, scope, bet(1, 10, 1500));
    expect(scope.getState(t.model.$isVipBetAvailable)).toBe(false);
  });
});

describe('settings and one-click (spec §4, §5)', () => {
  it('enabling one-click with bets asks; confirm empties the coupon, turns it on and saves', async () => {
    const t = setup();
    const saved: boolean[] = [];
    const scope = scopeOf(t, { handlers: [[t.deps.saveSettingsFx, (settings: { isActiveOneClick: boolean }) => void saved.push(settings.isActiveOneClick)]] });
    await add(t, scope, bet(1, 10, 1500));
    await allSettled(t.model.oneClickToggled, { scope, params: true });
    expect(scope.getState(t.model.$oneClickConfirmation)).toBe(true);
    expect(scope.getState(t.model.$settings).isActiveOneClick).toBe(false);
    await allSettled(t.model.oneClickConfirmed, { scope });
    expect(scope.getState(t.model.$oneClickConfirmation)).toBe(false);
    expect(scope.getState(t.model.$bets)).toEqual([]);
    expect(scope.getState(t.model.$isOneClickActive)).toBe(true);
    expect(saved).toEqual([true]);
  });

  it('cancel leaves one-click off and the bets in place', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await add(t, scope, bet(1, 10, 1500));
    await allSettled(t.model.oneClickToggled, { scope, params: true });
    await allSettled(t.model.oneClickCancelled, { scope });
    expect(scope.getState(t.model.$oneClickConfirmation)).toBe(false);
    expect(scope.getState(t.model.$settings).isActiveOneClick).toBe(false);
    expect(scope.getState(t.model.$bets)).toHaveLength(1);
    await allSettled(t.model.oneClickConfirmed, { scope });
    expect(scope.getState(t.model.$settings).isActiveOneClick).toBe(false);
  });

  it('without bets one-click turns on at once; off again is saved too', async () => {
    const t = setup();
    const saved: boolean[] = [];
    const scope = scopeOf(t, { handlers: [[t.deps.saveSettingsFx, (settings: { isActiveOneClick: boolean }) => void saved.push(settings.isActiveOneClick)]] });
    await allSettled(t.model.oneClickToggled, { scope, params: true });
    await allSettled(t.model.oneClickToggled, { scope, params: false });
    expect(saved).toEqual([true, false]);
  });

  it('the one-click stake follows the account into another currency: it starts again from that initial stake', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await allSettled(t.model.settingsChanged, { scope, params: { oneClickAmount: 10_000 } });
    await allSettled(t.deps.$account, { scope, params: { ...rubAccount, id: 8, currency: 'USD' } });
    expect(scope.getState(t.model.$settings).oneClickAmount).toBe(couponInitialStake('USD'));
  });

  it('one-click is active only when the site config shows it', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { isOneClickShown: false } });
    await allSettled(t.model.oneClickToggled, { scope, params: true });
    expect(scope.getState(t.model.$settings).isActiveOneClick).toBe(false);
    await allSettled(t.model.settingsLoaded, { scope, params: { ...defaultCouponSettings(), isActiveOneClick: true } });
    expect(scope.getState(t.model.$isOneClickActive)).toBe(false);
  });

  it('turning drop-on-score-change on turns one-click off; clearing the exact coef clears drop-on-score-change', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await allSettled(t.model.oneClickToggled, { scope, params: true });
    await allSettled(t.model.settingsChanged, { scope, params: { exactCoef: 1500, isDropOnScoreChange: true } });
    expect(scope.getState(t.model.$settings)).toMatchObject({ isActiveOneClick: false, isDropOnScoreChange: true, exactCoef: 1500 });
    await allSettled(t.model.settingsChanged, { scope, params: { exactCoef: null } });
    expect(scope.getState(t.model.$settings)).toMatchObject({ isDropOnScoreChange: false, exactCoef: null });
  });

  it('a click on a coefficient with one-click on places a single at once with the one-click amount', async () => {
    const t = setup();
    const calls: PlaceCouponRequest[] = [];
    const scope = scopeOf(t, {
      handlers: [[t.deps.placeCouponFx, (request: PlaceCouponRequest) => (calls.push(request), placeAnswer([placedCoupon(50, { typeId: 0 })]))]],
    });
    await allSettled(t.model.settingsChanged, { scope, params: { oneClickAmount: 20_000, changeCoefAction: CHANGE_COEF_ACTION.ask } });
    await allSettled(t.model.oneClickToggled, { scope, params: true });
    await add(t, scope, bet(11, 10, 1900));
    expect(calls).toEqual([
      { typeId: 0, bets: [{ outcomeId: 11, coef: 1900 }], amount: 20_000, changeCoefAction: 0, accountId: 7, isVipBet: false, withBonusBet: false, exactCoef: false, isDropOnScoreChange: false, idempotencyKey: 'key-1' },
    ]);
    expect(scope.getState(t.model.$bets)).toEqual([]);
    expect(scope.getState(t.model.$successCoupon)?.id).toBe(50);
  });

  it('the one-click bonus places the bonus account amount with changeCoefAction 1', async () => {
    const t = setup();
    const calls: PlaceCouponRequest[] = [];
    const scope = scopeOf(t, {
      account: { ...rubAccount, isBonus: true },
      handlers: [[t.deps.placeCouponFx, (request: PlaceCouponRequest) => (calls.push(request), placeAnswer([placedCoupon(51)]))]],
    });
    await allSettled(t.model.settingsChanged, { scope, params: { oneClickAmount: 20_000, bonusAccountOneClickAmount: 5_000, changeCoefAction: 0 } });
    await allSettled(t.model.oneClickToggled, { scope, params: true });
    await add(t, scope, bet(11, 10, 1900));
    expect(calls.map((call) => [call.amount, call.changeCoefAction])).toEqual([[5_000, 1]]);
  });

  it('a one-click the rules refuse is not sent and says why', async () => {
    const t = setup();
    const refused: (readonly CouponModelRefusal[])[] = [];
    const scope = scopeOf(t, { handlers: [[t.deps.placeCouponFx, () => Promise.reject(new Error('not called'))]] });
    createWatch({ unit: t.model.oneClickRefused, scope, fn: (refusals) => refused.push(refusals) });
    await allSettled(t.model.oneClickToggled, { scope, params: true });
    await add(t, scope, bet(11, 10, 1900));
    expect(refused).toEqual([[{ code: 'amount_missing' }]]);
  });

  it('bets arriving while one-click is on (a load by code) turn one-click off', async () => {
    const t = setup();
    const scope = scopeOf(t, {
      handlers: [[t.deps.loadCouponByCodeFx, async (code: string) => ({ code, typeId: 1, systemValue: null, amount: 20_000, bets: [bet(1, 10, 1500), bet(2, 20, 1600)] })]],
    });
    await allSettled(t.model.oneClickToggled, { scope, params: true });
    await allSettled(t.model.loadCouponInputChanged, { scope, params: ' abcd2345 ' });
    await allSettled(t.model.couponLoadRequested, { scope });
    expect(scope.getState(t.model.$bets)).toHaveLength(2);
    expect(scope.getState(t.model.$settings).isActiveOneClick).toBe(false);
  });
});

describe('live coefficient changes (changeCoefAction)', () => {
  async function withBets(action: 0 | 1 | 2) {
    const t = setup();
    const scope = scopeOf(t);
    await allSettled(t.model.settingsChanged, { scope, params: { changeCoefAction: action } });
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 2000));
    return { t, scope };
  }

  it('accept any: every move is accepted; moves keep the previous coef and direction', async () => {
    const { t, scope } = await withBets(CHANGE_COEF_ACTION.acceptAny);
    await allSettled(t.model.coefsChanged, { scope, params: [{ betId: '1', coef: 1400 }, { betId: '2', coef: 2100 }] });
    expect(scope.getState(t.model.$pendingCoefChanges)).toEqual([]);
    expect(scope.getState(t.model.$coefMoves)).toEqual({ 1: { previous: 1500, direction: 'down' }, 2: { previous: 2000, direction: 'up' } });
    expect(scope.getState(t.model.$coef)).toBe(2940);
  });

  it('accept increases: a rise is accepted, a drop waits for the bettor', async () => {
    const { t, scope } = await withBets(CHANGE_COEF_ACTION.acceptIncreases);
    await allSettled(t.model.coefsChanged, { scope, params: [{ betId: '1', coef: 1400 }, { betId: '2', coef: 2100 }] });
    expect(scope.getState(t.model.$pendingCoefChanges)).toEqual([{ betId: '1', before: 1500, after: 1400 }]);
    expect(scope.getState(t.model.$refusals)).toContainEqual({ code: 'coef_changed', betId: '1', before: 1500, after: 1400 });
    expect(scope.getState(t.model.$canPlace)).toBe(false);
    await allSettled(t.model.coefChangesAccepted, { scope });
    expect(scope.getState(t.model.$pendingCoefChanges)).toEqual([]);
    expect(scope.getState(t.model.$canPlace)).toBe(true);
  });

  it('ask: any change waits; a looser policy settles what it would not ask about', async () => {
    const { t, scope } = await withBets(CHANGE_COEF_ACTION.ask);
    await allSettled(t.model.coefsChanged, { scope, params: [{ betId: '2', coef: 2100 }] });
    expect(scope.getState(t.model.$pendingCoefChanges)).toEqual([{ betId: '2', before: 2000, after: 2100 }]);
    await allSettled(t.model.settingsChanged, { scope, params: { changeCoefAction: CHANGE_COEF_ACTION.acceptIncreases } });
    expect(scope.getState(t.model.$pendingCoefChanges)).toEqual([]);
    expect(scope.getState(t.model.$seenCoefs)).toEqual({ 1: 1500, 2: 2100 });
  });

  it('blocked and finished flags reach the bets and the refusals', async () => {
    const { t, scope } = await withBets(CHANGE_COEF_ACTION.acceptAny);
    await allSettled(t.model.coefsChanged, { scope, params: [{ betId: '1', isBlocked: true }, { betId: '2', isFinished: true }, { betId: '99', coef: 3000 }] });
    expect(codes(scope.getState(t.model.$refusals))).toEqual(['bet_locked', 'bet_finished']);
  });
});

describe('placing (placeRequested)', () => {
  it('refused by the rules: nothing is sent, the reasons are typed values', async () => {
    const t = setup();
    const refused: (readonly CouponModelRefusal[])[] = [];
    const scope = scopeOf(t, { signedIn: false, account: null, handlers: [[t.deps.placeCouponFx, () => Promise.reject(new Error('not called'))]] });
    createWatch({ unit: t.model.placeRefused, scope, fn: (refusals) => refused.push(refusals) });
    await allSettled(t.model.placeRequested, { scope });
    expect(refused).toEqual([[{ code: 'not_signed_in' }, { code: 'no_bets' }]]);
  });

  it('reports a frozen account and too little money', async () => {
    const t = setup();
    const scope = scopeOf(t, { account: { ...rubAccount, balance: 100, canStake: false } });
    await add(t, scope, bet(1, 10, 1500));
    expect(scope.getState(t.model.$refusals)).toEqual([{ code: 'account_cannot_stake' }, { code: 'insufficient_balance', balance: 100, need: RUB_STAKE }]);
  });

  it('exact coefficient and drop on score change go in the body: action 0, the scores seen; a risen price now waits too', async () => {
    const t = setup();
    const calls: PlaceCouponRequest[] = [];
    const scope = scopeOf(t, { handlers: [[t.deps.placeCouponFx, (request: PlaceCouponRequest) => (calls.push(request), placeAnswer([placedCoupon(91)]))]] });
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 1200));
    await allSettled(t.model.settingsChanged, { scope, params: { exactCoef: 1000, isDropOnScoreChange: true, changeCoefAction: 1 } });
    await allSettled(t.model.coefsChanged, { scope, params: [{ betId: '1', coef: 1600 }] });
    expect(scope.getState(t.model.$refusals).map((refusal) => refusal.code)).toContain('coef_changed');
    await allSettled(t.model.coefsChanged, {
      scope,
      params: [
        { betId: '1', coef: 1500 },
        { betId: '2', formattedScore: '1:0' },
      ],
    });
    expect(scope.getState(t.model.$refusals)).toEqual([]);
    await allSettled(t.model.placeRequested, { scope });
    expect(calls).toEqual([
      expect.objectContaining({
        bets: [
          { outcomeId: 1, coef: 1500, score: '' },
          { outcomeId: 2, coef: 1200, score: '1:0' },
        ],
        changeCoefAction: 0,
        exactCoef: true,
        isDropOnScoreChange: true,
      }),
    ]);
  });

  it('sends the slip with a fresh key; the placed bets leave the coupon', async () => {
    const t = setup();
    const calls: PlaceCouponRequest[] = [];
    const balances: number[] = [];
    const scope = scopeOf(t, {
      config: { isBonusBetEnabled: true },
      handlers: [[t.deps.placeCouponFx, (request: PlaceCouponRequest) => (calls.push(request), placeAnswer([placedCoupon(90)]))]],
    });
    createWatch({ unit: t.model.balanceUpdated, scope, fn: (balance) => balances.push(balance.money) });
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 1200), bet(3, 30, 1100));
    await allSettled(t.model.promoCodeChosen, { scope, params: 'BOOST10' });
    await allSettled(t.model.placeRequested, { scope });
    expect(calls).toEqual([
      {
        typeId: 1,
        bets: [
          { outcomeId: 1, coef: 1500 },
          { outcomeId: 2, coef: 1200 },
          { outcomeId: 3, coef: 1100 },
        ],
        amount: RUB_STAKE,
        changeCoefAction: 2,
        accountId: 7,
        promoCode: 'BOOST10',
        isVipBet: false,
        withBonusBet: true,
        exactCoef: false,
        isDropOnScoreChange: false,
        idempotencyKey: 'key-1',
      },
    ]);
    expect(scope.getState(t.model.$bets)).toEqual([]);
    expect(scope.getState(t.model.$successCoupon)?.id).toBe(90);
    expect(scope.getState(t.model.$promoCode)).toBe('');
    expect(balances).toEqual([985_000]);
    await allSettled(t.model.successDismissed, { scope });
    expect(scope.getState(t.model.$successCoupon)).toBeNull();
  });

  it('a system sends its k and the bankers with their block', async () => {
    const t = setup();
    const calls: PlaceCouponRequest[] = [];
    const scope = scopeOf(t, { handlers: [[t.deps.placeCouponFx, (request: PlaceCouponRequest) => (calls.push(request), placeAnswer([placedCoupon(91)]))]] });
    await add(t, scope, bet(1, 10, 1500, { blockId: 4 }), bet(2, 20, 1600), bet(3, 30, 1700), bet(4, 40, 1800));
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.system });
    await allSettled(t.model.bankerToggled, { scope, params: '1' });
    await allSettled(t.model.systemValueChanged, { scope, params: 3 });
    await allSettled(t.model.placeRequested, { scope });
    expect(calls[0]).toMatchObject({ typeId: 2, systemValue: 3, bets: [{ outcomeId: 1, coef: 1500, blockId: 4 }, { outcomeId: 2, coef: 1600 }, { outcomeId: 3, coef: 1700 }, { outcomeId: 4, coef: 1800 }] });
  });

  it('a server refusal is kept for the view until the coupon changes; the next press gets a new key', async () => {
    const t = setup();
    const keys: string[] = [];
    const refusal = { code: 'bet_suspended' as const, outcomeId: 1, params: {} };
    const scope = scopeOf(t, {
      handlers: [
        [
          t.deps.placeCouponFx,
          (request: PlaceCouponRequest) => {
            keys.push(request.idempotencyKey);
            return Promise.reject<never>({ kind: 'refused', refusals: [refusal] } satisfies PlaceCouponError);
          },
        ],
      ],
    });
    await add(t, scope, bet(1, 10, 1500));
    await allSettled(t.model.placeRequested, { scope });
    expect(scope.getState(t.model.$serverRefusals)).toEqual([refusal]);
    expect(scope.getState(t.model.$placeError)).toEqual({ kind: 'refused', refusals: [refusal] });
    expect(scope.getState(t.model.$bets)).toHaveLength(1);
    await allSettled(t.model.placeRequested, { scope });
    expect(keys).toEqual(['key-1', 'key-2']);
    await allSettled(t.model.amountChanged, { scope, params: 20_000 });
    expect(scope.getState(t.model.$serverRefusals)).toEqual([]);
  });

  it('after a network failure the same coupon is sent again with the same key (no double stake)', async () => {
    const t = setup();
    const keys: string[] = [];
    let fail = true;
    const scope = scopeOf(t, {
      handlers: [
        [
          t.deps.placeCouponFx,
          (request: PlaceCouponRequest) => {
            keys.push(request.idempotencyKey);
            if (fail) return Promise.reject<never>({ kind: 'network', message: 'offline' } satisfies PlaceCouponError);
            return placeAnswer([placedCoupon(92, { typeId: 0 })]);
          },
        ],
      ],
    });
    await add(t, scope, bet(1, 10, 1500));
    await allSettled(t.model.placeRequested, { scope });
    expect(scope.getState(t.model.$placeError)).toEqual({ kind: 'network', message: 'offline' });
    fail = false;
    await allSettled(t.model.placeRequested, { scope });
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(scope.getState(t.model.$placeError)).toBeNull();
    expect(scope.getState(t.model.$bets)).toEqual([]);
  });

  describe('a placement without an answer, then a reload', () => {
    /** A page that pressed "place" and got no answer, its snapshot as localStorage keeps it, and a fresh page. */
    async function pressedThenReloaded(answerAfterReload: 'ok' | 'network' = 'ok') {
      const t = setup();
      const keys: string[] = [];
      let issued = 0;
      let online = false;
      const place = (request: PlaceCouponRequest) => {
        keys.push(request.idempotencyKey);
        if (!online) return Promise.reject<never>({ kind: 'network', message: 'offline' } satisfies PlaceCouponError);
        return Promise.resolve(placeAnswer([placedCoupon(93, { typeId: 1 })]));
      };
      const makeKey = () => `key-${++issued}`;
      const first = scopeOf(t, { handlers: [[t.deps.placeCouponFx, place]], makeKey });
      await add(t, first, bet(1, 10, 1500), bet(2, 20, 1600));
      await allSettled(t.model.placeRequested, { scope: first });
      expect(first.getState(t.model.$pendingPlacement)).toMatchObject({ key: 'key-1' });
      const stored = parseCouponSnapshot(JSON.parse(JSON.stringify(first.getState(t.model.$snapshot))));
      expect(stored?.pendingPlacement?.key).toBe('key-1');
      const second = scopeOf(t, { handlers: [[t.deps.placeCouponFx, place]], makeKey });
      await allSettled(t.model.restored, { scope: second, params: stored! });
      online = answerAfterReload === 'ok';
      return { t, keys, second };
    }

    it('the same coupon pressed again after the reload reuses the key, and the answer clears it', async () => {
      const { t, keys, second } = await pressedThenReloaded();
      await allSettled(t.model.placeRequested, { scope: second });
      expect(keys).toEqual(['key-1', 'key-1']);
      expect(second.getState(t.model.$pendingPlacement)).toBeNull();
      expect(second.getState(t.model.$snapshot).pendingPlacement).toBeNull();
    });

    it('still no answer: the key is kept through any number of reloads', async () => {
      const { t, keys, second } = await pressedThenReloaded('network');
      await allSettled(t.model.placeRequested, { scope: second });
      expect(keys).toEqual(['key-1', 'key-1']);
      expect(second.getState(t.model.$snapshot).pendingPlacement).toMatchObject({ key: 'key-1' });
    });

    it('a coupon changed after the reload gets a new key', async () => {
      const { t, keys, second } = await pressedThenReloaded();
      await allSettled(t.model.amountChanged, { scope: second, params: 20_000 });
      await allSettled(t.model.placeRequested, { scope: second });
      expect(keys).toEqual(['key-1', 'key-2']);
    });

    it('a definite refusal clears the kept key', async () => {
      const t = setup();
      let answer: 'network' | 'refused' = 'network';
      const scope = scopeOf(t, {
        handlers: [
          [
            t.deps.placeCouponFx,
            () =>
              Promise.reject<never>(
                answer === 'network' ? ({ kind: 'network', message: 'offline' } satisfies PlaceCouponError) : ({ kind: 'refused', refusals: [{ code: 'bet_suspended', outcomeId: 1, params: {} }] } satisfies PlaceCouponError),
              ),
          ],
        ],
      });
      await add(t, scope, bet(1, 10, 1500));
      await allSettled(t.model.placeRequested, { scope });
      expect(scope.getState(t.model.$snapshot).pendingPlacement).not.toBeNull();
      answer = 'refused';
      await allSettled(t.model.placeRequested, { scope });
      expect(scope.getState(t.model.$snapshot).pendingPlacement).toBeNull();
    });

    it('an older snapshot without the field reads as no pending placement', () => {
      const t = setup();
      const snapshot = JSON.parse(JSON.stringify(scopeOf(t).getState(t.model.$snapshot))) as Record<string, unknown>;
      delete snapshot['pendingPlacement'];
      expect(parseCouponSnapshot(snapshot)?.pendingPlacement).toBeNull();
    });
  });

  it('a thrown Error is an unknown failure', async () => {
    const t = setup();
    const scope = scopeOf(t, { handlers: [[t.deps.placeCouponFx, () => Promise.reject(new Error('boom'))]] });
    await add(t, scope, bet(1, 10, 1500));
    await allSettled(t.model.placeRequested, { scope });
    expect(scope.getState(t.model.$placeError)).toEqual({ kind: 'unknown', message: 'boom' });
  });

  it('multiple singles: each single has its own result; refused singles stay in the coupon', async () => {
    const t = setup();
    const calls: PlaceCouponRequest[] = [];
    const single = placedCoupon(93, { typeId: 0, slipTypeId: 10001 });
    const scope = scopeOf(t, {
      handlers: [
        [
          t.deps.placeCouponFx,
          (request: PlaceCouponRequest) => (
            calls.push(request),
            placeAnswer([single], 990_000, [
              { outcomeId: 1, placed: true, coupon: single },
              { outcomeId: 2, placed: false, refusals: [{ code: 'bet_suspended', outcomeId: 2, params: {} }] },
            ])
          ),
        ],
      ],
    });
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 1600));
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.multipleSingles });
    await allSettled(t.model.amountByBetChanged, { scope, params: { betId: '2', amount: 20_000 } });
    await allSettled(t.model.placeRequested, { scope });
    expect(calls[0]).toMatchObject({ typeId: 10001, amountByBetId: { 1: RUB_STAKE, 2: 20_000 } });
    expect(calls[0]).not.toHaveProperty('amount');
    expect(scope.getState(t.model.$bets).map((b) => b.id)).toEqual(['2']);
    expect(scope.getState(t.model.$singlesResultCoupons)).toHaveLength(2);
    expect(scope.getState(t.model.$successCoupon)).toBeNull();
  });
});

describe('promo codes', () => {
  it('a typed code is checked against the coupon and applied when valid', async () => {
    const t = setup();
    const bodies: unknown[] = [];
    const scope = scopeOf(t, {
      handlers: [[t.deps.checkPromoCodeFx, (body: { code: string }) => (bodies.push(body), { code: body.code, status: 'valid' as const, promo: null })]],
    });
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 2000));
    await allSettled(t.model.manualPromoCodeChanged, { scope, params: ' boost10 ' });
    await allSettled(t.model.promoCodeSubmitted, { scope });
    expect(bodies).toEqual([{ code: 'BOOST10', typeId: 1, betsCount: 2, coef: 3000 }]);
    expect(scope.getState(t.model.$promoCode)).toBe('BOOST10');
    expect(scope.getState(t.model.$promoCheck)).toEqual({ code: 'BOOST10', status: 'valid' });
  });

  it('a malformed code is refused without a call; a code the server rejects is not applied', async () => {
    const t = setup();
    const scope = scopeOf(t, { handlers: [[t.deps.checkPromoCodeFx, (body: { code: string }) => ({ code: body.code, status: 'expired' as const, promo: null })]] });
    await allSettled(t.model.manualPromoCodeChanged, { scope, params: 'x!' });
    await allSettled(t.model.promoCodeSubmitted, { scope });
    expect(scope.getState(t.model.$promoCheck)).toEqual({ code: 'x!', status: 'invalid' });
    await allSettled(t.model.manualPromoCodeChanged, { scope, params: 'OLD2020' });
    await allSettled(t.model.promoCodeSubmitted, { scope });
    expect(scope.getState(t.model.$promoCheck)).toEqual({ code: 'OLD2020', status: 'expired' });
    expect(scope.getState(t.model.$promoCode)).toBe('');
  });

  it('a code from the list applies at once; removing it clears it', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await allSettled(t.model.promoCodesLoaded, { scope, params: ['WEEKEND'] });
    await allSettled(t.model.promoCodeChosen, { scope, params: 'WEEKEND' });
    expect(scope.getState(t.model.$promoCode)).toBe('WEEKEND');
    await allSettled(t.model.promoCodeRemoved, { scope });
    expect(scope.getState(t.model.$promoCode)).toBe('');
  });
});

describe('save to code, load by code, quick coupon', () => {
  it('saves the slip under a code; an edit forgets the code', async () => {
    const t = setup();
    const bodies: unknown[] = [];
    const scope = scopeOf(t, { handlers: [[t.deps.saveCouponToCodeFx, (body: unknown) => (bodies.push(body), { code: 'ABCD2345' })]] });
    await add(t, scope, bet(1, 10, 1500), bet(2, 20, 2000));
    await allSettled(t.model.couponSaveRequested, { scope });
    expect(bodies).toEqual([{ typeId: 1, bets: [{ outcomeId: 1, coef: 1500 }, { outcomeId: 2, coef: 2000 }], amount: RUB_STAKE }]);
    expect(scope.getState(t.model.$savedCode)).toBe('ABCD2345');
    await allSettled(t.model.betRemoved, { scope, params: '1' });
    expect(scope.getState(t.model.$savedCode)).toBeNull();
  });

  it('loads a coupon by code: replaces the slip, sets the loaded-from-code flag; a failure is shown', async () => {
    const t = setup();
    let fail = false;
    const scope = scopeOf(t, {
      handlers: [
        [
          t.deps.loadCouponByCodeFx,
          async (code: string) => {
            if (fail) throw new Error('saved_coupon_not_found');
            return { code, typeId: 2 as const, systemValue: 2, amount: 30_000, bets: [bet(1, 10, 1500), bet(2, 10, 1600), bet(3, 20, 1700), bet(4, 30, 1800)] };
          },
        ],
      ],
    });
    await add(t, scope, bet(9, 90, 3000));
    await allSettled(t.model.loadCouponInputChanged, { scope, params: 'abcd2345' });
    await allSettled(t.model.couponLoadRequested, { scope });
    expect(scope.getState(t.model.$bets).map((b) => b.id)).toEqual(['2', '3', '4']);
    expect(scope.getState(t.model.$typeId)).toBe(COUPON_TYPE.system);
    expect(scope.getState(t.model.$amount)).toBe(30_000);
    expect(scope.getState(t.model.$isLoadedFromCode)).toBe(true);
    expect(scope.getState(t.model.$loadCouponInputValue)).toBe('');
    fail = true;
    await allSettled(t.model.loadCouponInputChanged, { scope, params: 'ZZZZ2345' });
    await allSettled(t.model.couponLoadRequested, { scope });
    expect(scope.getState(t.model.$loadCouponFailed)).toBe(true);
    await allSettled(t.model.couponCleared, { scope });
    expect(scope.getState(t.model.$isLoadedFromCode)).toBe(false);
  });

  it('quick coupon visibility, kept through a reload (the snapshot)', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await allSettled(t.model.quickCouponVisibilityChanged, { scope, params: true });
    expect(scope.getState(t.model.$isQuickCouponVisible)).toBe(true);
    const snapshot = parseCouponSnapshot(JSON.parse(JSON.stringify(scope.getState(t.model.$snapshot))));
    const reloaded = scopeOf(t);
    if (snapshot) await allSettled(t.model.restored, { scope: reloaded, params: snapshot });
    expect(reloaded.getState(t.model.$isQuickCouponVisible)).toBe(true);
    const { isQuickCouponVisible: _, expressId: __, ...older } = scope.getState(t.model.$snapshot);
    expect(parseCouponSnapshot(older)).toMatchObject({ isQuickCouponVisible: false, expressId: null });
  });
});

describe('max and auto-max', () => {
  const limited = { config: { maxBetAmount: 300_000, limitedTypeIds: [0, 1] as const }, account: { ...rubAccount, balance: 500_000 } };

  it('"max" sets the largest stake: the maximum, or the money when it is less', async () => {
    const t = setup();
    const scope = scopeOf(t, { ...limited, config: { ...limited.config, limitedTypeIds: [0, 1] } });
    await add(t, scope, bet(1, 10, 1500));
    expect(scope.getState(t.model.$maxStake)).toBe(300_000);
    await allSettled(t.model.amountMaxed, { scope });
    expect(scope.getState(t.model.$amount)).toBe(300_000);
    expect(scope.getState(t.model.$canPlace)).toBe(true);
    const poorer = scopeOf(t, { account: { ...rubAccount, balance: 123_456 } });
    await add(t, poorer, bet(1, 10, 1500));
    await allSettled(t.model.amountMaxed, { scope: poorer });
    expect(poorer.getState(t.model.$amount)).toBe(123_456);
  });

  it('auto-max: the stake follows the maximum as the coupon changes; it is a saved setting', async () => {
    const t = setup();
    const saved: boolean[] = [];
    const scope = scopeOf(t, { config: { maxBetAmount: 300_000, limitedTypeIds: [0] }, handlers: [[t.deps.saveSettingsFx, (settings: { isAutoMax: boolean }) => void saved.push(settings.isAutoMax)]] });
    await allSettled(t.model.autoMaxToggled, { scope, params: true });
    expect(saved).toEqual([true]);
    await add(t, scope, bet(1, 10, 1500));
    expect(scope.getState(t.model.$amount)).toBe(300_000);
    // An express is not a limited type here: the maximum is the whole balance.
    await add(t, scope, bet(2, 20, 1600));
    expect(scope.getState(t.model.$typeId)).toBe(COUPON_TYPE.express);
    expect(scope.getState(t.model.$amount)).toBe(rubAccount.balance);
    // Multiple singles: each single answers to the single's maximum, and the money is split over them.
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.multipleSingles });
    expect(scope.getState(t.model.$amount)).toBe(300_000);
    expect(scope.getState(t.model.$refusals)).toEqual([]);
    await add(t, scope, bet(3, 30, 1700), bet(4, 40, 1800));
    expect(scope.getState(t.model.$amount)).toBe(rubAccount.balance / 4);
    expect(scope.getState(t.model.$refusals)).toEqual([]);
  });

  it('a stake typed or stepped by the bettor turns auto-max off', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await allSettled(t.model.autoMaxToggled, { scope, params: true });
    await add(t, scope, bet(1, 10, 1500));
    await allSettled(t.model.amountChanged, { scope, params: rubAccount.balance });
    expect(scope.getState(t.model.$isAutoMax)).toBe(true);
    await allSettled(t.model.amountChanged, { scope, params: 20_000 });
    expect(scope.getState(t.model.$isAutoMax)).toBe(false);
    expect(scope.getState(t.model.$amount)).toBe(20_000);
    await allSettled(t.model.autoMaxToggled, { scope, params: true });
    expect(scope.getState(t.model.$amount)).toBe(rubAccount.balance);
    await allSettled(t.model.amountDecreased, { scope });
    expect(scope.getState(t.model.$isAutoMax)).toBe(false);
    expect(scope.getState(t.model.$amount)).toBeLessThan(rubAccount.balance);
  });

  it('with the operator’s step enforced the maximum is on the step', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { enforceAmountStep: true }, account: { ...rubAccount, balance: 123_456 } });
    await add(t, scope, bet(1, 10, 1500));
    await allSettled(t.model.amountMaxed, { scope });
    expect(scope.getState(t.model.$amount)).toBe(120_000);
    expect(scope.getState(t.model.$canPlace)).toBe(true);
  });
});

describe('express of the day', () => {
  const legs = () => [bet(11, 110, 1500), bet(12, 120, 1400), bet(13, 130, 1300)];

  it('loads as an express carrying its id; the boost replaces the bonus bet and multiplies the coefficient once', async () => {
    const t = setup();
    const calls: PlaceCouponRequest[] = [];
    const saved: (number | null)[] = [];
    const scope = scopeOf(t, {
      config: { isBonusBetEnabled: true },
      handlers: [
        [t.deps.placeCouponFx, (request: PlaceCouponRequest) => (calls.push(request), placeAnswer([placedCoupon(91, { expressId: 2026_11_23 })]))],
        [t.deps.saveSettingsFx, (settings: { expressId: number | null }) => void saved.push(settings.expressId)],
      ],
    });
    await add(t, scope, bet(9, 90, 3000));
    await allSettled(t.model.expressOfTheDayLoaded, { scope, params: { expressId: 2026_11_23, bets: legs() } });
    expect(scope.getState(t.model.$bets).map((b) => b.id)).toEqual(['11', '12', '13']);
    expect(scope.getState(t.model.$typeId)).toBe(COUPON_TYPE.express);
    expect(scope.getState(t.model.$expressId)).toBe(2026_11_23);
    expect(scope.getState(t.model.$hasBonusBet)).toBe(false);
    expect(scope.getState(t.model.$bonusBetCoef)).toBe(1_100);
    // 1.5 × 1.4 × 1.3 = 2.73; × 1.1 = 3.003
    expect(scope.getState(t.model.$coef)).toBe(3_003);
    await allSettled(t.model.amountChanged, { scope, params: 10_000 });
    expect(scope.getState(t.model.$possibleWin)).toBe(30_030);
    await allSettled(t.model.placeRequested, { scope });
    expect(calls[0]).toMatchObject({ typeId: 1, expressId: 2026_11_23, withBonusBet: false, amount: 10_000 });
    expect(saved).toEqual([2026_11_23]);
    expect(scope.getState(t.model.$expressId)).toBeNull();
  });

  it('any change of the slip makes it an ordinary express: removing, adding, another type', async () => {
    const t = setup();
    const scope = scopeOf(t, { config: { isBonusBetEnabled: true } });
    const load = () => allSettled(t.model.expressOfTheDayLoaded, { scope, params: { expressId: 5, bets: legs() } });
    await load();
    await allSettled(t.model.betRemoved, { scope, params: '13' });
    expect(scope.getState(t.model.$expressId)).toBeNull();
    await load();
    await add(t, scope, bet(14, 140, 1200));
    expect(scope.getState(t.model.$expressId)).toBeNull();
    // An ordinary express of four now carries the bonus bet instead.
    expect(scope.getState(t.model.$hasBonusBet)).toBe(true);
    await load();
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.express });
    expect(scope.getState(t.model.$expressId)).toBe(5);
    await allSettled(t.model.typeChanged, { scope, params: COUPON_TYPE.system });
    expect(scope.getState(t.model.$expressId)).toBeNull();
    // A live coefficient move keeps it: the server prices the legs now under the change policy.
    await load();
    await allSettled(t.model.coefsChanged, { scope, params: [{ betId: '11', coef: 1550 }] });
    expect(scope.getState(t.model.$expressId)).toBe(5);
  });

  it('survives a reload with its slip', async () => {
    const t = setup();
    const scope = scopeOf(t);
    await allSettled(t.model.expressOfTheDayLoaded, { scope, params: { expressId: 5, bets: legs() } });
    const snapshot = parseCouponSnapshot(JSON.parse(JSON.stringify(scope.getState(t.model.$snapshot))));
    const reloaded = scopeOf(t);
    if (snapshot) await allSettled(t.model.restored, { scope: reloaded, params: snapshot });
    expect(reloaded.getState(t.model.$expressId)).toBe(5);
    expect(reloaded.getState(t.model.$coef)).toBe(scope.getState(t.model.$coef));
  });
});

describe('snapshot and restore', () => {
  it('a snapshot restores the slip in a fresh scope (through JSON, as localStorage keeps it)', async () => {
    const t = setup();
    const first = scopeOf(t, { config: { isBonusBetEnabled: true } });
    await add(t, first, bet(1, 10, 1500), bet(2, 20, 1200), bet(3, 30, 1100), bet(4, 40, 1300));
    await allSettled(t.model.typeChanged, { scope: first, params: COUPON_TYPE.system });
    await allSettled(t.model.systemValueChanged, { scope: first, params: 3 });
    await allSettled(t.model.settingsChanged, { scope: first, params: { changeCoefAction: 0, oneClickAmount: 5000 } });
    await allSettled(t.model.coefsChanged, { scope: first, params: [{ betId: '4', coef: 1250 }] });
    const stored = JSON.stringify(first.getState(t.model.$snapshot));

    const second = scopeOf(t, { config: { isBonusBetEnabled: true } });
    const snapshot = parseCouponSnapshot(JSON.parse(stored));
    expect(snapshot).not.toBeNull();
    if (snapshot) await allSettled(t.model.restored, { scope: second, params: snapshot });
    const units: Store<unknown>[] = [t.model.$bets, t.model.$typeId, t.model.$systemValue, t.model.$amount, t.model.$settings, t.model.$pendingCoefChanges, t.model.$possibleWin, t.model.$addedAtByBetId];
    for (const unit of units) expect(second.getState(unit)).toEqual(first.getState(unit));
    expect(second.getState(t.model.$pendingCoefChanges)).toEqual([{ betId: '4', before: 1300, after: 1250 }]);
  });

  it('garbage is not a snapshot', () => {
    expect(parseCouponSnapshot(null)).toBeNull();
    expect(parseCouponSnapshot({ version: 1, bets: 'x' })).toBeNull();
    expect(parseCouponSnapshot({ version: 2 })).toBeNull();
  });

  it('a restore into another currency starts from its initial stake', async () => {
    const t = setup();
    const first = scopeOf(t);
    await add(t, first, bet(1, 10, 1500));
    const snapshot = first.getState(t.model.$snapshot);
    expect(snapshot.currency).toBe('RUB');
    const second = scopeOf(t, { account: { ...rubAccount, currency: 'EUR' } });
    await allSettled(t.model.restored, { scope: second, params: snapshot });
    expect(second.getState(t.model.$amount)).toBe(couponInitialStake('EUR'));
  });
});

describe('scopes', () => {
  it('two scopes do not leak into each other', async () => {
    const t = setup();
    const a = scopeOf(t);
    const b = scopeOf(t);
    await add(t, a, bet(1, 10, 1500), bet(2, 20, 1600));
    await allSettled(t.model.oneClickToggled, { scope: b, params: true });
    await allSettled(t.model.amountChanged, { scope: a, params: 50_000 });
    expect(b.getState(t.model.$bets)).toEqual([]);
    expect(b.getState(t.model.$amount)).toBe(0);
    expect(a.getState(t.model.$settings).isActiveOneClick).toBe(false);
    expect(b.getState(t.model.$settings).isActiveOneClick).toBe(true);
  });
});
