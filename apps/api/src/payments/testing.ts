// Test support of payments for other modules' suites: its fixtures, and what they check that production does not import.
// Only test files and fixtures import this file (see apps/api/README.md, "Modules and their front doors").

// test support for backoffice, bonuses, security
export { balanceOf, chooseOnProviderPage, createDeposit, createWithdrawal, DEMO_SECRET, depositPaid, newBettor, paymentOf, paymentsSite, type PaymentsSite } from './payments.fixture';
