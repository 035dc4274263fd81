import {
  ApiErrorSchema,
  AutoCashOutBodySchema,
  AutoCashOutResponseSchema,
  BettingPaths,
  CashOutBodySchema,
  CashOutOfferResponseSchema,
  CashOutResponseSchema,
  CouponParamsSchema,
  CouponRefusedResponseSchema,
  CouponResponseSchema,
  EditBetBodySchema,
  EditBetResponseSchema,
  IDEMPOTENT_REPLAY_HEADER,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { match } from 'ts-pattern';
import * as z from 'zod/mini';
import type { OverridesFor } from '../config/site-config.repository';
import type { Database } from '../db/database';
import { signedInCaller } from '../sessions';
import { armAutoCashOut, disarmAutoCashOut } from './auto-cash-out';
import { readBettingConfig } from './betting-config';
import { errors, idempotencyKeyOf, refuse, refusePlacement } from './betting-replies';
import { quoteCashOut, takeCashOut, type CashOutOutcome } from './cash-out';
import { editBet } from './edit-bet';
import type { PlacementDeps } from './placement';

export interface CashOutRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly placement: PlacementDeps;
  readonly overridesFor?: OverridesFor | undefined;
}

/** A cash out that did not pay, as the bettor's refusal. */
function refuseCashOut(reply: FastifyReply, outcome: Exclude<CashOutOutcome, { kind: 'paid' }>) {
  return match(outcome)
    .with({ kind: 'not_found' }, () => refuse(reply, 'coupon_not_found'))
    .with({ kind: 'unavailable' }, ({ reason }) => refuse(reply, 'cash_out_unavailable', { reason }))
    .with({ kind: 'changed' }, ({ offer }) => refuse(reply, 'cash_out_changed', { offer }))
    .with({ kind: 'too_much' }, ({ offer }) => refuse(reply, 'invalid_request', { field: 'amount', offer }))
    .with({ kind: 'conflict' }, () => refuse(reply, 'idempotency_conflict'))
    .exhaustive();
}

/** Cash out of a placed coupon: the offer, taking it (whole or part), the automatic cash out and editing the bet. */
export const cashOutRoutes: FastifyPluginAsyncZod<CashOutRoutesOptions> = async (app, { db, clock, placement, overridesFor }) => {
  const settingsOf = async (request: FastifyRequest) => readBettingConfig(db, overridesFor ? await overridesFor(request) : {});

  app.get(BettingPaths.cashOut, { schema: { params: CouponParamsSchema, response: { 200: CashOutOfferResponseSchema, ...errors } } }, async (request, reply) => {
    const couponId = Number(request.params.couponId);
    const quote = await quoteCashOut(db, signedInCaller(request).userId, couponId, await settingsOf(request));
    return quote.kind === 'not_found' ? refuse(reply, 'coupon_not_found') : { couponId, currency: quote.currency, offer: quote.offer, reason: quote.reason, legs: [...quote.legs] };
  });

  app.post(
    BettingPaths.cashOut,
    { schema: { params: CouponParamsSchema, body: CashOutBodySchema, response: { 200: CashOutResponseSchema, 409: ApiErrorSchema, ...errors } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
      const outcome = await takeCashOut({ db, clock }, signedInCaller(request).userId, Number(request.params.couponId), request.body, key.data, await settingsOf(request));
      if (outcome.kind !== 'paid') return refuseCashOut(reply, outcome);
      if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return { paid: outcome.paid, coupon: outcome.coupon };
    },
  );

  app.put(
    BettingPaths.autoCashOut,
    { schema: { params: CouponParamsSchema, body: AutoCashOutBodySchema, response: { 200: AutoCashOutResponseSchema, 409: ApiErrorSchema, ...errors } } },
    async (request, reply) => {
      const outcome = await armAutoCashOut({ db, clock }, signedInCaller(request).userId, Number(request.params.couponId), request.body.target, await settingsOf(request));
      return match(outcome)
        .with({ kind: 'armed' }, ({ coupon, paid }) => ({ coupon, paid }))
        .with({ kind: 'not_found' }, () => refuse(reply, 'coupon_not_found'))
        .with({ kind: 'unavailable' }, ({ reason }) => refuse(reply, 'cash_out_unavailable', { reason }))
        .with({ kind: 'unreachable' }, ({ ceiling }) => refuse(reply, 'auto_cash_out_unreachable', { ceiling }))
        .exhaustive();
    },
  );

  app.delete(BettingPaths.autoCashOut, { schema: { params: CouponParamsSchema, response: { 200: CouponResponseSchema, ...errors } } }, async (request, reply) => {
    const coupon = await disarmAutoCashOut(db, signedInCaller(request).userId, Number(request.params.couponId));
    return coupon ? { coupon } : refuse(reply, 'coupon_not_found');
  });

  app.post(
    BettingPaths.editBet,
    {
      schema: {
        params: CouponParamsSchema,
        body: EditBetBodySchema,
        response: { 201: EditBetResponseSchema, 403: ApiErrorSchema, 409: z.union([CouponRefusedResponseSchema, ApiErrorSchema]), ...errors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
      const settings = await settingsOf(request);
      const outcome = await editBet({ ...placement, settings }, signedInCaller(request).userId, Number(request.params.couponId), request.body, key.data, settings);
      return match(outcome)
        .with({ kind: 'edited' }, ({ replayed, coupon, placed }) => {
          if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
          return reply.code(201).send({ coupon, placed });
        })
        .with({ kind: 'not_found' }, () => refuse(reply, 'coupon_not_found'))
        .with({ kind: 'cash_out' }, ({ refused }) => refuseCashOut(reply, refused))
        .with({ kind: 'edit_refused' }, ({ reason }) => refuse(reply, 'bet_edit_refused', { reason }))
        .with({ kind: 'refused' }, { kind: 'limit' }, { kind: 'conflict' }, (refused) => refusePlacement(reply, refused))
        .exhaustive();
    },
  );
};
