import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context';
import type { RandomInt } from '../captcha/render';
import { argon2idHasher, type PasswordHasher } from '../passwords';
import { requireSignedIn } from '../../sessions';
import { blockAppealsRoutes } from './block-appeals.routes';
import { displaySettingsRoutes } from './display-settings.routes';
import { favouriteTeamsRoutes } from './favourite-teams.routes';
import { mailingSupportRoutes } from './mailing-support.routes';
import { personalDataRoutes } from './personal-data.routes';
import { securityRoutes } from './security.routes';

export interface ProfileOptions {
  readonly context: AppContext;
  /** Tests only, as for the identity routes. */
  readonly hasher?: PasswordHasher;
  readonly random?: RandomInt;
}

/**
 * The office's personal calls (`/web-api/office/…`): personal data, security, mailing, support requests, ideas, block
 * appeals, the display settings kept on the account and the favourite teams.
 * Every one needs a session; every answer is personal and never cached.
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileOptions> = async (app, options) => {
  const { db, clock } = options.context;
  const deps = { db, clock, hasher: options.hasher ?? argon2idHasher, ...(options.random ? { random: options.random } : {}) };
  requireSignedIn(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(personalDataRoutes, { deps });
  await app.register(securityRoutes, { deps });
  await app.register(mailingSupportRoutes, { deps });
  await app.register(blockAppealsRoutes, { deps });
  await app.register(displaySettingsRoutes, { deps });
  await app.register(favouriteTeamsRoutes, { deps });
};
