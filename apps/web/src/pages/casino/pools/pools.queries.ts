import {
  CasinoPoolPaths,
  IDEMPOTENCY_KEY_HEADER,
  LottoDrawResponseSchema,
  LottoDrawsResponseSchema,
  LottoOverviewResponseSchema,
  LottoTicketResponseSchema,
  LottoTicketsResponseSchema,
  TotoCouponResponseSchema,
  TotoCouponsResponseSchema,
  TotoDrawResponseSchema,
  TotoDrawsResponseSchema,
  TotoOverviewResponseSchema,
  type LottoTicketBody,
  type TotoCouponBody,
} from '@betting/contracts';
import { concurrency, createQuery } from '@farfetched/core';
import { createEffect } from 'effector';
import { apiRequest } from '../../../shared/api/api';
import { createMoneyCall, type Keyed as MoneyKeyed } from '../../../shared/api/money-call';

/** Toto and lotto reads (libs/contracts casino/pools); the latest start of each query wins. */
const page = (value: number | undefined) => ({ page: String(value ?? 1) });

export const loadTotoOverviewFx = createEffect(() => apiRequest({ method: 'GET', path: CasinoPoolPaths.totoOverview, schema: TotoOverviewResponseSchema }));
export const totoOverviewQuery = createQuery({ effect: loadTotoOverviewFx, name: 'pools.totoOverview' });
concurrency(totoOverviewQuery, { strategy: 'TAKE_LATEST' });

export const loadTotoDrawsFx = createEffect((pageNumber: number) => apiRequest({ method: 'GET', path: CasinoPoolPaths.totoDraws, query: page(pageNumber), schema: TotoDrawsResponseSchema }));
export const totoDrawsQuery = createQuery({ effect: loadTotoDrawsFx, name: 'pools.totoDraws' });
concurrency(totoDrawsQuery, { strategy: 'TAKE_LATEST' });

export const loadTotoDrawFx = createEffect((drawId: number) => apiRequest({ method: 'GET', path: CasinoPoolPaths.totoDraw(drawId), schema: TotoDrawResponseSchema }));
export const totoDrawQuery = createQuery({ effect: loadTotoDrawFx, name: 'pools.totoDraw' });
concurrency(totoDrawQuery, { strategy: 'TAKE_LATEST' });

export const loadTotoCouponsFx = createEffect((pageNumber: number) => apiRequest({ method: 'GET', path: CasinoPoolPaths.totoCoupons, query: page(pageNumber), schema: TotoCouponsResponseSchema }));
export const totoCouponsQuery = createQuery({ effect: loadTotoCouponsFx, name: 'pools.totoCoupons' });
concurrency(totoCouponsQuery, { strategy: 'TAKE_LATEST' });

export const loadLottoOverviewFx = createEffect(() => apiRequest({ method: 'GET', path: CasinoPoolPaths.lottoOverview, schema: LottoOverviewResponseSchema }));
export const lottoOverviewQuery = createQuery({ effect: loadLottoOverviewFx, name: 'pools.lottoOverview' });
concurrency(lottoOverviewQuery, { strategy: 'TAKE_LATEST' });

export const loadLottoDrawsFx = createEffect((pageNumber: number) => apiRequest({ method: 'GET', path: CasinoPoolPaths.lottoDraws, query: page(pageNumber), schema: LottoDrawsResponseSchema }));
export const lottoDrawsQuery = createQuery({ effect: loadLottoDrawsFx, name: 'pools.lottoDraws' });
concurrency(lottoDrawsQuery, { strategy: 'TAKE_LATEST' });

export const loadLottoDrawFx = createEffect((drawId: number) => apiRequest({ method: 'GET', path: CasinoPoolPaths.lottoDraw(drawId), schema: LottoDrawResponseSchema }));
export const lottoDrawQuery = createQuery({ effect: loadLottoDrawFx, name: 'pools.lottoDraw' });
concurrency(lottoDrawQuery, { strategy: 'TAKE_LATEST' });

export const loadLottoTicketsFx = createEffect((pageNumber: number) => apiRequest({ method: 'GET', path: CasinoPoolPaths.lottoTickets, query: page(pageNumber), schema: LottoTicketsResponseSchema }));
export const lottoTicketsQuery = createQuery({ effect: loadLottoTicketsFx, name: 'pools.lottoTickets' });
concurrency(lottoTicketsQuery, { strategy: 'TAKE_LATEST' });

/** A purchase with its Idempotency-Key, kept until the purchase is answered: a retry after a lost answer never pays twice. */
export type Keyed<Body> = MoneyKeyed<{ readonly body: Body }>;

export const buyTotoCoupon = createMoneyCall({
  name: 'pools.buyTotoCoupon',
  send: ({ body, idempotencyKey }: Keyed<TotoCouponBody>) =>
    apiRequest({ method: 'POST', path: CasinoPoolPaths.totoCoupons, body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: TotoCouponResponseSchema }),
});
export const buyTotoCouponFx = buyTotoCoupon.sendFx;
export const buyLottoTicket = createMoneyCall({
  name: 'pools.buyLottoTicket',
  send: ({ body, idempotencyKey }: Keyed<LottoTicketBody>) =>
    apiRequest({ method: 'POST', path: CasinoPoolPaths.lottoTickets, body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: LottoTicketResponseSchema }),
});
export const buyLottoTicketFx = buyLottoTicket.sendFx;
