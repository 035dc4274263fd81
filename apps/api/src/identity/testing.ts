// Test support of identity for other modules' suites: its fixtures, and what they check that production does not import.
// Only test files and fixtures import this file (see apps/api/README.md, "Modules and their front doors").

// test support for backoffice, betting, bonuses, casino, limits, payments, security, sessions, wallet
export { checkSession, cookieOf, FAST_REG, freshAddress, identityApp, type IdentityApp, identitySite, outboxOf, registerByPhone, registerFast, signIn, START } from './identity.fixture';
