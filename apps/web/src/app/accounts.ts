import { sample } from 'effector';
import { $routeId, accounts } from '../entities/accounts/accounts.model';
import { signedOut } from '../entities/session/session-state';
import { session } from '../entities/session/session.model';
import { navigation } from './navigation';
import { notices } from './notices';

// Loaded with the session chunk: the accounts follow the session (found on a page's start: every sign-in ends in a
// full page load, so the page being left does not ask) and the page.
sample({ clock: session.sessionFound, fn: () => undefined, target: accounts.balanceRefreshRequested });
sample({ clock: signedOut, target: accounts.signedOut });
sample({ clock: navigation.routeResolved, fn: ({ routeId }) => routeId ?? null, target: $routeId });

// Spec §4: a switch says so with the account id (not on bingo); a refused change says why, in the server's words.
sample({
  clock: accounts.switchSuccessAnnounced,
  fn: ({ accountId }) => ({ id: 'account-switched', kind: 'success' as const, text: { key: 'account.switched', params: { id: accountId } } }),
  target: notices.notificationShown,
});
sample({
  clock: accounts.accountSwitchFailed,
  fn: ({ message }) => ({ id: 'account-switch-failed', text: { message } }),
  target: notices.notificationShown,
});
sample({
  clock: [accounts.currencyAddFinished, accounts.currencyRemoveFinished],
  filter: (result) => !result.success,
  fn: (result) => ({ id: 'account-change-failed', text: !result.success && result.message !== null ? { message: result.message } : { key: 'account.changeFailed' } }),
  target: notices.notificationShown,
});

export { accounts };
