import { AuthPaths, PhoneCountriesResponseSchema, PhoneMasksResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';

/** The phone countries and masks lists (reference data; cacheable for an hour). */
export const phoneListRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(AuthPaths.phoneCountries, { schema: { response: { 200: PhoneCountriesResponseSchema } } }, async (_request, reply) => {
    const rows = await db.query<{ id: number; name: string; code: string; tel_code: string }>('select id, name, code, tel_code from phone_countries order by position, id');
    reply.header('cache-control', 'public, max-age=3600');
    return { items: rows.map((row) => ({ id: row.id, name: row.name, country_code: row.code, tel_code: row.tel_code })) };
  });

  app.get(AuthPaths.phoneMasks, { schema: { response: { 200: PhoneMasksResponseSchema } } }, async (_request, reply) => {
    const rows = await db.query<{ country_id: number; mask: string; min_length: number; max_length: number }>(
      'select m.country_id, m.mask, m.min_length, m.max_length from phone_masks m join phone_countries c on c.id = m.country_id order by c.position, c.id',
    );
    reply.header('cache-control', 'public, max-age=3600');
    return { items: rows.map((row) => ({ CountryId: row.country_id, Mask: row.mask, Max: row.max_length, Min: row.min_length })) };
  });
};
