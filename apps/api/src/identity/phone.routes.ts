import { AuthPaths, PhoneCountriesResponseSchema, PhoneMasksResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { phoneCountries, phoneMasks } from './phone-lists.repository';

/** The phone countries and masks lists (reference data; cacheable for an hour). */
export const phoneListRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(AuthPaths.phoneCountries, { schema: { response: { 200: PhoneCountriesResponseSchema } } }, async (_request, reply) => {
    const rows = await phoneCountries(db);
    reply.header('cache-control', 'public, max-age=3600');
    return { items: rows.map((row) => ({ id: row.id, name: row.name, country_code: row.code, tel_code: row.tel_code })) };
  });

  app.get(AuthPaths.phoneMasks, { schema: { response: { 200: PhoneMasksResponseSchema } } }, async (_request, reply) => {
    const rows = await phoneMasks(db);
    reply.header('cache-control', 'public, max-age=3600');
    return { items: rows.map((row) => ({ CountryId: row.country_id, Mask: row.mask, Max: row.max_length, Min: row.min_length })) };
  });
};
