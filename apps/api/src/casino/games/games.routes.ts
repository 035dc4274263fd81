import {
  ApiErrorSchema,
  CASINO_GAME_ERROR_STATUS,
  CasinoClientSeedBodySchema,
  CasinoDemoWalletSchema,
  CasinoEngineActionBodySchema,
  CasinoEngineVerifyResponseSchema,
  CasinoGamePaths,
  CasinoGameStateResponseSchema,
  CasinoLaunchKindParamsSchema,
  CasinoPlayBodySchema,
  CasinoPlayModeQuerySchema,
  CasinoRotateSeedResponseSchema,
  CasinoRoundHistoryQuerySchema,
  CasinoRoundHistoryResponseSchema,
  CasinoRoundParamsSchema,
  CasinoRoundResponseSchema,
  CasinoSeedsResponseSchema,
  CasinoVerifyResponseSchema,
  IDEMPOTENT_REPLAY_HEADER,
  IdempotencyKeySchema,
  isBonusLaunch,
  limitRefusedApiError,
  type CasinoGameErrorCode,
} from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { match } from 'ts-pattern';
import * as z from 'zod/mini';
import { cashOutRound, settleDueRoundOf } from './crash-rounds';
import type { GameDeps } from './deps';
import { refillDemo } from './demo-wallet';
import { actOnRound } from './engine-actions';
import { ownerOf, type Owner } from './owner';
import { playRound } from './play';
import type { GameRefusal } from './refusals';
import { openRoundOf, ownerRound, roundHistory, roundWire, slotTileNames, type StoredRound } from './rounds.repository';
import { activeSeedPair, rotateSeedPair, seedsOf, setClientSeed } from './seeds.repository';
import { stakeRangeOf } from './stakes';
import { verificationOf } from './verification';
import { walletOf } from './wallets';

export interface CasinoGamesRoutesOptions {
  readonly deps: GameDeps;
}

const MESSAGES: Readonly<Record<CasinoGameErrorCode, string>> = {
  invalid_request: 'The request does not match the call',
  stake_out_of_range: 'The stake is outside the game’s range',
  not_signed_in: 'Sign in to play for real money',
  invalid_token: 'The token is not valid',
  limit_refused: 'A responsible-gaming limit refuses this stake',
  round_not_found: 'No such round',
  insufficient_funds: 'Not enough money on the account',
  account_frozen: 'The account is frozen',
  account_not_found: 'No account to play with',
  idempotency_conflict: 'This Idempotency-Key was used for another call',
  round_open: 'A round is still in play',
  cash_out_too_early: 'The multiplier has not reached 1.01× yet',
  not_cashable: 'Only crash rounds cash out',
  seed_not_revealed: 'The round’s server seed is still secret: rotate the seeds first',
  invalid_picks: 'Pick the game’s number of different cells on its board',
  no_bonus_balance: 'There is no money on the casino bonus balance',
  invalid_params: 'These are not the game’s options',
  invalid_action: 'The round does not take this move now',
  round_settled: 'The round is over',
};

const refuse = (reply: FastifyReply, code: CasinoGameErrorCode, params?: Record<string, string | number>) =>
  reply.code(CASINO_GAME_ERROR_STATUS[code]).send({ error: { code, message: MESSAGES[code], ...(params ? { params } : {}) } });
const refuseWith = (reply: FastifyReply, refusal: GameRefusal) => refuse(reply, refusal.code, refusal.params);

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/**
 * The game server's JSON calls (`CasinoGamePaths`): state, rounds, crash cash-out, seeds, demo refill, history and
 * verification. Real play needs a session; `?demo=1` plays with the demo cookie's play money. Never cached.
 */
