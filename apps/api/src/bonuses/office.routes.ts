import {
  ApiErrorSchema,
  BonusesLanguageQuerySchema,
  BringFriendQuerySchema,
  BringFriendResponseSchema,
  CashbackClaimResponseSchema,
  CashbackParamsSchema,
  CashbackResponseSchema,
  FirstDepositBonusResponseSchema,
  FirstDepositChoiceBodySchema,
  OfficeBonusesPaths,
  PromoActivateResponseSchema,
  PromoCheckResponseSchema,
  PromoCodeBodySchema,
  REWARDS_PAGE_SIZE,
  RewardsQuerySchema,
  RewardsResponseSchema,
  WagerResponseSchema,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { requireSignedIn, signedInCaller } from '../sessions';
import { offerTitles } from './catalogue/offers.repository';
import { claimCashback, cashbackOf } from './cashback/cashback';
import { changeFirstDepositChoice, firstDepositBonusOf } from './first-deposit-office';
import { bringFriend, referralLink } from './friends/bring-friend';
import { bonusView, type BonusRecord } from './grants/bonus-records';
import { fundedBonusCount, fundedBonusesForWager, fundedBonusesPage } from './grants/bonus-records.repository';
import { settleUnfinishedBonuses } from './grants/fund-bonus';
import { activatePromoCode, checkPromoCode } from './promo-codes/promo-codes';
import { refuseBonus } from './refusals';
import { expireDueBonuses } from './wagering/expiry';
import { siteOriginOf } from '../security/site-origin';
import type { PersonClock } from '../limits';

export interface OfficeBonusesRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** PUBLIC_URL: the origin of referral links; unset, the request's own. */
  readonly publicUrl?: string | undefined;
  /** ALLOWED_HOSTS: the hosts a referral link may name when PUBLIC_URL is unset. */
  readonly allowedHosts?: readonly string[] | undefined;
  /** The person's "now" for their bonuses' expiry (the server's clock in production). */
  readonly personClock: PersonClock;
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 503: ApiErrorSchema };

/**
 * The office's bonus calls (paths in libs/contracts `OfficeBonusesPaths`): first-deposit choice and bonus, wagering,
 * promo codes, weekly casino cashback, rewards and bring a friend. All need a session; answers are never cached.
 */
export const officeBonusesRoutes: FastifyPluginAsyncZod<OfficeBonusesRoutesOptions> = async (app, { db, clock, publicUrl, allowedHosts, personClock }) => {
  requireSignedIn(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const now = () => new Date(clock.now());
  const userOf = (request: FastifyRequest) => signedInCaller(request).userId;
  const views = async (records: readonly BonusRecord[], lng: string) => {
    const titles = await offerTitles(db, records.map((record) => record.offerId), lng);
    return records.map((record) => bonusView(record, titles.get(record.offerId) ?? record.offerId));
  };
  /** Before the person reads their bonuses: unpaid ones paid, wagered ones released, overdue ones expired. */
  const tidy = async (userId: number) => {
    const personNow = new Date(clock.now() + (await personClock.offsetMs(db, userId)));
    await settleUnfinishedBonuses(db, userId, personNow);
    await expireDueBonuses(db, personNow, userId);
  };

  app.get(OfficeBonusesPaths.firstDeposit, { schema: { querystring: BonusesLanguageQuerySchema, response: { 200: FirstDepositBonusResponseSchema, ...errors } } }, async (request) => {
    await tidy(userOf(request));
    return firstDepositBonusOf(db, userOf(request), request.query.lng);
  });

  app.put(
    OfficeBonusesPaths.firstDeposit,
    { schema: { querystring: BonusesLanguageQuerySchema, body: FirstDepositChoiceBodySchema, response: { 200: FirstDepositBonusResponseSchema, ...errors } } },
    async (request, reply) => {
      if (!(await changeFirstDepositChoice(db, userOf(request), request.body.choice))) return refuseBonus(reply, 'first_deposit_made');
      return firstDepositBonusOf(db, userOf(request), request.query.lng);
    },
  );

  app.get(OfficeBonusesPaths.wager, { schema: { querystring: BonusesLanguageQuerySchema, response: { 200: WagerResponseSchema, ...errors } } }, async (request) => {
    const userId = userOf(request);
    await tidy(userId);
    const records = await fundedBonusesForWager(db, userId);
    return { bonuses: await views(records, request.query.lng) };
  });

  app.get(OfficeBonusesPaths.rewards, { schema: { querystring: RewardsQuerySchema, response: { 200: RewardsResponseSchema, ...errors } } }, async (request) => {
    const userId = userOf(request);
    await tidy(userId);
    const total = await fundedBonusCount(db, userId);
    const records = await fundedBonusesPage(db, userId, REWARDS_PAGE_SIZE, (request.query.page - 1) * REWARDS_PAGE_SIZE);
    return { entities: await views(records, request.query.lng), total_count: total };
  });

  app.post(
    OfficeBonusesPaths.promoCheck,
    { schema: { querystring: BonusesLanguageQuerySchema, body: PromoCodeBodySchema, response: { 200: PromoCheckResponseSchema, ...errors } } },
    async (request) => {
      const checked = await checkPromoCode(db, userOf(request), request.body.code, request.query.lng, now());
      return { code: request.body.code, ...checked };
    },
  );

  app.post(
    OfficeBonusesPaths.promoActivate,
    { schema: { querystring: BonusesLanguageQuerySchema, body: PromoCodeBodySchema, response: { 201: PromoActivateResponseSchema, ...errors } } },
    async (request, reply) => {
      const activated = await activatePromoCode(db, userOf(request), request.body.code, now());
      if (!activated.ok) return refuseBonus(reply, activated.error);
      const [bonus] = await views([activated.value], request.query.lng);
      return reply.code(201).send({ bonus: bonus as NonNullable<typeof bonus> });
    },
  );

  app.get(
    OfficeBonusesPaths.cashback,
    { schema: { params: CashbackParamsSchema, querystring: BonusesLanguageQuerySchema, response: { 200: CashbackResponseSchema, ...errors } } },
    async (request, reply) => {
      const cashback = await cashbackOf(db, userOf(request), request.params.program, request.query.lng, now());
      return cashback ?? refuseBonus(reply, 'offer_not_found');
    },
  );

  app.post(
    OfficeBonusesPaths.cashbackClaim,
    { schema: { params: CashbackParamsSchema, querystring: BonusesLanguageQuerySchema, response: { 201: CashbackClaimResponseSchema, ...errors } } },
    async (request, reply) => {
      const claimed = await claimCashback(db, userOf(request), request.params.program, now());
      if (!claimed.ok) return refuseBonus(reply, claimed.error);
      return reply.code(201).send({ bonuses: await views(claimed.value, request.query.lng) });
    },
  );

  app.get(OfficeBonusesPaths.bringFriend, { schema: { querystring: BringFriendQuerySchema, response: { 200: BringFriendResponseSchema, ...errors } } }, async (request) => {
    const userId = userOf(request);
    const origin = siteOriginOf(request, { publicUrl, allowedHosts });
    return bringFriend(db, userId, referralLink(origin, request.query.lng, userId), request.query.page);
  });
};
