import { DemoPayRunJobsBodySchema, DemoPayRunJobsResponseSchema, DemoPayTestControlPath } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentsTestControl } from './payments.module';

/** Non-production only: `POST /__test/demo-pay/run-jobs` `{ pendingForMs? }` runs the demo provider's job now. */
export const paymentsTestControlRoutes: FastifyPluginAsyncZod<{ payments: PaymentsTestControl }> = async (app, { payments }) => {
  app.post(DemoPayTestControlPath, { schema: { body: DemoPayRunJobsBodySchema, response: { 200: DemoPayRunJobsResponseSchema } } }, async (request) =>
    payments.runDemoPayJobs(request.body.pendingForMs),
  );
};
