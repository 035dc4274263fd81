import { area, redirectRoute } from './define';

const OFFICE = { signIn: true, meta: { accountArea: true, needsAcceptedTerms: true } } as const;
const office = area(OFFICE);

/** The personal office: sign-in, account area; `office` itself goes to `office/account`. */
export const officeRoutes = [
  redirectRoute('office', 'office', 'office/account', { ...OFFICE, status: 302 }),
  office('office.account', 'office/account'),
  office('office.history', 'office/history'),
  office('office.history-casino', 'office/history/casino'),
  office('office.history-lotteries', 'office/history/lotteries'),
  office('office.historypay', 'office/historypay'),
  office('office.recharge', 'office/recharge', { meta: { middleware: ['recharge-modal'] } }),
  office('office.deduce', 'office/deduce', { meta: { allowedAtMatchingBanLevel: true } }),
  office('office.security', 'office/security'),
  office('office.responsible', 'office/responsible'),
  office('office.settings', 'office/settings'),
  office('office.bonuses-deposit', 'office/bonuses/deposit'),
  office('office.bonuses-wager', 'office/bonuses/wager'),
  office('office.casino-vipcashback', 'office/casino/vipcashback'),
  office('office.casino-premiumcashback', 'office/casino/premiumcashback'),
  office('office.promotion', 'office/promotion'),
  office('office.bringfriend', 'office/bringfriend'),
  office('office.support', 'office/support', { meta: { allowedWhileBanned: true } }),
  office('office.rewards', 'office/rewards'),
  office('office.verification', 'office/verification'),
  office('office.identification', 'office/identification', { meta: { enabledBy: [{ configFlag: 'identificationEnabled' }] } }),
  office('office.share-idea', 'office/share-idea'),
  office('office.qr-login', 'office/qr-login'),
  office('office.payment-requests', 'office/payment/requests'),
  office('office.payment-create-request', 'office/payment/create-request'),
  office('office.payment-create-request.topic', 'office/payment/create-request/{topicId}'),
  office('office.payment-create-request.transactions', 'office/payment/create-request/{topicId}/transactions'),
  office('office.payment-create-request.transaction', 'office/payment/create-request/{topicId}/transactions/{transactionId}'),
  office('office.payment-create-request.subtopic', 'office/payment/create-request/{topicId}/{subTopicId}'),
] as const;
