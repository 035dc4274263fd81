/**
 * Every page of the personal office, as one chunk: a person who opens the office moves between its pages, and one
 * lazy import here instead of one per page keeps the page registry (in the first JavaScript) small.
 */
export { AccountPage } from './account/AccountPage';
export { DeducePage, RechargePage } from './payments/RechargePage';
export { PaymentHistoryPage } from './payments/PaymentHistoryPage';
export { QrLoginPage } from './qr-login/QrLoginPage';
export { SecurityPage } from './security/SecurityPage';
export { SettingsPage } from './settings/SettingsPage';
export { ShareIdeaPage } from './share-idea/ShareIdeaPage';
export { SupportPage } from './support/SupportPage';
export { IdentificationPage, VerificationPage } from './verification/VerificationPage';
export { PaymentRequestsPage } from './payment-requests/PaymentRequestsPage';
export { CreateRequestPage } from './payment-requests/CreateRequestPage';
export { CreateRequestTopicPage } from './payment-requests/TopicPage';
export { CreateRequestSubTopicPage } from './payment-requests/SubTopicPage';
export { CreateRequestTransactionsPage } from './payment-requests/TransactionsPage';
export { CreateRequestTransactionPage } from './payment-requests/TransactionPage';
export { BringFriendPage } from './bonuses/BringFriendPage';
export { PremiumCashbackPage, VipCashbackPage } from './bonuses/CashbackPage';
export { DepositBonusPage } from './bonuses/DepositBonusPage';
export { PromotionPage } from './bonuses/PromotionPage';
export { RewardsPage } from './bonuses/RewardsPage';
export { WagerPage } from './bonuses/WagerPage';
export { ResponsiblePage } from './responsible/ResponsiblePage';
export { BetHistoryPage } from './history/BetHistoryPage';
export { CasinoHistoryPage } from './history/CasinoHistoryPage';
export { LotteriesHistoryPage } from './history/LotteriesHistoryPage';
