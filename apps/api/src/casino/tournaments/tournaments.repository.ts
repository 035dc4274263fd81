import type { CasinoLaunchKind, CasinoTournamentGame, CasinoTournamentScoring } from '@betting/contracts';
import { CASINO_LAUNCH_KINDS, CasinoPaths } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import { isPrizeTable, type TournamentPeriod } from './rules';

/** The texts of one language. */
export interface TournamentTexts {
  readonly title: string;
  readonly summary?: string;
  readonly rules?: readonly string[];
}

/** A tournament as an editor (or the seed) writes it. */
export interface TournamentInput {
  readonly slug: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly scoring: CasinoTournamentScoring;
  readonly currency: string;
  readonly minStake: number;
  /** Minor units by place, first place first, none above the one before. */
  readonly prizes: readonly number[];
  readonly launchKinds?: readonly CasinoLaunchKind[];
  readonly gameIds?: readonly number[];
  readonly categoryIds?: readonly number[];
  readonly actionId?: number | null;
  readonly position?: number;
  readonly isPublished?: boolean;
  /** At least English. */
  readonly texts: Readonly<Record<string, TournamentTexts>> & { readonly en: TournamentTexts };
}

/** A published tournament with its texts in the best language found. */
export interface StoredTournament extends TournamentPeriod {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly rules: readonly string[];
  readonly scoring: CasinoTournamentScoring;
  readonly currency: string;
  readonly minStake: number;
  readonly prizes: readonly number[];
  readonly launchKinds: readonly CasinoLaunchKind[];
  readonly gameIds: readonly number[];
  readonly categoryIds: readonly number[];
  readonly actionId: number | null;
  readonly position: number;
}

/** Writes a tournament (by slug: a second write replaces the first) and its texts. Answers its id. */
export async function saveTournament(tx: Queryable, input: TournamentInput): Promise<number> {
  if (!isPrizeTable(input.prizes)) throw new RangeError(`tournament ${input.slug}: prizes must be positive and never above the place before`);
  const [row] = await tx.query<{ id: number }>(
    `insert into casino_tournaments (slug, starts_at, ends_at, scoring, currency, min_stake, prizes, launch_kinds, game_ids, category_ids, action_id, position, is_published)
     select $1, $2, $3, $4, $5, $6, array(select jsonb_array_elements_text($7::jsonb)::bigint), array(select jsonb_array_elements_text($8::jsonb)),
            array(select jsonb_array_elements_text($9::jsonb)::integer), array(select jsonb_array_elements_text($10::jsonb)::integer), $11, $12, $13
     on conflict (slug) do update set starts_at = excluded.starts_at, ends_at = excluded.ends_at, scoring = excluded.scoring, currency = excluded.currency,
       min_stake = excluded.min_stake, prizes = excluded.prizes, launch_kinds = excluded.launch_kinds, game_ids = excluded.game_ids,
       category_ids = excluded.category_ids, action_id = excluded.action_id, position = excluded.position, is_published = excluded.is_published
     returning id`,
    [
      input.slug,
      input.startsAt,
      input.endsAt,
      input.scoring,
      input.currency,
      input.minStake,
      JSON.stringify(input.prizes),
      JSON.stringify(input.launchKinds ?? []),
      JSON.stringify(input.gameIds ?? []),
      JSON.stringify(input.categoryIds ?? []),
      input.actionId ?? null,
      input.position ?? 0,
      input.isPublished ?? true,
    ],
  );
  if (!row) throw new Error(`tournament ${input.slug} not written`);
  for (const [lng, text] of Object.entries(input.texts)) {
    await tx.query(
      `insert into casino_tournament_texts (tournament_id, lng, title, summary, rules) values ($1, $2, $3, $4, $5::jsonb)
       on conflict (tournament_id, lng) do update set title = excluded.title, summary = excluded.summary, rules = excluded.rules`,
      [row.id, lng, text.title, text.summary ?? '', JSON.stringify(text.rules ?? [])],
    );
  }
  return row.id;
}

interface TournamentRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  rules: unknown;
  english_rules: unknown;
  starts_at: Date | string;
  ends_at: Date | string;
  scoring: CasinoTournamentScoring;
  currency: string;
  min_stake: unknown;
  prizes: unknown;
  launch_kinds: unknown;
  game_ids: unknown;
  category_ids: unknown;
  action_id: number | null;
  position: number;
}

