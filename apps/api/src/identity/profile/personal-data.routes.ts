import { ApiErrorSchema, OfficePaths, PersonalDataBodySchema, PersonalDataResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProfileDeps } from './deps';
import { personalDataAnswer, personalDataRefusal } from './personal-data';
import { readPersonalData, writePersonalData } from './profile.repository';
import { refuseOffice, serverToday, signedInCaller } from '../../sessions';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/** GET and PUT the user_data fields, answering the filled check. */
export const personalDataRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(OfficePaths.personalData, { schema: { response: { 200: PersonalDataResponseSchema, ...errors } } }, async (request, reply) => {
    const data = await readPersonalData(db, signedInCaller(request).userId);
    return data ? personalDataAnswer(data) : refuseOffice(reply, 401, 'not_signed_in');
  });

  app.put(OfficePaths.personalData, { schema: { body: PersonalDataBodySchema, response: { 200: PersonalDataResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const refusal = personalDataRefusal(request.body, serverToday(clock));
    if (refusal) return refuseOffice(reply, 400, refusal.code, { field: refusal.field });
    await writePersonalData(db, userId, request.body);
    const data = await readPersonalData(db, userId);
    return data ? personalDataAnswer(data) : refuseOffice(reply, 401, 'not_signed_in');
  });
};
