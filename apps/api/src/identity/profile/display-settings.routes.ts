import { AccountDisplaySettingsPath, AccountDisplaySettingsResponseSchema, AccountDisplaySettingsSchema, ApiErrorSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProfileDeps } from './deps';
import { readAccountDisplaySettings, writeAccountDisplaySettings } from './display-settings.repository';
import { signedInCaller } from '../../sessions';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/** The display settings the bettor's account keeps (see the contract): read, and replaced as a whole. */
export const displaySettingsRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  app.get(AccountDisplaySettingsPath, { schema: { response: { 200: AccountDisplaySettingsResponseSchema, ...errors } } }, async (request) => readAccountDisplaySettings(db, signedInCaller(request).userId));
  app.put(AccountDisplaySettingsPath, { schema: { body: AccountDisplaySettingsSchema, response: { 200: AccountDisplaySettingsResponseSchema, ...errors } } }, async (request) =>
    writeAccountDisplaySettings(db, signedInCaller(request).userId, request.body, clock.now()),
  );
};
