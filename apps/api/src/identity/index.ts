// Identity: registration, sign-in, profile and settings, one-time codes, captcha, social sign-in, verification,
// terms, QR login, user transfer and the navigation session the page server reads.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts, backoffice, db, env.ts, pages, start.ts, test-control
export { accountLinksOptionsFromEnv } from './account-links/env';
export { createIdentityModule, type IdentityModule } from './identity.module';
export type { IdentityOverrides } from './identity.routes';
export { navigationSessionOf } from './navigation-session';
export { argon2idHasher, dummyHashOf, type PasswordHasher } from './passwords';
export { socialEnvShape, type SocialProviderConfig, socialProvidersFromEnv } from './social/config';
export { publishTerms } from './terms/terms.repository';
export { documentOf, reviewDocument, verificationFieldsOf, type DocumentRow } from './verification-documents/documents.repository';
