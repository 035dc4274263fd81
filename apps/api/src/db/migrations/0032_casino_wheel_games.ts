/**
 * The bonus wheel games: fortuna, chest, memory, safe and lottery for real money, and their `-bonus`
 * variants plus `dragon-bonus` for the casino bonus balance, join the game server's launch kinds (catalogue games,
 * seed pairs, rounds). A `-bonus` round's `wallet_account_id` is the person's bonus account (type 4): its stake and
 * win go through the ledger like any other round.
 */
const KINDS = `'slot', 'crash', 'scratch', 'fortuna', 'chest', 'memory', 'safe', 'lottery', 'fortuna-bonus', 'chest-bonus', 'memory-bonus', 'safe-bonus', 'lottery-bonus', 'dragon-bonus'`;

export const casinoWheelGamesMigration = {
  id: '0032_casino_wheel_games',
  sql: /* sql */ `
    alter table casino_games drop constraint casino_games_launch_check;
    alter table casino_games add constraint casino_games_launch_check check (launch in (${KINDS}));
    alter table casino_seed_pairs drop constraint casino_seed_pairs_launch_kind_check;
    alter table casino_seed_pairs add constraint casino_seed_pairs_launch_kind_check check (launch_kind in (${KINDS}));
    alter table casino_rounds drop constraint casino_rounds_launch_kind_check;
    alter table casino_rounds add constraint casino_rounds_launch_kind_check check (launch_kind in (${KINDS}));
  `,
};
