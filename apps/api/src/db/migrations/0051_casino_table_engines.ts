/**
 * The reel, table and card engines (`@betting/games` ENGINES: `slots`, `roulette`, `baccarat`, `blackjack`,
 * `video-poker`, `casino-holdem`) join the game server: tiles may launch them, seed pairs and rounds take their kinds,
 * and the multi-step ones (blackjack, video poker, Casino Hold'em) may stay open between actions. A round whose stake
 * grows (a double, a split, insurance, a call) keeps its first stake in `stake`; each addition is its own ledger stake
 * (`casino:{id}:stake:{action}`) and the engine state's `wagered` the total.
 */
const ROUND_KINDS = `'slot', 'crash', 'scratch', 'fortuna', 'chest', 'memory', 'safe', 'lottery', 'fortuna-bonus', 'chest-bonus', 'memory-bonus', 'safe-bonus', 'lottery-bonus', 'dragon-bonus', 'dice', 'plinko', 'mines', 'hilo', 'slots', 'roulette', 'baccarat', 'blackjack', 'video-poker', 'casino-holdem'`;
const TILE_LAUNCHES = `${ROUND_KINDS}, 'keno', 'bingo', 'lotto', 'virtual-sports'`;

export const casinoTableEnginesMigration = {
  id: '0051_casino_table_engines',
  sql: /* sql */ `
    alter table casino_games drop constraint casino_games_launch_check;
    alter table casino_games add constraint casino_games_launch_check check (launch in (${TILE_LAUNCHES}));
    alter table casino_seed_pairs drop constraint casino_seed_pairs_launch_kind_check;
    alter table casino_seed_pairs add constraint casino_seed_pairs_launch_kind_check check (launch_kind in (${ROUND_KINDS}));
    alter table casino_rounds drop constraint casino_rounds_launch_kind_check;
    alter table casino_rounds add constraint casino_rounds_launch_kind_check check (launch_kind in (${ROUND_KINDS}));
    alter table casino_rounds drop constraint casino_rounds_open_kind;
    alter table casino_rounds add constraint casino_rounds_open_kind check (status = 'settled' or launch_kind in ('crash', 'mines', 'hilo', 'blackjack', 'video-poker', 'casino-holdem'));
  `,
};
