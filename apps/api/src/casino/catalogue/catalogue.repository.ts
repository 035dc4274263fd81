import { CasinoPaths, type CasinoBrand, type CasinoCategory, type CasinoWhence, type CasinoProvider } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { offeredIn } from './games.repository';

interface CategoryRow {
  id: number;
  slug: string;
  route: string;
  title: string;
  game_count: string | number;
}

/**
 * The categories in site order with their titles in `lng` (English where it has none) and how many games of
 * providers offered in the country each holds; only the page's when `whence` is given.
 */
export async function listCategories(db: Queryable, lng: string, options: { readonly countryId?: number | null; readonly whence?: CasinoWhence } = {}): Promise<CasinoCategory[]> {
  const rows = await db.query<CategoryRow>(
    `select c.id, c.slug, c.route, coalesce(t.title, e.title) as title,
            (select count(*) from casino_game_categories gc
               join casino_games g on g.id = gc.game_id
               join casino_providers p on p.id = g.provider_id
              where gc.category_id = c.id and ${offeredIn(2)}) as game_count
       from casino_categories c
       join casino_category_texts e on e.category_id = c.id and e.lng = 'en'
       left join casino_category_texts t on t.category_id = c.id and t.lng = $1
      where ($3::text is null or c.pages @> array[$3::text])
      order by c.sort, c.id`,
    [lng, options.countryId ?? null, options.whence ?? null],
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, route: row.route, title: row.title, gameCount: Number(row.game_count) }));
}

interface ProviderRow {
  id: number;
  slug: string;
  name: string;
  is_house: boolean;
  game_count: string | number;
}

const toProvider = (row: ProviderRow): CasinoProvider => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  isHouse: row.is_house,
  gameCount: Number(row.game_count),
  logoUrl: CasinoPaths.providerLogo(row.slug),
});

const PROVIDER_SELECT = `select p.id, p.slug, p.name, p.is_house, (select count(*) from casino_games g where g.provider_id = p.id) as game_count from casino_providers p`;

/** Providers in site order (the house first), leaving out those not offered in the country. */
export async function listProviders(db: Queryable, countryId: number | null): Promise<CasinoProvider[]> {
  const rows = await db.query<ProviderRow>(`${PROVIDER_SELECT} where ${offeredIn(1)} order by p.sort, p.id`, [countryId]);
  return rows.map(toProvider);
}

export async function providerBySlug(db: Queryable, slug: string): Promise<CasinoProvider | null> {
  const [row] = await db.query<ProviderRow>(`${PROVIDER_SELECT} where p.slug = $1`, [slug]);
  return row ? toProvider(row) : null;
}

export async function listBrands(db: Queryable): Promise<CasinoBrand[]> {
  const rows = await db.query<{ id: number; slug: string; name: string; provider_slug: string; provider_name: string; game_count: string | number }>(
    `select b.id, b.slug, b.name, p.slug as provider_slug, p.name as provider_name, (select count(*) from casino_games g where g.brand_id = b.id) as game_count
       from casino_brands b join casino_providers p on p.id = b.provider_id
      order by b.sort, b.id`,
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, providerSlug: row.provider_slug, providerName: row.provider_name, gameCount: Number(row.game_count) }));
}

/** The active casino actions named in `lng` (English where it has none). */
export async function listActions(db: Queryable, lng: string): Promise<{ Id: number; Name: string }[]> {
  const rows = await db.query<{ id: number; name: string }>(
    `select a.id, coalesce(t.name, e.name) as name
       from casino_actions a
       join casino_action_texts e on e.action_id = a.id and e.lng = 'en'
       left join casino_action_texts t on t.action_id = a.id and t.lng = $1
      where a.active
      order by a.sort, a.id`,
    [lng],
  );
  return rows.map((row) => ({ Id: row.id, Name: row.name }));
}
