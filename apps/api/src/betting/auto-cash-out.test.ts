import {
  AutoCashOutResponseSchema,
  CashOutOfferResponseSchema,
  CouponResponseSchema,
  DEFAULT_BETTING_CONFIG,
  EditBetResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  LineTestControlPaths,
  PlaceCouponResponseSchema,
  SESSION_COOKIE,
  autoCashOutPath,
  cashOutPath,
  couponPath,
  editBetPath,
  type EditBetBodyInput,
} from '@betting/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { auditLedger } from '../wallet/testing';
import { fireAutoCashOuts } from './auto-cash-out';
import { balanceOf, bettingSite, finishGame, lineGame, newBettor, placeCall, settleNow, type Bettor, type BettingSite } from './betting.fixture';

const LEDGER_WHOLE = { lost: 0, doubled: 0, negative: 0, mismatched: 0 };
const as = (bettor: Bettor) => ({ cookies: { [SESSION_COOKIE]: bettor.session } });

async function placed(site: BettingSite, bettor: Bettor, legs: readonly { outcomeId: number; coef: number }[], amount: number): Promise<number> {
  const response = await placeCall(site.app, bettor, { typeId: legs.length === 1 ? 0 : 1, bets: [...legs], amount, accountId: bettor.accountId });
  expect(response.statusCode, response.body).toBe(201);
  return PlaceCouponResponseSchema.parse(response.json()).coupons[0]!.id;
}

const couponNow = async (site: BettingSite, bettor: Bettor, couponId: number) => CouponResponseSchema.parse((await site.app.inject({ method: 'GET', url: couponPath(couponId), ...as(bettor) })).json()).coupon;
const offerNow = async (site: BettingSite, bettor: Bettor, couponId: number) => CashOutOfferResponseSchema.parse((await site.app.inject({ method: 'GET', url: cashOutPath(couponId), ...as(bettor) })).json()).offer;
const moveCoef = (site: BettingSite, outcomeId: number, coef: number) => site.app.inject({ method: 'POST', url: LineTestControlPaths.coef(outcomeId), payload: { coef } });
const arm = (site: BettingSite, bettor: Bettor, couponId: number, target: number) => site.app.inject({ method: 'PUT', url: autoCashOutPath(couponId), ...as(bettor), payload: { target } });
const edit = (site: BettingSite, bettor: Bettor, couponId: number, body: EditBetBodyInput, key: string = randomUUID()) =>
  site.app.inject({ method: 'POST', url: editBetPath(couponId), ...as(bettor), headers: { [IDEMPOTENCY_KEY_HEADER]: key }, payload: body });
const cashOutsOf = async (site: BettingSite, couponId: number) => (await site.db.query<{ n: number }>('select count(*)::int as n from bet_cash_outs where coupon_id = $1', [couponId]))[0]?.n;