/** JSON columns arrive parsed from node-postgres and PGlite alike; a driver that leaves them as text is read too. */
const jsonArray = (value: unknown): unknown[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed : [];
};

const rulesOf = (value: unknown): string[] => jsonArray(value).filter((item): item is string => typeof item === 'string');

function tournamentOf(row: TournamentRow): StoredTournament {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    rules: rulesOf(row.rules).length > 0 ? rulesOf(row.rules) : rulesOf(row.english_rules),
    startsAtMs: new Date(row.starts_at).getTime(),
    endsAtMs: new Date(row.ends_at).getTime(),
    scoring: row.scoring,
    currency: row.currency,
    minStake: readSafeInteger(row.min_stake, 'min_stake'),
    prizes: jsonArray(row.prizes).map((prize) => readSafeInteger(prize, 'prize')),
    launchKinds: jsonArray(row.launch_kinds) as CasinoLaunchKind[],
    gameIds: jsonArray(row.game_ids).map((id) => readSafeInteger(id)),
    categoryIds: jsonArray(row.category_ids).map((id) => readSafeInteger(id)),
    actionId: row.action_id,
    position: row.position,
  };
}

/**
 * Published tournaments, each with its texts in the first of `languages` it has (every tournament has English); rules
 * a language leaves out read in English.
 */
const SELECT = `
  select distinct on (c.id) c.id, c.slug, t.title, t.summary, t.rules,
         (select e.rules from casino_tournament_texts e where e.tournament_id = c.id and e.lng = 'en') as english_rules, c.starts_at, c.ends_at, c.scoring, c.currency, c.min_stake,
         to_json(c.prizes) as prizes, to_json(c.launch_kinds) as launch_kinds, to_json(c.game_ids) as game_ids,
         to_json(c.category_ids) as category_ids, c.action_id, c.position
    from casino_tournaments c join casino_tournament_texts t on t.tournament_id = c.id
   where c.is_published and t.lng = any($1::text[])`;
const BEST_TEXT = 'order by c.id, array_position($1::text[], t.lng)';

export async function listTournaments(db: Queryable, languages: readonly string[]): Promise<StoredTournament[]> {
  const rows = await db.query<TournamentRow>(`${SELECT} ${BEST_TEXT}`, [languages]);
  return rows.map(tournamentOf);
}

/** A published tournament by slug or numeric id. */
export async function findTournament(db: Queryable, idOrSlug: string, languages: readonly string[]): Promise<StoredTournament | undefined> {
  const [row] = await db.query<TournamentRow>(`${SELECT} and (c.slug = $2 or c.id::text = $2) ${BEST_TEXT}`, [languages, idOrSlug]);
  return row ? tournamentOf(row) : undefined;
}

export async function tournamentsOfAction(db: Queryable, actionId: number, languages: readonly string[]): Promise<StoredTournament[]> {
  const rows = await db.query<TournamentRow>(`${SELECT} and c.action_id = $2 ${BEST_TEXT}`, [languages, actionId]);
  return rows.map(tournamentOf);
}

/**
 * A round of a launch kind counts for a tournament when the tournament names the kind, or names a catalogue game (or
 * a category of one) that opens with it. The same condition, over `r.launch_kind`, is the leaderboard's.
 */
export const COUNTS_FOR_TOURNAMENT = /* sql */ `(
  r.launch_kind = any(c.launch_kinds)
  or exists (
    select 1 from casino_games g
     where g.launch = r.launch_kind
       and (g.id = any(c.game_ids) or exists (select 1 from casino_game_categories gc where gc.game_id = g.id and gc.category_id = any(c.category_ids)))
  )
)`;

/** The catalogue's playable games whose rounds count for a tournament, by the catalogue's popularity (names are the same in every language). */
export async function tournamentGames(db: Queryable, tournamentId: number): Promise<CasinoTournamentGame[]> {
  const rows = await db.query<{ id: number; name: string; route: string; launch: CasinoLaunchKind }>(
    `select g.id, g.name, g.route, g.launch
       from casino_games g, casino_tournaments c, lateral (select g.launch as launch_kind) r
      where c.id = $1 and g.launch = any($2::text[]) and ${COUNTS_FOR_TOURNAMENT}
      order by g.popularity desc, g.id`,
    // Tiles that open the draws or the line (link launches) play no casino round: they never count.
    [tournamentId, CASINO_LAUNCH_KINDS],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, route: row.route, launch: row.launch, coverUrl: CasinoPaths.gameCover(row.id) }));
}
