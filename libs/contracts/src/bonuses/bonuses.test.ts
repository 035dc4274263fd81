import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BringFriendQuerySchema, BringFriendResponseSchema } from './bring-friend';
import { CashbackParamsSchema, CashbackResponseSchema } from './cashback';
import { CatalogueQuerySchema, CatalogueResponseSchema, PROMO_CATEGORIES, SlugParamsSchema } from './catalogue';
import { FirstDepositChoiceBodySchema } from './first-deposit';
import { bonusOfferPath, bonusPartnerPath, BonusesPaths, cashbackClaimPath, cashbackPath, OfficeBonusesPaths } from './paths';
import { PromoCheckResponseSchema, PromoCodeBodySchema } from './promo-codes';
import { RewardsQuerySchema, UserBonusSchema, type UserBonus } from './user-bonus';

const BONUS: UserBonus = {
  id: 1,
  offer_id: 'sport_first_deposit',
  title: 'Sport welcome bonus',
  source: 'first_deposit',
  wager_kind: 'sport',
  state: 'active',
  amount: 150_00,
  currency: 'RUB',
  wager_required: 750_00,
  wager_done: 0,
  min_coef: 1500,
  granted_at: '2026-11-22T12:00:00.000Z',
  expires_at: '2026-12-22T12:00:00.000Z',
  finished_at: null,
  released_amount: null,
};

describe('bonus contracts', () => {
  it('keep every path under the house prefixes and build the parameterised ones', () => {
    for (const path of Object.values(BonusesPaths)) expect(path.startsWith('/web-api/bonuses')).toBe(true);
    for (const path of Object.values(OfficeBonusesPaths)) expect(path.startsWith('/web-api/office/')).toBe(true);
    expect(bonusOfferPath('slot_first_deposit')).toBe('/web-api/bonuses/offers/slot_first_deposit');
    expect(bonusPartnerPath('riverside-poker')).toBe('/web-api/bonuses/partners/riverside-poker');
    expect(cashbackPath('vip')).toBe('/web-api/office/cashback/vip');
    expect(cashbackClaimPath('premium')).toBe('/web-api/office/cashback/premium/claim');
  });

  it('list the nine promo categories of spec §3, all_bonuses by default', () => {
    expect(PROMO_CATEGORIES).toEqual(['all_bonuses', 'poker', 'casino', 'bukmaker', 'redeposit', 'shares', 'cashback', 'first_deposit', 'bonuses']);
    expect(CatalogueQuerySchema.parse({})).toEqual({ lng: 'en', category: 'all_bonuses' });
    expect(CatalogueQuerySchema.safeParse({ category: 'sportsbook' }).success).toBe(false);
    expect(CatalogueResponseSchema.safeParse({ category: 'casino', currency: 'RUB', categories: [{ id: 'casino', count: 2 }], offers: [] }).success).toBe(true);
  });

  it('accept only slugs as offer and partner ids', () => {
    expect(SlugParamsSchema.safeParse({ id: 'slot_first_deposit' }).success).toBe(true);
    for (const id of ['', 'Slot', '../x', 'a b', 'x'.repeat(65)]) expect(SlugParamsSchema.safeParse({ id }).success, id).toBe(false);
  });

  it('normalise a promo code (trim, upper case) and refuse anything else', () => {
    expect(PromoCodeBodySchema.parse({ code: '  welcome-2026 ' })).toEqual({ code: 'WELCOME-2026' });
    for (const code of ['ab', 'with space', 'ДРУГ', 'x'.repeat(33)]) expect(PromoCodeBodySchema.safeParse({ code }).success, code).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{3,32}$/), (code) => PromoCodeBodySchema.parse({ code: ` ${code} ` }).code === code.toUpperCase()),
    );
    expect(PromoCheckResponseSchema.safeParse({ code: 'NOPE', status: 'invalid', grant: null }).success).toBe(true);
  });

  it('describe a bonus with integer minor units and instants', () => {
    expect(UserBonusSchema.parse(BONUS)).toEqual(BONUS);
    expect(UserBonusSchema.safeParse({ ...BONUS, amount: 1.5 }).success).toBe(false);
    expect(UserBonusSchema.safeParse({ ...BONUS, state: 'paid' }).success).toBe(false);
    expect(UserBonusSchema.safeParse({ ...BONUS, min_coef: 999 }).success).toBe(false);
  });

  it('take the first-deposit choice 0, 1 or 2, the cashback programme vip or premium, and pages from 1', () => {
    expect([0, 1, 2].map((choice) => FirstDepositChoiceBodySchema.safeParse({ choice }).success)).toEqual([true, true, true]);
    expect(FirstDepositChoiceBodySchema.safeParse({ choice: 3 }).success).toBe(false);
    expect(CashbackParamsSchema.safeParse({ program: 'gold' }).success).toBe(false);
    expect(RewardsQuerySchema.parse({ page: '2' })).toEqual({ page: 2, lng: 'en' });
    expect(RewardsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(BringFriendQuerySchema.parse({})).toEqual({ lng: 'en', page: 1 });
  });

  it('parse the cashback and bring-a-friend answers', () => {
    const cashback = {
      program: 'vip',
      offer_id: 'vip_cashback',
      title: 'VIP cashback',
      percent: 5,
      wager_multiplier: 0,
      wager_kind: 'casino',
      period: { from: '2026-11-09T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z' },
      lines: [{ currency: 'RUB', stakes: 1000_00, returns: 400_00, net_loss: 600_00, min_loss: 0, cashback: 30_00, claimed: false }],
      claimable: true,
    };
    expect(CashbackResponseSchema.parse(cashback)).toEqual(cashback);
    const friends = { ref_code: '123456789', link: 'https://example.com/en/?ref=123456789', friends: [{ friend: '12****89', registered_at: BONUS.granted_at, first_deposit: null }], total_count: 1, with_deposit_count: 0 };
    expect(BringFriendResponseSchema.parse(friends)).toEqual(friends);
  });
});
