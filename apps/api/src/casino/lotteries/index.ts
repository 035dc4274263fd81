// The office's lotteries history: keno and bingo tickets, toto coupons and lotto tickets in one list.
export { casinoLotteriesRoutes } from './lotteries.routes';
export { lotteryHistory } from './history.repository';
export type { CasinoLotteriesRoutesOptions } from './lotteries.routes';
