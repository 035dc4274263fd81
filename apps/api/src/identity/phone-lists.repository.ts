import type { Queryable } from '../db/database';

/** The phone countries in the order the lists show them. */
export async function phoneCountries(db: Queryable) {
  return db.query<{ id: number; name: string; code: string; tel_code: string }>('select id, name, code, tel_code from phone_countries order by position, id');
}

/** Each country's phone masks, in the countries' order. */
export async function phoneMasks(db: Queryable) {
  return db.query<{ country_id: number; mask: string; min_length: number; max_length: number }>(
    'select m.country_id, m.mask, m.min_length, m.max_length from phone_masks m join phone_countries c on c.id = m.country_id order by c.position, c.id',
  );
}
