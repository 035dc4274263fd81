import { BettingTestControlPaths, SettleRunResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BettingModule } from './betting.module';

/** Non-production only: `POST /__test/betting/settle` runs the settlement sweep now. */
export const bettingTestControlRoutes: FastifyPluginAsyncZod<{ betting: Pick<BettingModule, 'settle'> }> = async (app, { betting }) => {
  app.post(BettingTestControlPaths.settle, { schema: { response: { 200: SettleRunResponseSchema } } }, async () => betting.settle());
};
