// The office's lotteries history: keno and bingo tickets, toto coupons and lotto tickets in one list (issue 9).
export { casinoLotteriesRoutes } from './lotteries.routes';
export { lotteryHistory } from './history.repository';
export type { CasinoLotteriesRoutesOptions } from './lotteries.routes';
