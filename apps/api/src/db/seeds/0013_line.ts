import { COUNTRIES, COUNTRY_BY_CODE, SPORTS } from '../../line';
import type { Queryable } from '../database';

/**
 * The line's reference data: sports and esports disciplines, countries and champs from
 * `line/catalog.ts`. Games are not seeded rows: the line module draws them deterministically for the days around
 * its clock (`ensureLineSchedule`, run when the server starts and as time passes), so demo data never goes stale.
 */
export const lineSeed = {
  id: '0013_line',
  async run(tx: Queryable) {
    await tx.query(
      `insert into line_countries (id, code, name) select * from jsonb_to_recordset($1::jsonb) as c(id integer, code text, name text)
       on conflict (id) do nothing`,
      [JSON.stringify(COUNTRIES)],
    );
    const sports = SPORTS.map((sport, sort) => ({
      id: sport.id,
      slug: sport.slug,
      name: sport.name,
      is_esports: sport.esports !== null,
      esports_type: sport.esports,
      model: sport.model,
      has_draw: sport.hasDraw,
      period_count: sport.periods,
      period_seconds: sport.periodSeconds,
      sort,
    }));
    await tx.query(
      `insert into line_sports (id, slug, name, is_esports, esports_type, model, has_draw, period_count, period_seconds, sort)
       select * from jsonb_to_recordset($1::jsonb) as s(id integer, slug text, name text, is_esports boolean, esports_type text, model text,
         has_draw boolean, period_count integer, period_seconds integer, sort integer)
       on conflict (id) do nothing`,
      [JSON.stringify(sports)],
    );
    const champs = SPORTS.flatMap((sport) =>
      sport.champs.map((champ, sort) => ({ id: champ.id, sport_id: sport.id, country_id: COUNTRY_BY_CODE.get(champ.country)!.id, name: champ.name, is_top: champ.top ?? false, sort })),
    );
    await tx.query(
      `insert into line_champs (id, sport_id, country_id, name, is_top, sort)
       select * from jsonb_to_recordset($1::jsonb) as c(id integer, sport_id integer, country_id integer, name text, is_top boolean, sort integer)
       on conflict (id) do nothing`,
      [JSON.stringify(champs)],
    );
  },
};
