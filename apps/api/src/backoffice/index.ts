// The operator's back office: staff accounts and roles, sign-in with a second factor (TOTP), the audit trail, the KYC
// queue and the support and appeals inbox; the back-office app (apps/backoffice) is served under /backoffice/.

// assembly (app.ts, start.ts)
export { createBackofficeModule } from './backoffice.module';
export { backofficeOptionsFromEnv } from './env';

// types
export type { BackofficeModule, BackofficeModuleDeps } from './backoffice.module';
export type { BackofficeOptions } from './env';
