import { demoActionDetails, demoTournaments, saveActionDetails, saveTournament } from '../../casino';
import type { Queryable } from '../database';

/**
 * The casino tournaments, placed around the moment this step runs: two running, one upcoming, one finished
 * (whose board, computed from rounds in its period, starts empty); and the pages of the catalogue's casino actions.
 */
export const casinoTournamentsSeed = {
  id: '0029_casino_tournaments',
  async run(tx: Queryable) {
    const [row] = await tx.query<{ now: Date | string }>('select now() as now');
    for (const tournament of demoTournaments(new Date(row?.now ?? 0).getTime())) await saveTournament(tx, tournament);
    for (const details of demoActionDetails) await saveActionDetails(tx, details);
  },
};
