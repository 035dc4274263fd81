// Payments: deposits and withdrawals through payment providers, the providers' callbacks, payment requests.

// assembly (app.ts, start.ts)
export { createPaymentsModule } from './payments.module';
export { paymentsOptionsFromEnv } from './env';

// reads for other modules (the main-account payments list, deposit limits)
export { paymentsPage, paymentView } from './payments.repository';

// hooks other issues fill
export { allowEveryDeposit } from './hooks';
export { applyFirstDepositBonusChoice } from './first-deposit';
export { hasFirstDeposit } from './first-deposits.repository';

// types
export type { DemoPayOptions, PaymentsModule, PaymentsOptions, PaymentsTestControl } from './payments.module';
export type { PaymentRecord, PaymentsPageQuery } from './payments.repository';
export type { DepositAmount, DepositDecision, DepositLimitCheck, DepositUser } from './hooks';
export type { FirstDeposit, FirstDepositHook } from './first-deposit';
export type { PaymentProvider } from './providers/payment-provider';

// for backoffice, test-control
export type { WithdrawalReview } from './withdrawal-review';
