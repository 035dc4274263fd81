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
  switch (outcome.kind) {
    case 'not_found':
      return refuse(reply, 'coupon_not_found');
    case 'unavailable':
      return refuse(reply, 'cash_out_unavailable', { reason: outcome.reason });
    case 'changed':
      return refuse(reply, 'cash_out_changed', { offer: outcome.offer });
    case 'too_much':
      return refuse(reply, 'invalid_request', { field: 'amount', offer: outcome.offer });
    case 'conflict':
      return refuse(reply, 'idempotency_conflict');
  }
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
      switch (outcome.kind) {
        case 'armed':
          return { coupon: outcome.coupon, paid: outcome.paid };
        case 'not_found':
          return refuse(reply, 'coupon_not_found');
        case 'unavailable':
          return refuse(reply, 'cash_out_unavailable', { reason: outcome.reason });
        case 'unreachable':
          return refuse(reply, 'auto_cash_out_unreachable', { ceiling: outcome.ceiling });
      }
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
      switch (outcome.kind) {
        case 'edited':
          if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
          return reply.code(201).send({ coupon: outcome.coupon, placed: outcome.placed });
        case 'not_found':
          return refuse(reply, 'coupon_not_found');
        case 'cash_out':
          return refuseCashOut(reply, outcome.refused);
        case 'edit_refused':
          return refuse(reply, 'bet_edit_refused', { reason: outcome.reason });
        case 'refused':
        case 'limit':
        case 'conflict':
          return refusePlacement(reply, outcome);
      }
    },
  );
};
