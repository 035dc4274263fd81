import type { Limit, LimitAction, LimitActionResponse, LimitType, SetLimitBody, SetLimitResponse } from '@betting/contracts';
import type { NotificationRequest } from '@betting/notices';
import { attach, combine, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { isValidLimitValue } from '../rules/options';
import { limitActionNotice, limitSections, showSelfExclusionWarning, type LimitActionKind, type LimitSectionView } from '../rules/page';

/** The limit service as the page calls it (the app implements it over `LimitPaths` with X-Language and X-Auth). */
export interface LimitsApi {
  list(): Promise<Limit[]>;
  set(body: SetLimitBody): Promise<SetLimitResponse>;
  action(params: LimitActionParams): Promise<LimitActionResponse>;
  cancel(limitType: LimitType): Promise<LimitActionResponse>;
}

export interface LimitActionParams {
  readonly limitType: LimitType;
  readonly action: LimitAction;
}

export interface LimitsPageModel {
  /** The page opened (or the person asked to reload): loads the list. */
  readonly pageOpened: EventCallable<void>;
  /** Save a value for a type (stricter at once, looser pending: the server decides and answers the new list). */
  readonly limitSubmitted: EventCallable<SetLimitBody>;
  readonly approveClicked: EventCallable<LimitType>;
  readonly rejectClicked: EventCallable<LimitType>;
  readonly cancelClicked: EventCallable<LimitType>;
  /** The value picked in the self-exclusion field before saving (null: none). */
  readonly selfExclusionChosen: EventCallable<number | null>;
  /** The feature flag that locks the deposit section while one of its fields is disabled. */
  readonly depositSectionLockChanged: EventCallable<boolean>;
  readonly $limits: Store<readonly Limit[]>;
  readonly $sections: Store<readonly LimitSectionView[]>;
  readonly $selfExclusionWarning: Store<boolean>;
  /** A call is under way: the page disables its buttons. */
  readonly $busy: Store<boolean>;
  readonly $loadFailed: Store<boolean>;
  /** The section-8 notice after an action (the app shows it through @betting/notices). */
  readonly noticeShown: Event<NotificationRequest>;
  readonly __: {
    readonly $api: StoreWritable<LimitsApi>;
    readonly listFx: Effect<void, Limit[]>;
    readonly setFx: Effect<SetLimitBody, SetLimitResponse>;
    readonly actionFx: Effect<LimitActionParams, LimitActionResponse>;
    readonly cancelFx: Effect<LimitType, LimitActionResponse>;
  };
}

const dropPending = (limits: readonly Limit[], type: LimitType) => limits.filter((limit) => !(limit.limitType === type && limit.limitState === 'PENDING'));

function notification(action: LimitActionKind, response: LimitActionResponse | null): NotificationRequest {
  const notice = limitActionNotice(action, response);
  return { id: `limits.${action}`, kind: notice.kind, text: notice.text, timed: true };
}

/**
 * The office page `office/responsible` (spec §2, §5, §8): the list by section with its locks, setting a limit,
 * approving, rejecting or cancelling a pending change, and the notices. A pending entry is dropped from the list as
 * soon as approve, reject or cancel succeeds, and the list is then loaded again (the spec asks it after a reject;
 * after an approve the value in force changed too, after a cancel it costs nothing).
 */
export function createLimitsPageModel({ api }: { readonly api: LimitsApi }): LimitsPageModel {
  const $api = createStore<LimitsApi>(api, { serialize: 'ignore', name: 'limits.$api' });
  const listFx = attach({ source: $api, effect: (client) => client.list(), name: 'limits.listFx' });
  const setFx = attach({ source: $api, effect: (client, body: SetLimitBody) => client.set(body), name: 'limits.setFx' });
  const actionFx = attach({ source: $api, effect: (client, params: LimitActionParams) => client.action(params), name: 'limits.actionFx' });
  const cancelFx = attach({ source: $api, effect: (client, type: LimitType) => client.cancel(type), name: 'limits.cancelFx' });

  const pageOpened = createEvent();
  const limitSubmitted = createEvent<SetLimitBody>();
  const approveClicked = createEvent<LimitType>();
  const rejectClicked = createEvent<LimitType>();
  const cancelClicked = createEvent<LimitType>();
  const selfExclusionChosen = createEvent<number | null>();
  const depositSectionLockChanged = createEvent<boolean>();
  const noticeShown = createEvent<NotificationRequest>();

  const $limits = createStore<readonly Limit[]>([], { name: 'limits.$limits' });
  const $depositSectionLock = createStore(false).on(depositSectionLockChanged, (_, on) => on);
  const $selfExclusionChoice = createStore<number | null>(null).on(selfExclusionChosen, (_, days) => days);
  const $loadFailed = createStore(false)
    .on(listFx.fail, () => true)
    .reset(listFx.done);

  sample({ clock: pageOpened, target: listFx });
  $limits.on(listFx.doneData, (_, limits) => limits);

  // Set: only values the type offers reach the server; the answer carries the whole new list.
  sample({ clock: limitSubmitted, filter: (body) => isValidLimitValue(body.limitType, body.limitValue), target: setFx });
  sample({
    clock: limitSubmitted,
    filter: (body) => !isValidLimitValue(body.limitType, body.limitValue),
    fn: () => notification('set', null),
    target: noticeShown,
  });
  $limits.on(setFx.doneData, (limits, response) => (response.status ? response.limits : limits));
  $selfExclusionChoice.on(setFx.done, (choice, { params, result }) => (result.status && params.limitType === 30 ? null : choice));
  sample({ clock: setFx.doneData, fn: (response) => notification('set', response), target: noticeShown });
  sample({ clock: setFx.fail, fn: () => notification('set', null), target: noticeShown });

  // Approve (1) and reject (0) a pending change; cancel one.
  sample({ clock: approveClicked, fn: (limitType): LimitActionParams => ({ limitType, action: 1 }), target: actionFx });
  sample({ clock: rejectClicked, fn: (limitType): LimitActionParams => ({ limitType, action: 0 }), target: actionFx });
  sample({ clock: cancelClicked, target: cancelFx });
  const actionKind = (params: LimitActionParams): LimitActionKind => (params.action === 1 ? 'approve' : 'reject');
  sample({ clock: actionFx.done, fn: ({ params, result }) => notification(actionKind(params), result), target: noticeShown });
  sample({ clock: actionFx.fail, fn: ({ params }) => notification(actionKind(params), null), target: noticeShown });
  sample({ clock: cancelFx.doneData, fn: (result) => notification('cancel', result), target: noticeShown });
  sample({ clock: cancelFx.fail, fn: () => notification('cancel', null), target: noticeShown });

  const decided = sample({ clock: actionFx.done, filter: ({ result }) => result.status, fn: ({ params }) => params.limitType });
  const cancelled = sample({ clock: cancelFx.done, filter: ({ result }) => result.status, fn: ({ params }) => params });
  const pendingResolved = sample({ clock: [decided, cancelled] });
  $limits.on(pendingResolved, dropPending);
  sample({ clock: pendingResolved, fn: () => undefined, target: listFx });

  const $sections = combine($limits, $depositSectionLock, (limits, depositSectionLock) => limitSections(limits, { depositSectionLock }));
  const $selfExclusionWarning = combine($limits, $selfExclusionChoice, showSelfExclusionWarning);
  const $busy = combine([listFx.pending, setFx.pending, actionFx.pending, cancelFx.pending], (pending) => pending.some(Boolean));

  return {
    pageOpened,
    limitSubmitted,
    approveClicked,
    rejectClicked,
    cancelClicked,
    selfExclusionChosen,
    depositSectionLockChanged,
    $limits,
    $sections,
    $selfExclusionWarning,
    $busy,
    $loadFailed,
    noticeShown,
    __: { $api, listFx, setFx, actionFx, cancelFx },
  };
}
