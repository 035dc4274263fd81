import { area, redirectRoute } from './define';

const OFFICE = { signIn: true, meta: { accountArea: true, needsAcceptedTerms: true } } as const;
const office = area(OFFICE);

/** The personal office: sign-in, account area; `office` itself goes to `office/account`. */
export const officeRoutes = [
  redirectRoute('office', 'office', 'office/account', { ...OFFICE, status: 302 }),
  office('office.account', 'office/account', { meta: { shellOf: 5 } }),
  office('office.history', 'office/history', { meta: { shellOf: 7 } }),
  office('office.historypay', 'office/historypay', { meta: { shellOf: 6 } }),
  office('office.recharge', 'office/recharge', { meta: { shellOf: 6, middleware: ['recharge-modal'] } }),
  office('office.deduce', 'office/deduce', { meta: { shellOf: 6, allowedAtMatchingBanLevel: true } }),
  office('office.security', 'office/security'),
  office('office.responsible', 'office/responsible', { meta: { shellOf: 8 } }),
  office('office.settings', 'office/settings'),
  office('office.bonuses-deposit', 'office/bonuses/deposit', { meta: { shellOf: 6 } }),
  office('office.bonuses-wager', 'office/bonuses/wager', { meta: { shellOf: 6 } }),
  office('office.casino-vipcashback', 'office/casino/vipcashback', { meta: { shellOf: 9 } }),
  office('office.casino-premiumcashback', 'office/casino/premiumcashback', { meta: { shellOf: 9 } }),
  office('office.promotion', 'office/promotion', { meta: { shellOf: 9 } }),
  office('office.bringfriend', 'office/bringfriend', { meta: { shellOf: 5 } }),
  office('office.support', 'office/support', { meta: { allowedWhileBanned: true } }),
  office('office.rewards', 'office/rewards', { meta: { shellOf: 9 } }),
  office('office.verification', 'office/verification'),
  office('office.identification', 'office/identification', { meta: { enabledBy: [{ configFlag: 'identificationEnabled' }] } }),
  office('office.share-idea', 'office/share-idea'),
  office('office.qr-login', 'office/qr-login'),
  office('office.payment-requests', 'office/payment/requests', { meta: { shellOf: 6 } }),
  office('office.payment-create-request', 'office/payment/create-request', { meta: { shellOf: 6 } }),
  office('office.payment-create-request.topic', 'office/payment/create-request/{topicId}', { meta: { shellOf: 6 } }),
  office('office.payment-create-request.transactions', 'office/payment/create-request/{topicId}/transactions', { meta: { shellOf: 6 } }),
  office('office.payment-create-request.transaction', 'office/payment/create-request/{topicId}/transactions/{transactionId}', { meta: { shellOf: 6 } }),
  office('office.payment-create-request.subtopic', 'office/payment/create-request/{topicId}/{subTopicId}', { meta: { shellOf: 6 } }),
] as const;
