/**
 * Engine games (`@betting/games` ENGINES: dice, plinko, mines, hi-lo, and the table, card and slot engines after
 * them) join the game server, and every catalogue tile can launch something:
 *
 * - `casino_games.launch` also takes the engine kinds and the link launches (`keno`, `bingo`, `lotto`,
 *   `virtual-sports`: the tile opens that part of the site); many tiles share a launch (the one-per-launch index goes),
 *   and `launch_variant` names the engine's variant a tile plays (null: its default params).
 * - `casino_seed_pairs` / `casino_rounds` take the engine kinds. An engine round keeps its params, its actions in order
 *   (`engine_actions`: `[{ key, fingerprint, action }]`, the key being the call's scoped Idempotency-Key) and its state
 *   (`engine_state`, the whole state, hidden parts too: the wire shows the engine's view). A multi-step round (mines,
 *   hi-lo) stays open between actions; the outcome of a settled engine round is its final state.
 * - An owner has at most one open round per launch kind (an open mines round does not stop a dice roll).
 */
const ROUND_KINDS = `'slot', 'crash', 'scratch', 'fortuna', 'chest', 'memory', 'safe', 'lottery', 'fortuna-bonus', 'chest-bonus', 'memory-bonus', 'safe-bonus', 'lottery-bonus', 'dragon-bonus', 'dice', 'plinko', 'mines', 'hilo'`;
const TILE_LAUNCHES = `${ROUND_KINDS}, 'keno', 'bingo', 'lotto', 'virtual-sports'`;

export const casinoEnginesMigration = {
  id: '0045_casino_engines',
  sql: /* sql */ `
    alter table casino_games drop constraint casino_games_launch_check;
    alter table casino_games add constraint casino_games_launch_check check (launch in (${TILE_LAUNCHES}));
    drop index casino_games_one_per_launch;
    alter table casino_games add column launch_variant text check (length(launch_variant) between 1 and 64);
    alter table casino_seed_pairs drop constraint casino_seed_pairs_launch_kind_check;
    alter table casino_seed_pairs add constraint casino_seed_pairs_launch_kind_check check (launch_kind in (${ROUND_KINDS}));
    alter table casino_rounds drop constraint casino_rounds_launch_kind_check;
    alter table casino_rounds add constraint casino_rounds_launch_kind_check check (launch_kind in (${ROUND_KINDS}));
    do $$
    declare found text;
    begin
      select conname into found from pg_constraint
       where conrelid = 'casino_rounds'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%status = ''settled''%launch_kind = ''crash''%';
      execute format('alter table casino_rounds drop constraint %I', found);
    end $$;
    alter table casino_rounds add constraint casino_rounds_open_kind check (status = 'settled' or launch_kind in ('crash', 'mines', 'hilo'));
    alter table casino_rounds add column engine_params jsonb;
    alter table casino_rounds add column engine_state jsonb;
    alter table casino_rounds add column engine_actions jsonb not null default '[]'::jsonb;
    drop index casino_rounds_one_open;
    create unique index casino_rounds_one_open on casino_rounds (owner, launch_kind) where status = 'open';
  `,
};
