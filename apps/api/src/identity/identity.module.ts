import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { documentsRoutes } from './verification-documents/documents.routes';
import { fingerprintRoutes, recordFingerprintsOnSignIn } from './fingerprint/fingerprint.routes';
import { type IdentityOptions, identityRoutes } from './identity.routes';
import { profileRoutes } from './profile/profile.routes';
import { qrLoginRoutes } from './qr-login/qr-login.routes';
import { secureDataRoutes } from './secure-data/secure-data.routes';
import type { SocialProviderConfig } from './social/config';
import { socialRoutes } from './social/social.routes';
import { transferRoutes } from './transfer/transfer.routes';
import { verificationRoutes } from './verification/verification.routes';

export interface IdentityModuleDeps extends IdentityOptions {
  /** OAuth2/OpenID Connect providers for social sign-in; none hides the social buttons. */
  readonly social: readonly SocialProviderConfig[];
}

export interface IdentityModule {
  /** Every session a response opens records the device fingerprint it came with: on the whole app, not only here. */
  recordSignInFingerprints(app: FastifyInstance): void;
  /** Registration, sign-in, profile, social sign-in, transfer, documents, QR login, verification, fingerprints, secure data. */
  readonly routes: FastifyPluginAsync;
}

/** Identity, assembled with the app's context, protection and settings. */
export function createIdentityModule(deps: IdentityModuleDeps): IdentityModule {
  const { context, overridesFor, personClock, publicUrl, allowedHosts, social, ...overrides } = deps;
  const { db, clock } = context;
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(identityRoutes, deps);
    await app.register(profileRoutes, { context, ...overrides });
    await app.register(socialRoutes, { db, clock, overridesFor, providers: social, personClock, ...overrides });
    await app.register(transferRoutes, { db, clock, ...overrides });
    await app.register(documentsRoutes, { context });
    await app.register(qrLoginRoutes, { context, personClock, publicUrl, allowedHosts });
    await app.register(verificationRoutes, { context, publicUrl, allowedHosts });
    await app.register(fingerprintRoutes, { db, clock });
    await app.register(secureDataRoutes, { context });
  };
  return { recordSignInFingerprints: (app) => recordFingerprintsOnSignIn(app, { db, clock }), routes };
}
