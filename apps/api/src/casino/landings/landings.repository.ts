import { CASINO_LANDING_MAX_GAMES, type CasinoGame, type CasinoLandingKind, type CasinoLandingTheme } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { toGame, type GameRow } from '../catalogue/game-rows';
import { GAME_COLUMNS, GAME_FROM, offeredIn } from '../catalogue/games.repository';

/** A landing with its texts in the best language found and what its games are chosen by. */
export interface LandingRecord {
  readonly id: number;
  readonly kind: CasinoLandingKind;
  readonly slug: string;
  readonly theme: CasinoLandingTheme;
  readonly ctaPath: string | null;
  readonly categorySlug: string | null;
  readonly categoryRoute: string | null;
  readonly providerSlug: string | null;
  readonly tag: number | null;
  readonly gamesLimit: number;
  readonly lang: string;
  readonly kicker: string;
  readonly title: string;
  readonly summary: string;
  readonly highlights: readonly string[];
  readonly ctaLabel: string;
  readonly gamesTitle: string;
  readonly seoTitle: string | null;
  readonly seoDescription: string | null;
}

interface LandingRow {
  id: number;
  kind: CasinoLandingKind;
  slug: string;
  theme: CasinoLandingTheme;
  cta_path: string | null;
  category_slug: string | null;
  category_route: string | null;
  provider_slug: string | null;
  tag: number | null;
  games_limit: number;
  lang: string;
  kicker: string;
  title: string;
  summary: string;
  highlights: string[] | string;
  cta_label: string;
  games_title: string;
  seo_title: string | null;
  seo_description: string | null;
}

/** node-postgres reads `text[]` as an array; a driver that does not gives the `{a,"b c"}` literal. */
function textArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const items: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|([^,{}]+)/g;
  for (const match of value.matchAll(pattern)) items.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? ''));
  return items;
}

/** Whether a landing of a kind is published under `slug`. */
export async function isLandingPublished(db: Queryable, kind: CasinoLandingKind, slug: string): Promise<boolean> {
  const rows = await db.query('select 1 from casino_landings where kind = $1 and slug = $2 and is_published', [kind, slug]);
  return rows.length > 0;
}

/** A published landing of a kind by slug, its texts in the first of `languages` it has; undefined when none. */
export async function findLanding(db: Queryable, kind: CasinoLandingKind, slug: string, languages: readonly string[]): Promise<LandingRecord | undefined> {
  const [row] = await db.query<LandingRow>(
    `select l.id, l.kind, l.slug, l.theme, l.cta_path, l.category_slug, c.route as category_route, l.provider_slug, l.tag, l.games_limit,
            t.lang, t.kicker, t.title, t.summary, t.highlights, t.cta_label, t.games_title, t.seo_title, t.seo_description
       from casino_landings l
       join casino_landing_texts t on t.landing_id = l.id
       left join casino_categories c on c.slug = l.category_slug
      where l.kind = $1 and l.slug = $2 and l.is_published and t.lang::text = any($3::text[])
      order by array_position($3::text[], t.lang::text)
      limit 1`,
    [kind, slug, [...languages]],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    theme: row.theme,
    ctaPath: row.cta_path,
    categorySlug: row.category_slug,
    categoryRoute: row.category_route,
    providerSlug: row.provider_slug,
    tag: row.tag,
    gamesLimit: row.games_limit,
    lang: row.lang.trim(),
    kicker: row.kicker,
    title: row.title,
    summary: row.summary,
    highlights: textArray(row.highlights),
    ctaLabel: row.cta_label,
    gamesTitle: row.games_title,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  };
}

/**
 * The landing's featured games from the catalogue: the games it lists, in its order; when it lists none, the games
 * of its category, provider and tag (each when set), most played first. At most `games_limit` (≤ 24); games of a
 * provider not offered in `countryId` are left out.
 */
