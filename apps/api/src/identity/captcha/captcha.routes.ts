import {
  CAPTCHA_CODES,
  CAPTCHA_POLICY,
  CaptchaChallengeSchema,
  CaptchaPaths,
  CaptchaTimeSchema,
  CaptchaUpdateQuerySchema,
  CaptchaValidateBodySchema,
  CaptchaValidateResponseSchema,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { equalSecrets } from '../../sessions';
import { createChallenge, findChallenge, markSolved, useChallenge } from './challenges.repository';
import { pngDataUrl, randomDigits, renderCaptchaPng, type RandomInt } from './render';
import { digitsFor } from './rules';

export interface CaptchaRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly random?: RandomInt;
}

/** The captcha API (spec §7): update (a new challenge), validate (one try), gettime (server clock and lifetime). */
export const captchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (app, { db, clock, random }) => {
  app.get(CaptchaPaths.update, { schema: { querystring: CaptchaUpdateQuerySchema, response: { 200: CaptchaChallengeSchema } } }, async (request, reply) => {
    const answer = randomDigits(digitsFor(request.query.captcha_code), random);
    const { id, expiresAt } = await createChallenge(db, answer, clock.now());
    reply.header('cache-control', 'no-store');
    return { captcha_id: id, image: pngDataUrl(renderCaptchaPng(answer, random)), digits: answer.length, expires_at: expiresAt };
  });

  app.post(CaptchaPaths.validate, { schema: { body: CaptchaValidateBodySchema, response: { 200: CaptchaValidateResponseSchema } } }, async (request) => {
    const now = clock.now();
    const { captcha_id: id, answer } = request.body;
    const challenge = await findChallenge(db, id);
    if (!challenge || challenge.used || challenge.solved) return { valid: false, captcha_code: CAPTCHA_CODES.retry };
    if (challenge.expiresAt <= now) return { valid: false, captcha_code: CAPTCHA_CODES.expired };
    if (!equalSecrets(answer, challenge.answer)) {
      await useChallenge(db, id, now);
      return { valid: false, captcha_code: CAPTCHA_CODES.retry };
    }
    return (await markSolved(db, id, now)) ? { valid: true, captcha_code: null } : { valid: false, captcha_code: CAPTCHA_CODES.retry };
  });

  app.get(CaptchaPaths.gettime, { schema: { response: { 200: CaptchaTimeSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { server_time: clock.now(), lifetime_seconds: CAPTCHA_POLICY.lifetimeSeconds };
  });
};
