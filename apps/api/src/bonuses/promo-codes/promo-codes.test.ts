import { OfficeBonusesPaths, PromoActivateResponseSchema, PromoCheckResponseSchema } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { balancesOf, bonusGrantCount, bonusesSite, call, firstDepositOf, newBettor, type Bettor } from '../bonuses.fixture';
import { grantFirstDepositBonus } from '../grants/first-deposit-bonus';
import { recordWagering } from '../wagering/record-wagering';

describe.each(enginesUnderTest())('promo codes on $name', (engine) => {
  const site = bonusesSite(engine);
  const check = async (bettor: Bettor, code: string) => {
    const response = await call(site, bettor, { method: 'POST', url: `${OfficeBonusesPaths.promoCheck}?lng=ru`, payload: { code } });
    expect(response.statusCode).toBe(200);
    return PromoCheckResponseSchema.parse(response.json());
  };
  const activate = (bettor: Bettor, code: string) => call(site, bettor, { method: 'POST', url: OfficeBonusesPaths.promoActivate, payload: { code } });
  const addCode = (code: string, validFrom: string, validUntil: string, maxUses: number | null) =>
    site.db.query("insert into bonus_promo_codes (code, offer_id, amount_initial_stakes, valid_from, valid_until, max_uses, created_at) values ($1, 'promo_code_bonus', 2, $2, $3, $4, $2)", [
      code,
      validFrom,
      validUntil,
      maxUses,
    ]);

  it('answers valid with what the code grants, without granting it', async () => {
    const bettor = await newBettor(site);
    const checked = await check(bettor, ' welcome2026 ');
    expect(checked).toMatchObject({
      code: 'WELCOME2026',
      status: 'valid',
      grant: { offer_id: 'promo_code_bonus', amount: 2 * 150_00, currency: 'RUB', wager_kind: 'sport', wager_multiplier: 3, min_coef: 1500, valid_days: 14 },
    });
    expect(checked.grant?.title).toMatch(/промокод/i);
    expect(await balancesOf(site, bettor)).toEqual({ main: 0, bonus: 0 });
  });

  it('answers invalid for an unknown code and expired outside its dates; a malformed code is a bad request', async () => {
    const bettor = await newBettor(site);
    expect(await check(bettor, 'NO-SUCH-CODE')).toEqual({ code: 'NO-SUCH-CODE', status: 'invalid', grant: null });
    expect(await check(bettor, 'SUMMER2025')).toEqual({ code: 'SUMMER2025', status: 'expired', grant: null });
    await addCode(`LATER-${engine.name}`.toUpperCase(), '2027-06-01T00:00:00Z', '2027-07-01T00:00:00Z', null);
    expect((await check(bettor, `LATER-${engine.name}`)).status).toBe('expired');
    expect((await call(site, bettor, { method: 'POST', url: OfficeBonusesPaths.promoCheck, payload: { code: 'a b' } })).statusCode).toBe(400);
  });

  it('activates once per bettor: the bonus lands in the bonus account, then the code reads used', async () => {
    const bettor = await newBettor(site);
    const activated = await activate(bettor, 'WELCOME2026');
    expect(activated.statusCode).toBe(201);
    expect(PromoActivateResponseSchema.parse(activated.json()).bonus).toMatchObject({ source: 'promo_code', amount: 300_00, wager_required: 900_00, state: 'active' });
    expect(await balancesOf(site, bettor)).toEqual({ main: 0, bonus: 300_00 });
    const again = await activate(bettor, 'WELCOME2026');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'promo_used' } });
    expect((await check(bettor, 'WELCOME2026')).status).toBe('used');
    expect(await bonusGrantCount(site, bettor)).toBe(1);
    expect((await activate(bettor, 'SUMMER2025')).json()).toMatchObject({ error: { code: 'promo_expired' } });
    expect((await activate(bettor, 'NOPE-NOPE')).json()).toMatchObject({ error: { code: 'promo_invalid' } });
  });

  it('counts a code that allows N uses as used by everyone after the Nth, even when they race', async () => {
    const code = `ONCE-${engine.name}`.toUpperCase();
    await addCode(code, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', 1);
    const [first, second] = [await newBettor(site), await newBettor(site)];
    const answers = await Promise.all([activate(first, code), activate(second, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const [row] = await site.db.query<{ used_count: number }>('select used_count from bonus_promo_codes where code = $1', [code]);
    expect(row?.used_count).toBe(1);
    const loser = answers[0]?.statusCode === 409 ? first : second;
    expect((await check(loser, code)).status).toBe('used');
  });

  it('shares one stake between two sport bonuses, oldest first', async () => {
    const bettor = await newBettor(site);
    const welcome = await grantFirstDepositBonus(site.db, firstDepositOf(site, bettor, 100_00, 1), new Date(site.clock.now()));
    await activate(bettor, 'WELCOME2026');
    const outcome = await recordWagering(site.db, { userId: bettor.userId, stake: 600_00, currency: 'RUB', kind: 'sport', coef: 1800, reference: `bet:shared:${engine.name}`, now: new Date(site.clock.now()) });
    expect(outcome).toMatchObject({ counted: 600_00, wagered: [welcome?.id] });
    const progress = await site.db.query<{ source: string; wager_done: string | number; state: string }>('select source, wager_done, state from user_bonuses where user_id = $1 order by id', [bettor.userId]);
    expect(progress.map((row) => [row.source, Number(row.wager_done), row.state])).toEqual([
      ['first_deposit', 500_00, 'wagered'],
      ['promo_code', 100_00, 'active'],
    ]);
    // The wagered bonus takes only its own amount while another bonus shares the account.
    expect(await balancesOf(site, bettor)).toEqual({ main: 100_00, bonus: 300_00 });
  });
});