describe.each(enginesUnderTest())('automatic cash out and edit bet on $name', (engine) => {
  const site = bettingSite(engine);

  it('an armed target is taken once, when a price move brings the offer to it', async () => {
    const bettor = await newBettor(site, 100_000);
    const game = await lineGame(site.db, { coefs: [2000, 3400, 4200] });
    const couponId = await placed(site, bettor, [{ outcomeId: game.outcomes[0], coef: 2000 }], 10_000);
    // At 2.00 the offer is 95.00; the most it could ever be is 200.00 less 5 %: 190.00.
    expect(await offerNow(site, bettor, couponId)).toBe(9_500);
    const tooHigh = await arm(site, bettor, couponId, 19_001);
    expect(tooHigh.json()).toMatchObject({ error: { code: 'auto_cash_out_unreachable', params: { ceiling: 19_000 } } });
    const armed = await arm(site, bettor, couponId, 15_000);
    expect(armed.statusCode, armed.body).toBe(200);
    expect(AutoCashOutResponseSchema.parse(armed.json())).toMatchObject({ paid: null, coupon: { status: 'open', autoCashOutTarget: 15_000 } });

    // 1.40: 200 / 1.4 × 0.95 = 135.71, not yet; 1.25: 152.00, taken.
    expect((await moveCoef(site, game.outcomes[0], 1_400)).statusCode).toBe(200);
    expect(await fireAutoCashOuts({ db: site.db, clock: site.clock }, DEFAULT_BETTING_CONFIG)).toBe(0);
    expect((await moveCoef(site, game.outcomes[0], 1_250)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await couponNow(site, bettor, couponId)).status).toBe('cashed_out'), { timeout: 5_000, interval: 50 });
    const [again, meanwhile] = await Promise.all([fireAutoCashOuts({ db: site.db, clock: site.clock }, DEFAULT_BETTING_CONFIG), moveCoef(site, game.outcomes[0], 1_100)]);
    expect([again, meanwhile.statusCode]).toEqual([0, 200]);

    expect(await couponNow(site, bettor, couponId)).toMatchObject({ status: 'cashed_out', payout: 15_200, cashedOut: 15_200 });
    expect(await cashOutsOf(site, couponId)).toBe(1);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000 + 15_200);
    await finishGame(site.db, game, 0);
    expect(await auditLedger(site.db)).toMatchObject(LEDGER_WHOLE);
  });

  it('a target the offer already reaches is taken at once; a disarmed one never fires', async () => {
    const bettor = await newBettor(site, 100_000);
    const [a, b] = [await lineGame(site.db, { coefs: [2000, 3400, 4200] }), await lineGame(site.db, { coefs: [2000, 3400, 4200] })];
    const now = await placed(site, bettor, [{ outcomeId: a.outcomes[0], coef: 2000 }], 10_000);
    const armedNow = AutoCashOutResponseSchema.parse((await arm(site, bettor, now, 9_000)).json());
    expect(armedNow).toMatchObject({ paid: 9_500, coupon: { status: 'cashed_out' } });

    const later = await placed(site, bettor, [{ outcomeId: b.outcomes[0], coef: 2000 }], 10_000);
    expect((await arm(site, bettor, later, 12_000)).statusCode).toBe(200);
    // A bet builder is not bought back (its price is the legs' joint chance): no offer, no target.
    await site.db.query('update bet_coupons set bet_builder = true where id = $1', [later]);
    expect((await site.app.inject({ method: 'GET', url: cashOutPath(later), ...as(bettor) })).json()).toMatchObject({ offer: null, reason: 'unsupported' });
    expect((await arm(site, bettor, later, 12_500)).json()).toMatchObject({ error: { code: 'cash_out_unavailable', params: { reason: 'unsupported' } } });
    await site.db.query('update bet_coupons set bet_builder = false where id = $1', [later]);
    const disarmed = await site.app.inject({ method: 'DELETE', url: autoCashOutPath(later), ...as(bettor) });
    expect(CouponResponseSchema.parse(disarmed.json()).coupon.autoCashOutTarget).toBeNull();
    await moveCoef(site, b.outcomes[0], 1_200);
    expect(await fireAutoCashOuts({ db: site.db, clock: site.clock }, DEFAULT_BETTING_CONFIG)).toBe(0);
    expect((await couponNow(site, bettor, later)).status).toBe('open');
    expect(await balanceOf(site.db, bettor.accountId)).toBe(80_000 + 9_500);
  });

  it('edit bet removes a leg: the whole offer is staked on the rest, the balance does not move, once per key', async () => {
    const bettor = await newBettor(site, 100_000);
    const [a, b, c] = [await lineGame(site.db, { coefs: [2000, 3400, 4200] }), await lineGame(site.db, { coefs: [1500, 3400, 4200] }), await lineGame(site.db, { coefs: [3000, 3400, 1300] })];
    const legs = [{ outcomeId: a.outcomes[0], coef: 2000 }, { outcomeId: b.outcomes[0], coef: 1500 }, { outcomeId: c.outcomes[0], coef: 3000 }];
    const couponId = await placed(site, bettor, legs, 10_000);
    const offer = (await offerNow(site, bettor, couponId))!;
    expect(offer).toBe(9_500);

    expect((await edit(site, bettor, couponId, { offer, bets: [legs[2]!, legs[0]!, legs[1]!] })).json()).toMatchObject({ error: { code: 'bet_edit_refused', params: { reason: 'unchanged' } } });
    expect((await edit(site, bettor, couponId, { offer: offer + 1, bets: legs.slice(0, 2) })).json()).toMatchObject({ error: { code: 'cash_out_changed', params: { offer } } });
    // A new leg the line refuses (its game is over): neither the cash out nor the stake happens.
    const over = await lineGame(site.db);
    await finishGame(site.db, over, 0);
    const refused = await edit(site, bettor, couponId, { offer, bets: [...legs.slice(0, 2), { outcomeId: over.outcomes[1], coef: over.coefs[1] }] });
    expect(refused.json()).toMatchObject({ error: { code: 'coupon_refused' } });
    expect((await couponNow(site, bettor, couponId)).status).toBe('open');
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000);

    const key = randomUUID();
    const first = await edit(site, bettor, couponId, { offer, bets: legs.slice(0, 2) }, key);
    expect(first.statusCode, first.body).toBe(201);
    const edited = EditBetResponseSchema.parse(first.json());
    expect(edited.coupon).toMatchObject({ id: couponId, status: 'cashed_out', payout: 9_500 });
    expect(edited.placed).toMatchObject({ typeId: 1, amount: 9_500, coef: 3_000, status: 'open', editedFromId: couponId });
    expect(edited.placed.bets.map((leg) => leg.outcomeId)).toEqual([a.outcomes[0], b.outcomes[0]]);
    const replay = await edit(site, bettor, couponId, { offer, bets: legs.slice(0, 2) }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(EditBetResponseSchema.parse(replay.json()).placed.id).toBe(edited.placed.id);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000);
    expect(await cashOutsOf(site, couponId)).toBe(1);

    // The edited coupon cannot be edited or cashed out again; the new one settles on its own legs.
    expect((await edit(site, bettor, couponId, { offer, bets: legs.slice(0, 1) })).json()).toMatchObject({ error: { code: 'cash_out_unavailable' } });
    await finishGame(site.db, a, 0);
    await finishGame(site.db, b, 0);
    await settleNow(site.app);
    expect(await couponNow(site, bettor, edited.placed.id)).toMatchObject({ status: 'won', payout: 28_500 });
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000 + 28_500);
    expect(await auditLedger(site.db)).toMatchObject(LEDGER_WHOLE);
  });
});
