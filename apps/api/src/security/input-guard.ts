import { containsNul } from '@betting/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Refuses a NUL character anywhere in a request's path parameters, query, cookies or JSON body with a typed 400
 * before its schema and handler see it: PostgreSQL cannot store one in text, and no field of the site needs one.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.cookies) || containsNul(request.body)) {
      return reply.code(400).send({ error: { code: 'invalid_request', message: 'NUL characters are not accepted' } });
    }
    return undefined;
  });
}
