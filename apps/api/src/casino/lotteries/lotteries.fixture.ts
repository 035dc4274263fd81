import { CasinoLotteryHistoryResponseSchema, CasinoLotteryPaths, SESSION_COOKIE, type CasinoLotteryHistoryResponse } from '@betting/contracts';
import type { TotoMark } from '@betting/games';
import type { FastifyInstance } from 'fastify';
import type { EngineUnderTest } from '../../db/testing/engines';
import { identityApp, type IdentityApp } from '../../identity/testing';
import { seededSite } from '../../testing/app.fixture';
import { bought as boughtDrawTicket, drawCalls, openDrawWithSeed } from '../draws/draws.fixture';
import { bought as boughtCoupon, boughtTicket, poolCalls, tick } from '../pools/pools.fixture';

/** Every casino product's site with no timers: tests run the draws, the pools and the sweeps themselves. */
export const lotteriesSite = (engine: EngineUnderTest): IdentityApp =>
  seededSite(() =>
    identityApp(engine, {
      casinoDraws: { tickIntervalMs: 0 },
      casinoPools: { tickIntervalMs: 0 },
      casinoGames: { sweepIntervalMs: 0 },
      casinoTournaments: { sweepIntervalMs: 0 },
      betting: { sweepIntervalMs: 0 },
    }),
  );

type Session = { readonly session: string };

/** A keno ticket of the open draw, whose server seed the test knows. */
export async function buyKeno(site: IdentityApp, player: Session, stake: number, picks: number[]) {
  const { draw, serverSeed } = await openDrawWithSeed(site, 'keno');
  return { ...boughtDrawTicket(await drawCalls(site.app, player.session).buy({ game: 'keno', stake, picks })), draw, serverSeed };
}

export async function buyBingo(site: IdentityApp, player: Session, stake: number, cards: number) {
  const { draw, serverSeed } = await openDrawWithSeed(site, 'bingo');
  return { ...boughtDrawTicket(await drawCalls(site.app, player.session).buy({ game: 'bingo', stake, cards })), draw, serverSeed };
}

/** The open lotto and toto draws (the pools' timer run once if none is open yet). */
export async function openPoolDraws(app: FastifyInstance) {
  let lotto = (await poolCalls(app, null).lottoOverview()).current;
  let toto = (await poolCalls(app, null).totoOverview()).current;
  if (!lotto || !toto) {
    await tick(app);
    lotto = (await poolCalls(app, null).lottoOverview()).current;
    toto = (await poolCalls(app, null).totoOverview()).current;
  }
  if (!lotto || !toto) throw new Error('no open lotto or toto draw');
  return { lotto, toto };
}

export async function buyLotto(app: FastifyInstance, player: Session, numbers?: number[]) {
  const { lotto } = await openPoolDraws(app);
  return boughtTicket(await poolCalls(app, player).buyTicket(numbers ? { drawId: lotto.id, numbers } : { drawId: lotto.id })).ticket;
}

export async function buyToto(app: FastifyInstance, player: Session, marks: TotoMark[] = Array<TotoMark>(15).fill('1')) {
  const { toto } = await openPoolDraws(app);
  return boughtCoupon(await poolCalls(app, player).buyCoupon({ drawId: toto.id, marks })).coupon;
}

/** The office's lotteries history as the page asks for it. */
export async function lotteryHistoryOf(app: FastifyInstance, player: Session, query = ''): Promise<CasinoLotteryHistoryResponse> {
  const response = await app.inject({ method: 'GET', url: `${CasinoLotteryPaths.history}${query}`, cookies: { [SESSION_COOKIE]: player.session } });
  if (response.statusCode !== 200) throw new Error(`lottery history: ${response.statusCode} ${response.body}`);
  return CasinoLotteryHistoryResponseSchema.parse(response.json());
}
