import type { CashbackResponse, FirstDepositBonusResponse, PromoCheckResponse, UserBonus } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { bonusRefusalOf } from './bonus-refusal';
import { $copyState, copyLinkFx, linkCopyRequested } from './bring-friend.model';
import { wageredPercent } from './BonusProgress';
import { $cashback, $claimedBonuses, $claimRefusal, cashbackClaimed, claimCashbackFx, loadCashbackFx } from './cashback.model';
import { $choiceRefusal, $choiceSaved, $firstDeposit, choiceSubmitted, depositBonusPageOpened, loadFirstDepositFx, saveChoiceFx } from './first-deposit.model';
import { $activated, $check, $promoRefusal, activateCodeFx, checkCodeFx, codeActivated, codeChecked, codeEdited } from './promotion.model';
import { $activeBonuses, $finishedBonuses, loadWagerFx, wagerPageOpened } from './wager.model';

const refusal = (code: string) => ({ kind: 'http', status: 409, error: { code, message: code } });
const BONUS: UserBonus = {
  id: 7,
  offer_id: 'sport_first_deposit',
  title: 'Sport welcome bonus',
  source: 'first_deposit',
  wager_kind: 'sport',
  state: 'active',
  amount: 100_00,
  currency: 'RUB',
  wager_required: 500_00,
  wager_done: 125_00,
  min_coef: 1500,
  granted_at: '2026-11-22T12:00:00.000Z',
  expires_at: '2026-12-22T12:00:00.000Z',
  finished_at: null,
  released_amount: null,
};
const FIRST_DEPOSIT: FirstDepositBonusResponse = { choice: 1, can_change: true, options: [], bonus: null };

describe('office bonus models', () => {
  it('first deposit: a saved choice replaces the page; a refusal says why and reloads the page as it is now', async () => {
    const loads: string[] = [];
    const scope = fork({
      handlers: [
        [loadFirstDepositFx, (lng: string) => (loads.push(lng), { ...FIRST_DEPOSIT, can_change: false })],
        [saveChoiceFx, () => ({ ...FIRST_DEPOSIT, choice: 2 })],
      ],
    });
    await allSettled(depositBonusPageOpened, { scope, params: 'ru' });
    await allSettled(choiceSubmitted, { scope, params: { choice: 2, lng: 'ru' } });
    expect(scope.getState($firstDeposit)?.choice).toBe(2);
    expect(scope.getState($choiceSaved)).toBe(true);

    const refused = fork({
      handlers: [
        [loadFirstDepositFx, (lng: string) => (loads.push(lng), { ...FIRST_DEPOSIT, can_change: false })],
        [
          saveChoiceFx,
          () => {
            throw refusal('first_deposit_made');
          },
        ],
      ],
    });
    await allSettled(choiceSubmitted, { scope: refused, params: { choice: 0, lng: 'en' } });
    expect(refused.getState($choiceRefusal)).toBe('first_deposit_made');
    expect(refused.getState($firstDeposit)?.can_change).toBe(false);
    expect(loads).toEqual(['ru', 'en']);
    expect(scope.getState($choiceRefusal)).toBeNull();
  });

  it('wager: splits active from finished bonuses and measures progress in whole percent', async () => {
    const scope = fork({ handlers: [[loadWagerFx, () => ({ bonuses: [BONUS, { ...BONUS, id: 8, state: 'wagered', wager_done: 500_00 }] })]] });
    await allSettled(wagerPageOpened, { scope, params: 'en' });
    expect(scope.getState($activeBonuses).map((bonus) => bonus.id)).toEqual([7]);
    expect(scope.getState($finishedBonuses).map((bonus) => bonus.id)).toEqual([8]);
    expect([wageredPercent(BONUS), wageredPercent({ wager_done: 499_99, wager_required: 500_00 }), wageredPercent({ wager_done: 0, wager_required: 0 })]).toEqual([25, 99, 100]);
  });

  it('promotion: a check shows what the code grants; activating clears it; editing the code forgets both', async () => {
    const check: PromoCheckResponse = { code: 'WELCOME2026', status: 'valid', grant: null };
    const scope = fork({ handlers: [[checkCodeFx, () => check], [activateCodeFx, () => ({ bonus: BONUS })]] });
    await allSettled(codeChecked, { scope, params: { code: 'WELCOME2026', lng: 'en' } });
    expect(scope.getState($check)).toEqual(check);
    await allSettled(codeActivated, { scope, params: { code: 'WELCOME2026', lng: 'en' } });
    expect(scope.getState($activated)).toEqual(BONUS);
    expect(scope.getState($check)).toBeNull();
    await allSettled(codeEdited, { scope });
    expect(scope.getState($activated)).toBeNull();

    const used = fork({
      handlers: [
        [
          activateCodeFx,
          () => {
            throw refusal('promo_used');
          },
        ],
      ],
    });
    await allSettled(codeActivated, { scope: used, params: { code: 'X-1', lng: 'en' } });
    expect(used.getState($promoRefusal)).toBe('promo_used');
  });

  it('cashback: a claim shows the bonuses paid and reloads the lines; a refusal is explained', async () => {
    const lines: CashbackResponse['lines'] = [{ currency: 'RUB', stakes: 1_000_00, returns: 0, net_loss: 1_000_00, min_loss: 0, cashback: 50_00, claimed: true }];
    const answer: CashbackResponse = { program: 'vip', offer_id: 'vip_cashback', title: 'VIP', percent: 5, wager_multiplier: 0, wager_kind: 'casino', period: { from: '2026-11-09T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z' }, lines, claimable: false };
    const scope = fork({ handlers: [[claimCashbackFx, () => ({ bonuses: [{ ...BONUS, source: 'cashback', amount: 50_00 }] })], [loadCashbackFx, () => answer]] });
    await allSettled(cashbackClaimed, { scope, params: { program: 'vip', lng: 'en' } });
    expect(scope.getState($claimedBonuses)?.map((bonus) => bonus.amount)).toEqual([50_00]);
    expect(scope.getState($cashback)).toEqual(answer);

    const nothing = fork({
      handlers: [
        [
          claimCashbackFx,
          () => {
            throw refusal('cashback_nothing_to_claim');
          },
        ],
        [loadCashbackFx, () => answer],
      ],
    });
    await allSettled(cashbackClaimed, { scope: nothing, params: { program: 'vip', lng: 'en' } });
    expect(nothing.getState($claimRefusal)).toBe('cashback_nothing_to_claim');
  });

  it('explains unknown refusals and lost connections in general terms', () => {
    expect(bonusRefusalOf(refusal('promo_expired'))).toBe('promo_expired');
    expect(bonusRefusalOf(refusal('something_new'))).toBe('unknown_error');
    expect(bonusRefusalOf({ kind: 'network', status: 0, message: 'down' })).toBe('network_error');
  });

  it('bring a friend: a refused clipboard says so and stays until the next try', async () => {
    const scope = fork({
      handlers: [
        [
          copyLinkFx,
          () => {
            throw new Error('denied');
          },
        ],
      ],
    });
    await allSettled(linkCopyRequested, { scope, params: 'https://bets.example.com/en/?ref=1' });
    expect(scope.getState($copyState)).toBe('failed');
  });
});
