import type { Clock } from '@betting/kernel';
import { attach, createEvent, createStore, sample, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { delay, throttle } from 'patronum';
import { EMPTY_IDLE_RECORD, IDLE_ACTIVITY_THROTTLE_MS, idleState, readIdleRecord, serializeIdleRecord, type IdleState } from '../rules/idle';

/** Where the idle record lives between visits (local storage in the browser; a map in tests). */
export interface IdleStorage {
  read(): string | null;
  write(value: string): void;
}

export interface IdleLogoffDeps {
  readonly storage: IdleStorage;
  readonly clock: Clock;
}

export interface IdleLogoffModel {
  /** Page load: shows the inactivity notice if the last visit ended in an idle logoff. */
  readonly appStarted: EventCallable<void>;
  /** Inactivity limit from config in minutes (`parseIdleLimitMinutes`); null turns auto logoff off. */
  readonly limitChanged: EventCallable<number | null>;
  /** A session found on load: a return after a long absence logs out at once. */
  readonly sessionResumed: EventCallable<void>;
  /** A fresh sign-in: counts as activity now. */
  readonly sessionStarted: EventCallable<void>;
  /** Signed out by any means: nothing is watched any more. */
  readonly sessionEnded: EventCallable<void>;
  /** A person's input (see `isActivityEvent`); throttled to one per 100 ms. Background requests never call it. */
  readonly activityDetected: EventCallable<void>;
  readonly mediaPlaybackChanged: EventCallable<boolean>;
  /** The limit passed without activity: the app disconnects the user. */
  readonly idleExpired: Event<void>;
  readonly $inactivityNoticeVisible: Store<boolean>;
  readonly inactivityNoticeClosed: EventCallable<void>;
  readonly __: {
    readonly $storage: StoreWritable<IdleStorage>;
    readonly $clock: StoreWritable<Clock>;
    readonly $watching: Store<boolean>;
    readonly $limitMinutes: Store<number | null>;
  };
}

interface Check {
  readonly generation: number;
  readonly delayMs: number;
}

/**
 * Idle auto logoff (spec §4): after the configured minutes without a person's input the user is disconnected
 * and the notice shows on the next load. The last active time is kept in storage, so another tab's activity
 * counts and a return after a long absence logs out. One timer at a time: it fires at the earliest moment the
 * limit could pass and re-reads the stored time then.
 */
export function createIdleLogoffModel({ storage, clock }: IdleLogoffDeps): IdleLogoffModel {
  const $storage = createStore<IdleStorage>(storage, { serialize: 'ignore', name: 'idle.$storage' });
  const $clock = createStore<Clock>(clock, { serialize: 'ignore', name: 'idle.$clock' });

  const appStarted = createEvent();
  const limitChanged = createEvent<number | null>();
  const sessionResumed = createEvent();
  const sessionStarted = createEvent();
  const sessionEnded = createEvent();
  const activityDetected = createEvent();
  const mediaPlaybackChanged = createEvent<boolean>();
  const inactivityNoticeClosed = createEvent();

  const $limitMinutes = createStore<number | null>(null).on(limitChanged, (_, limit) => limit);
  const $mediaPlaying = createStore(false).on(mediaPlaybackChanged, (_, playing) => playing);
  const $watching = createStore(false, { name: 'idle.$watching' })
    .on([sessionResumed, sessionStarted], () => true)
    .reset(sessionEnded);

  // The notice of the last visit's idle logoff: shown once, then cleared from storage.
  const startReadFx = attach({
    source: $storage,
    effect: (port) => {
      const record = readIdleRecord(port.read());
      if (record.noticePending) port.write(serializeIdleRecord({ ...record, noticePending: false }));
      return record.noticePending;
    },
  });
  sample({ clock: appStarted, target: startReadFx });
  const $inactivityNoticeVisible = createStore(false)
    .on(startReadFx.doneData, (_, pending) => pending)
    .reset(inactivityNoticeClosed);

  // Activity moves the stored time to now; the running timer picks it up when it fires.
  const markActive = ({ port, time }: { port: IdleStorage; time: Clock }) => {
    port.write(serializeIdleRecord({ ...readIdleRecord(port.read()), lastActiveAt: time.now() }));
  };
  const markActiveFx = attach({ source: { port: $storage, time: $clock }, effect: markActive });
  const startFreshFx = attach({ source: { port: $storage, time: $clock }, effect: markActive });
  const throttledActivity = throttle({ source: activityDetected, timeout: IDLE_ACTIVITY_THROTTLE_MS });
  // Media starting or stopping counts as activity; while it plays the idle time does not run.
  sample({ clock: [throttledActivity, mediaPlaybackChanged], filter: $watching, target: markActiveFx });
  sample({ clock: sessionStarted, target: startFreshFx });

  const checkFx = attach({
    source: { port: $storage, time: $clock, limit: $limitMinutes, media: $mediaPlaying },
    effect: ({ port, time, limit, media }): IdleState => {
      const record = readIdleRecord(port.read());
      const now = time.now();
      // Playing media keeps the stored time current, so a reload mid-video is not a long absence; a session seen for the
      // first time in this browser (no record yet) starts its idle time now.
      if (media || record.lastActiveAt === null) {
        port.write(serializeIdleRecord({ ...record, lastActiveAt: now }));
        return idleState(now, now, limit, media);
      }
      return idleState(record.lastActiveAt, now, limit, media);
    },
  });
  sample({ clock: [sessionResumed, limitChanged, startFreshFx.done], filter: $watching, target: checkFx });

  // One timer chain: each check still active plans the next at the earliest moment the limit could pass;
  // a newer plan (or the session's end) makes older timers void.
  const $generation = createStore(0);
  const planned = sample({
    clock: checkFx.doneData,
    source: { generation: $generation, watching: $watching },
    filter: ({ watching }, state) => watching && state.kind === 'active',
    fn: ({ generation }, state): Check => ({ generation: generation + 1, delayMs: state.kind === 'active' ? state.remainingMs : 0 }),
  });
  $generation.on(planned, (_, check) => check.generation).on(sessionEnded, (generation) => generation + 1);
  const due = delay({ source: planned, timeout: (check) => check.delayMs });
  sample({
    clock: due,
    source: { generation: $generation, watching: $watching },
    filter: ({ generation, watching }, check) => watching && check.generation === generation,
    target: checkFx,
  });

  const expired = sample({
    clock: checkFx.doneData,
    source: $watching,
    filter: (watching, state) => watching && state.kind === 'idle',
    fn: () => undefined,
  });
  $watching.reset(expired);
  $generation.on(expired, (generation) => generation + 1);
  const expireFx = attach({
    source: $storage,
    effect: (port) => port.write(serializeIdleRecord({ ...EMPTY_IDLE_RECORD, noticePending: true })),
  });
  sample({ clock: expired, target: expireFx });
  const idleExpired = expireFx.done.map(() => undefined);

  return {
    appStarted,
    limitChanged,
    sessionResumed,
    sessionStarted,
    sessionEnded,
    activityDetected,
    mediaPlaybackChanged,
    idleExpired,
    $inactivityNoticeVisible,
    inactivityNoticeClosed,
    __: { $storage, $clock, $watching, $limitMinutes },
  };
}