export const casinoGamesRoutes: FastifyPluginAsyncZod<CasinoGamesRoutesOptions> = async (app, { deps }) => {
  const now = () => new Date(deps.clock.now());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The caller, or a 401 already sent (null). Demo callers without a cookie get one when `create`. */
  async function callerOwner(request: FastifyRequest, reply: FastifyReply, demo: boolean, create = true): Promise<Owner | null> {
    const owner = await ownerOf(request, reply, demo, create);
    if (owner === null) {
      await refuse(reply, 'round_not_found');
      return null;
    }
    if (typeof owner === 'string') {
      await refuse(reply, owner);
      return null;
    }
    return owner;
  }

  const idempotencyKey = (request: FastifyRequest) => IdempotencyKeySchema.safeParse(typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined);

  async function roundAnswer(reply: FastifyReply, owner: Owner, round: StoredRound, replayed: boolean) {
    const wallet = await walletOf(deps.db, owner, now(), round.walletAccountId);
    if (!wallet) return refuse(reply, 'account_not_found');
    if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return { round: roundWire(round, deps.clock.now()), wallet };
  }

  app.get(
    CasinoGamePaths.statePattern,
    { schema: { params: CasinoLaunchKindParamsSchema, querystring: CasinoPlayModeQuerySchema, response: { 200: CasinoGameStateResponseSchema, ...errors } } },
    async (request, reply) => {
      const owner = await callerOwner(request, reply, request.query.demo);
      if (!owner) return reply;
      const kind = request.params.launchKind;
      // A `-bonus` game plays the casino bonus balance only: guests sign in first.
      if (owner.demo && isBonusLaunch(kind)) return refuse(reply, 'not_signed_in');
      await settleDueRoundOf(deps, owner);
      const wallet = await walletOf(deps.db, owner, now(), null, isBonusLaunch(kind));
      if (!wallet) return refuse(reply, 'account_not_found');
      const pair = await activeSeedPair(deps.db, owner, kind, now());
      const open = await openRoundOf(deps.db, owner, kind);
      return {
        launchKind: kind,
        wallet,
        seeds: seedsOf(pair),
        stakes: stakeRangeOf(wallet.currency),
        openRound: open ? roundWire(open, deps.clock.now()) : null,
      };
    },
  );

  app.post(
    CasinoGamePaths.roundsPattern,
    { schema: { params: CasinoLaunchKindParamsSchema, querystring: CasinoPlayModeQuerySchema, body: CasinoPlayBodySchema, response: { 201: CasinoRoundResponseSchema, ...errors } } },
    async (request, reply) => {
      const owner = await callerOwner(request, reply, request.query.demo);
      if (!owner) return reply;
      const key = idempotencyKey(request);
      if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
      const outcome = await playRound(deps, owner, request.params.launchKind, request.body, key.data);
      return match(outcome)
        .with({ kind: 'played' }, ({ replayed, round, wallet }) => {
          if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
          return reply.code(201).send({ round: roundWire(round, deps.clock.now()), wallet });
        })
        .with({ kind: 'refused' }, (refusal) => refuseWith(reply, refusal))
        .with({ kind: 'limit' }, ({ refusal }) => reply.code(403).send(limitRefusedApiError(refusal, MESSAGES.limit_refused)))
        .with({ kind: 'conflict' }, () => refuse(reply, 'idempotency_conflict'))
        .exhaustive();
    },
  );

  app.get(
    CasinoGamePaths.roundPattern,
    { schema: { params: CasinoRoundParamsSchema, querystring: CasinoPlayModeQuerySchema, response: { 200: CasinoRoundResponseSchema, ...errors } } },
    async (request, reply) => {
      const owner = await callerOwner(request, reply, request.query.demo, false);
      if (!owner) return reply;
      const round = await settleDueRoundOf(deps, owner, request.params.roundId);
      return round ? roundAnswer(reply, owner, round, false) : refuse(reply, 'round_not_found');
    },
  );

  app.post(
    CasinoGamePaths.actionPattern,
    { schema: { params: CasinoRoundParamsSchema, querystring: CasinoPlayModeQuerySchema, body: CasinoEngineActionBodySchema, response: { 200: CasinoRoundResponseSchema, ...errors } } },
    async (request, reply) => {
      const owner = await callerOwner(request, reply, request.query.demo, false);
      if (!owner) return reply;
      const key = idempotencyKey(request);
      if (!key.success) return refuse(reply, 'invalid_request', { field: 'Idempotency-Key' });
      const outcome = await actOnRound(deps, owner, request.params.roundId, request.body, key.data);
      return match(outcome)
        .with({ kind: 'acted' }, ({ round, replayed }) => roundAnswer(reply, owner, round, replayed))
        .with({ kind: 'refused' }, (refusal) => refuseWith(reply, refusal))
        .with({ kind: 'limit' }, ({ refusal }) => reply.code(403).send(limitRefusedApiError(refusal, MESSAGES.limit_refused)))
        .exhaustive();
    },
  );

  app.post(
    CasinoGamePaths.cashOutPattern,
    { schema: { params: CasinoRoundParamsSchema, querystring: CasinoPlayModeQuerySchema, response: { 200: CasinoRoundResponseSchema, ...errors } } },
    async (request, reply) => {
      const owner = await callerOwner(request, reply, request.query.demo, false);
      if (!owner) return reply;
      const outcome = await cashOutRound(deps, owner, request.params.roundId);
      return outcome.kind === 'settled' ? roundAnswer(reply, owner, outcome.round, outcome.replayed) : refuseWith(reply, outcome);
    },
  );

  app.put(
    CasinoGamePaths.clientSeedPattern,
    { schema: { params: CasinoLaunchKindParamsSchema, querystring: CasinoPlayModeQuerySchema, body: CasinoClientSeedBodySchema, response: { 200: CasinoSeedsResponseSchema, ...errors } } },
    async (request, reply) => {
      const owner = await callerOwner(request, reply, request.query.demo);
      if (!owner) return reply;
      const pair = await deps.db.transaction((tx) => setClientSeed(tx, owner, request.params.launchKind, request.body.clientSeed, now()));
      return { seeds: seedsOf(pair) };
    },
  );

  app.post(
    CasinoGamePaths.rotateSeedPattern,
    { schema: { params: CasinoLaunchKindParamsSchema, querystring: CasinoPlayModeQuerySchema, response: { 200: CasinoRotateSeedResponseSchema, ...errors } } },
    async (request, reply) => {
      const owner = await callerOwner(request, reply, request.query.demo);
      if (!owner) return reply;
      await settleDueRoundOf(deps, owner);
      const rotated = await deps.db.transaction((tx) => rotateSeedPair(tx, owner, request.params.launchKind, now()));
      if (rotated.kind === 'round_open') return refuse(reply, 'round_open');
      const { revealed, next } = rotated;
      return { revealed: { serverSeed: revealed.serverSeed, serverSeedHash: revealed.serverSeedHash, clientSeed: revealed.clientSeed, rounds: revealed.nextNonce }, seeds: seedsOf(next) };
    },
  );

  app.post(CasinoGamePaths.demoRefill, { schema: { response: { 200: CasinoDemoWalletSchema, ...errors } } }, async (request, reply) => {
    const owner = await callerOwner(request, reply, true);
    if (!owner?.demo) return reply;
    return { wallet: await refillDemo(deps.db, owner.demoId, now()) };
  });

  app.get(CasinoGamePaths.history, { schema: { querystring: CasinoRoundHistoryQuerySchema, response: { 200: CasinoRoundHistoryResponseSchema, ...errors } } }, async (request, reply) => {
    const owner = await callerOwner(request, reply, false);
    if (!owner || owner.demo) return reply;
    await settleDueRoundOf(deps, owner);
    const { page, pageSize } = request.query;
    const { rounds, total } = await roundHistory(deps.db, owner.userId, request.query);
    const names = await slotTileNames(deps.db, rounds);
    // Only a reel machine's round names its catalogue tile; every other round is the same as the play call's answer.
    const withGameName = (round: StoredRound) => {
      const name = round.launchKind === 'slots' ? names.get(String(round.engine?.params['key'])) : undefined;
      return name === undefined ? roundWire(round, deps.clock.now()) : { ...roundWire(round, deps.clock.now()), gameName: name };
    };
    return { rounds: rounds.map(withGameName), paging: { pageNumber: page, pageSize, totalCount: total, totalPages: Math.ceil(total / pageSize) } };
  });

  app.get(
    CasinoGamePaths.verifyPattern,
    { schema: { params: CasinoRoundParamsSchema, querystring: CasinoPlayModeQuerySchema, response: { 200: z.union([CasinoVerifyResponseSchema, CasinoEngineVerifyResponseSchema]), ...errors } } },
    async (request, reply) => {
      const owner = await callerOwner(request, reply, request.query.demo, false);
      if (!owner) return reply;
      const round = await ownerRound(deps.db, owner, request.params.roundId);
      if (!round) return refuse(reply, 'round_not_found');
      const verification = verificationOf(round);
      return 'kind' in verification ? refuseWith(reply, verification) : verification;
    },
  );
};
