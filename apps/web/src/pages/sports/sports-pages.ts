/**
 * The sportsbook's pages as one chunk (sections, games, the home types): a bettor moves between them, and one lazy
 * import keeps the page registry in the first JavaScript small. Results, the print page, esports, multi-live,
 * statistics, the game check and the calculator each load on their own from here.
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export { GamePage } from './GamePage';
export { SectionPage } from './SectionPage';
export { HomeTypePage } from './HomeTypePage';

// Reached from the first views, not shown in them: in chunks of their own, so a first view does not evaluate them.
export const ChampResultsPage = lazyRouteComponent(() => import('./ResultsPage'), 'ChampResultsPage');
export const ResultsPage = lazyRouteComponent(() => import('./ResultsPage'), 'ResultsPage');
export const PrintCouponPage = lazyRouteComponent(() => import('./PrintCouponPage'), 'PrintCouponPage');
export const EsportsPage = lazyRouteComponent(() => import('./EsportsPage'), 'EsportsPage');
export const MultiLivePage = lazyRouteComponent(() => import('./MultiLivePage'), 'MultiLivePage');
export const StatisticPage = lazyRouteComponent(() => import('./StatisticPage'), 'StatisticPage');
export const VerifyGamePage = lazyRouteComponent(() => import('./verify/VerifyGamePage'), 'VerifyGamePage');
export const BettingCalculatorPage = lazyRouteComponent(() => import('./calculator/BettingCalculatorPage'), 'BettingCalculatorPage');
