import { scopeBind, type Scope } from 'effector';
import { teamCashStarted } from './team-cash.model';

/**
 * The team-cash widget (spec §4): import this module lazily (`import('…/widgets/team-cash')`), never from the first
 * JavaScript. `startTeamCash(scope)` starts the model in the app's scope: it checks the signed-in person now and
 * whenever someone signs in; `<TeamCashModal />` (inside the router) shows the modal when the rule or the address asks.
 */
export function startTeamCash(scope: Scope): void {
  // Fired, not awaited: allSettled would wait for every effect of the scope, timers included.
  scopeBind(teamCashStarted, { scope })();
}

export { TeamCashModal } from './TeamCashModal';
