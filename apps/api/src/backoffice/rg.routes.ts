import { ApiErrorSchema, BackofficePaths, RgOverviewResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackofficeDeps } from './deps';
import { access } from './guard';
import { activeRestrictions, pendingLimitChanges } from './responsible-gaming.repository';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const LIST_LIMIT = 500;

/**
 * The responsible-gaming desk, read only: bettors under a self-exclusion or a time-out now (the server's clock; limit
 * times are epoch seconds), and limit changes waiting for the bettor's confirmation. There is deliberately no call that
 * lifts a restriction early.
 */
export const backofficeRgRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(BackofficePaths.responsibleGaming, { config: access('rg.read'), schema: { response: { 200: RgOverviewResponseSchema, ...errors } } }, async () => {
    // Restrictions in force now by the server's clock (limit times are epoch seconds).
    const [restrictions, pending] = await Promise.all([activeRestrictions(db, Math.floor(clock.now() / 1000), LIST_LIMIT), pendingLimitChanges(db, LIST_LIMIT)]);
    return { restrictions, pending_changes: pending };
  });
};
