import type { AccountDisplaySettings } from '@betting/contracts';
import { attach, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { throttle } from 'patronum';
import { accountSettingsOf, sameAccountSettings } from '../rules/account-settings';
import type { SettingsModel } from './settings.model';

/** How long a change made while signed in waits before it is saved: the changes of that time go as one save. */
export const ACCOUNT_SAVE_DELAY_MS = 600;

export interface AccountSyncDeps {
  readonly settings: Pick<SettingsModel, '$settings' | 'settingsChanged'>;
  /** GET the account's settings ({} before the bettor first saved). */
  readonly load: () => Promise<AccountDisplaySettings>;
  /** PUT them; resolves with what the account now holds. */
  readonly save: (settings: AccountDisplaySettings) => Promise<AccountDisplaySettings>;
  readonly saveDelayMs?: number;
}

export interface AccountSyncModel {
  /** A bettor is signed in (the session was found): the account's settings are loaded and win over the browser's. */
  readonly signedIn: EventCallable<void>;
  readonly signedOut: EventCallable<void>;
  /** The page is being left: a change still waiting is saved now. */
  readonly pageHidden: EventCallable<void>;
  /** The account's settings were applied to this browser. */
  readonly applied: Event<AccountDisplaySettings>;
  /** What the account holds, as far as this tab knows (null: not signed in, or not loaded yet). */
  readonly $accountSettings: Store<AccountDisplaySettings | null>;
  readonly __: {
    readonly $load: StoreWritable<() => Promise<AccountDisplaySettings>>;
    readonly $save: StoreWritable<(settings: AccountDisplaySettings) => Promise<AccountDisplaySettings>>;
    readonly loadFx: Effect<void, AccountDisplaySettings>;
    readonly saveFx: Effect<AccountDisplaySettings, AccountDisplaySettings>;
  };
}

/**
 * Keeps a signed-in bettor's display settings on the account. On sign-in the account's settings apply at once (an
 * account that holds none takes the browser's); afterwards every change is saved, coalesced, one save at a time: a
 * change made while a save runs is sent when it ends, so the account always ends with the latest settings and an
 * older save never lands after a newer one. Signed out, nothing is sent and the browser keeps its own (cookie) ways.
 */
export function createAccountSyncModel({ settings, load, save, saveDelayMs = ACCOUNT_SAVE_DELAY_MS }: AccountSyncDeps): AccountSyncModel {
  const signedIn = createEvent();
  const signedOut = createEvent();
  const pageHidden = createEvent();

  const $load = createStore(load, { serialize: 'ignore', name: 'accountSync.$load' });
  const $save = createStore(save, { serialize: 'ignore', name: 'accountSync.$save' });
  const loadFx = attach({ source: $load, effect: (run) => run() });
  const saveFx = attach({ source: $save, effect: (run, wanted: AccountDisplaySettings) => run(wanted) });

  const $snapshot = settings.$settings.map(accountSettingsOf);
  const $active = createStore(false, { name: 'accountSync.$active' })
    .on(loadFx.done, () => true)
    .reset(signedIn, signedOut);
  const $accountSettings = createStore<AccountDisplaySettings | null>(null, { name: 'accountSync.$accountSettings' })
    .on(loadFx.doneData, (_, stored) => stored)
    .on(saveFx.doneData, (_, stored) => stored)
    .reset(signedIn, signedOut);

  sample({ clock: signedIn, target: loadFx });

  const hasAny = (stored: AccountDisplaySettings) => Object.keys(stored).length > 0;
  const applied = sample({ clock: loadFx.doneData, filter: hasAny });
  sample({ clock: applied, target: settings.settingsChanged });

  const differs = ({ snapshot, stored }: { snapshot: AccountDisplaySettings; stored: AccountDisplaySettings | null }) => stored === null || !sameAccountSettings(snapshot, stored);
  const source = { active: $active, snapshot: $snapshot, stored: $accountSettings, saving: saveFx.pending };

  // A change while signed in (or an account that held nothing yet) waits, and the changes of that wait go as one save
  // of the latest settings. patronum's throttle, not its debounce: throttle is in the first JavaScript already, while
  // debounce would split a chunk the header shares and push the first load over its budget.
  const changed = sample({ clock: [$snapshot.updates, loadFx.done], source, filter: (state) => state.active && differs(state) });
  const rested = throttle({ source: changed, timeout: saveDelayMs });
  // One save at a time; a change made meanwhile goes when it ends (a failed save waits for the next change).
  sample({
    clock: [rested, pageHidden, saveFx.done],
    source,
    filter: (state) => state.active && !state.saving && differs(state),
    fn: ({ snapshot }) => snapshot,
    target: saveFx,
  });

  return { signedIn, signedOut, pageHidden, applied, $accountSettings, __: { $load, $save, loadFx, saveFx } };
}

