/**
 * A tournament may count the rounds of any game the game server plays: its `launch_kinds` take every round launch
 * kind (0051), not only the first three house games (0029), so a tournament on the reel, table and card engines, the
 * fast games or the wheel games is accepted.
 */
const ROUND_KINDS = `'slot', 'crash', 'scratch', 'fortuna', 'chest', 'memory', 'safe', 'lottery', 'fortuna-bonus', 'chest-bonus', 'memory-bonus', 'safe-bonus', 'lottery-bonus', 'dragon-bonus', 'dice', 'plinko', 'mines', 'hilo', 'slots', 'roulette', 'baccarat', 'blackjack', 'video-poker', 'casino-holdem'`;

export const casinoTournamentLaunchKindsMigration = {
  id: '0056_casino_tournament_launch_kinds',
  sql: /* sql */ `
    alter table casino_tournaments drop constraint casino_tournaments_launch_kinds_check;
    alter table casino_tournaments add constraint casino_tournaments_launch_kinds_check check (launch_kinds <@ array[${ROUND_KINDS}]::text[]);
  `,
};
