// Identity: registration, sign-in, profile and settings, one-time codes, captcha, social sign-in, verification,
// terms, QR login, user transfer and the navigation session the page server reads.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts, backoffice, db, env.ts, pages, start.ts, test-control
export { accountLinksOptionsFromEnv } from './account-links/env';
export { fingerprintRoutes, recordFingerprintsOnSignIn } from './fingerprint/fingerprint.routes';
export { type IdentityOverrides, identityRoutes } from './identity.routes';
export { navigationSessionOf } from './navigation-session';
export { argon2idHasher, dummyHashOf, type PasswordHasher } from './passwords';
export { profileRoutes } from './profile/profile.routes';
export { qrLoginRoutes } from './qr-login/qr-login.routes';
export { secureDataRoutes } from './secure-data/secure-data.routes';
export { socialEnvShape, type SocialProviderConfig, socialProvidersFromEnv } from './social/config';
export { socialRoutes } from './social/social.routes';
export { publishTerms } from './terms/terms.repository';
export { transferRoutes } from './transfer/transfer.routes';
export { documentOf, reviewDocument, verificationFieldsOf, type DocumentRow } from './verification-documents/documents.repository';
export { documentsRoutes } from './verification-documents/documents.routes';
export { verificationRoutes } from './verification/verification.routes';
