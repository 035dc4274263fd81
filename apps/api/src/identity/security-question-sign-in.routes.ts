import { ApiErrorSchema, AuthPaths, SecurityQuestionSignInBodySchema, SignInResponseSchema } from '@betting/contracts';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AddressLimited } from '../security/request-limits';
import { refuse } from './errors';
import { checkSecurityAnswer } from './security-question-step';
import { continueAfterKnowledge, type SignInDeps } from './sign-in';
import { findUserById } from './users.repository';

export interface SecurityQuestionSignInOptions {
  readonly deps: SignInDeps;
  readonly limited: (...buckets: AddressLimited[]) => preValidationAsyncHookHandler;
}

/** The second step of a password sign-in for a bettor with a security question: the answer, then the code or the session. */
export const securityQuestionSignInRoutes: FastifyPluginAsyncZod<SecurityQuestionSignInOptions> = async (app, { deps, limited }) => {
  const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };
  app.post(AuthPaths.loginSecurityQuestion, { preValidation: limited('signIn'), schema: { body: SecurityQuestionSignInBodySchema, response: { 200: SignInResponseSchema, ...errors } } }, async (request, reply) => {
    const checked = await checkSecurityAnswer(deps, request, reply, request.body.answer);
    if (!checked.ok) return checked.reply;
    const user = await findUserById(deps.db, checked.userId);
    if (!user) return refuse(reply, 400, 'security_question_expired');
    if (user.status === 'blocked') return refuse(reply, 403, 'account_blocked');
    return continueAfterKnowledge(deps, request, reply, user, request.body.save || checked.remember);
  });
};
