import { OutboxResponseSchema, TestControlPaths } from '@betting/contracts';
import { createJsonQuery } from '@farfetched/core';
import { zodContract } from '../../shared/api/zod-contract';

/** Non-production builds only: the messages the site would have sent (SMS and e-mail codes). */
export const outboxQuery = createJsonQuery({
  request: { method: 'GET', url: TestControlPaths.outbox },
  response: { contract: zodContract(OutboxResponseSchema) },
});
