/**
 * The sportsbook's pages as one chunk (sections, games, results, champs, the print page): a bettor moves between
 * them, and one lazy import keeps the page registry in the first JavaScript small.
 */
export { ChampResultsPage, ResultsPage } from './ResultsPage';
export { GamePage } from './GamePage';
export { PrintCouponPage } from './PrintCouponPage';
export { SectionPage } from './SectionPage';
export { HomeTypePage } from './HomeTypePage';
export { EsportsPage } from './EsportsPage';
export { MultiLivePage } from './MultiLivePage';
export { StatisticPage } from './StatisticPage';
export { VerifyGamePage } from './verify/VerifyGamePage';
export { BettingCalculatorPage } from './calculator/BettingCalculatorPage';