export async function featuredGames(db: Queryable, landing: Pick<LandingRecord, 'id' | 'categorySlug' | 'providerSlug' | 'tag' | 'gamesLimit'>, countryId: number | null = null): Promise<CasinoGame[]> {
  const limit = Math.min(landing.gamesLimit, CASINO_LANDING_MAX_GAMES);
  const listed = await db.query<GameRow>(
    `select ${GAME_COLUMNS} ${GAME_FROM} join casino_landing_games lg on lg.game_id = g.id
      where lg.landing_id = $1 and ${offeredIn(3)}
      order by lg.position limit $2`,
    [landing.id, limit, countryId],
  );
  const [{ count } = { count: 0 }] = await db.query<{ count: number | string }>('select count(*) as count from casino_landing_games where landing_id = $1', [landing.id]);
  if (Number(count) > 0) return listed.map(toGame);
  if (landing.categorySlug === null && landing.providerSlug === null && landing.tag === null) return [];
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} ${GAME_FROM}
      where ($1::text is null or exists (select 1 from casino_game_categories gc join casino_categories c on c.id = gc.category_id where gc.game_id = g.id and c.slug = $1))
        and ($2::text is null or p.slug = $2)
        and ($3::smallint is null or g.tag = $3)
        and ${offeredIn(5)}
      order by g.popularity desc, g.id limit $4`,
    [landing.categorySlug, landing.providerSlug, landing.tag, limit, countryId],
  );
  return rows.map(toGame);
}

/** One language's texts of a landing as the seed writes them. */
export interface LandingTextInput {
  readonly kicker: string;
  readonly title: string;
  readonly summary: string;
  readonly highlights: readonly string[];
  readonly ctaLabel?: string;
  readonly gamesTitle: string;
  readonly seo?: { readonly title?: string; readonly description?: string };
}

export interface LandingInput {
  readonly kind: CasinoLandingKind;
  readonly slug: string;
  readonly theme: CasinoLandingTheme;
  readonly ctaPath?: string;
  /** Featured games by their current route, in order; or (none listed) by category, provider and tag. */
  readonly gameRoutes?: readonly string[];
  readonly categorySlug?: string;
  readonly providerSlug?: string;
  readonly tag?: number;
  readonly gamesLimit?: number;
  readonly texts: Readonly<Record<string, LandingTextInput>>;
}

/** Writes a landing (again: replaces its selection and texts). A listed route the catalogue does not have is an error. */
export async function saveLanding(tx: Queryable, input: LandingInput): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into casino_landings (kind, slug, theme, cta_path, category_slug, provider_slug, tag, games_limit)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (kind, slug) do update set theme = excluded.theme, cta_path = excluded.cta_path, category_slug = excluded.category_slug,
       provider_slug = excluded.provider_slug, tag = excluded.tag, games_limit = excluded.games_limit
     returning id`,
    [input.kind, input.slug, input.theme, input.ctaPath ?? null, input.categorySlug ?? null, input.providerSlug ?? null, input.tag ?? null, input.gamesLimit ?? 12],
  );
  if (!row) throw new Error(`landing ${input.kind}/${input.slug} not written`);
  await tx.query('delete from casino_landing_games where landing_id = $1', [row.id]);
  const routes = input.gameRoutes ?? [];
  if (routes.length > 0) {
    const written = await tx.query<{ game_id: number }>(
      `insert into casino_landing_games (landing_id, game_id, position)
       select $1, g.id, listed.position from unnest($2::text[]) with ordinality as listed(route, position) join casino_games g on g.route = listed.route
       returning game_id`,
      [row.id, [...routes]],
    );
    if (written.length !== routes.length) throw new Error(`landing ${input.kind}/${input.slug}: a listed game route is not in the catalogue`);
  }
  for (const [lang, text] of Object.entries(input.texts)) {
    await tx.query(
      `insert into casino_landing_texts (landing_id, lang, kicker, title, summary, highlights, cta_label, games_title, seo_title, seo_description)
       values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10)
       on conflict (landing_id, lang) do update set kicker = excluded.kicker, title = excluded.title, summary = excluded.summary,
         highlights = excluded.highlights, cta_label = excluded.cta_label, games_title = excluded.games_title,
         seo_title = excluded.seo_title, seo_description = excluded.seo_description`,
      [row.id, lang, text.kicker, text.title, text.summary, [...text.highlights], text.ctaLabel ?? '', text.gamesTitle, text.seo?.title ?? null, text.seo?.description ?? null],
    );
  }
  return row.id;
}
