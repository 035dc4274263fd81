import type { Clock, MinorUnits } from '@betting/kernel';
import { attach, combine, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { delay } from 'patronum';
import {
  acknowledgeRealityCheck,
  readRealityCheckRecord,
  realityCheckState,
  serializeRealityCheckRecord,
  startRealityChecks,
  type RealityCheckRecord,
  type RealityCheckState,
} from '../rules/reality-check';

/** Where the reality-check record lives between page loads (a local-storage key in the browser; a variable in tests). */
export interface RealityCheckStorage {
  read(): string | null;
  /** null removes the record. */
  write(value: string | null): void;
}

export interface RealityCheckApi {
  /** The net position (returns − stakes, minor units of the main currency) since `sinceSeconds`. */
  netPosition(sinceSeconds: number): Promise<MinorUnits>;
}

export interface RealityCheckPrompt {
  /** Session time when the prompt opened, seconds. */
  readonly elapsedSeconds: number;
  /** Returns − stakes since the session began; null until loaded (or when loading failed). */
  readonly netPosition: MinorUnits | null;
}

export interface RealityCheckModel {
  /** A fresh sign-in: the session time starts now. */
  readonly sessionStarted: EventCallable<void>;
  /** A page load with a session: the stored record goes on (an open prompt stays open). */
  readonly sessionResumed: EventCallable<void>;
  readonly sessionEnded: EventCallable<void>;
  /** The reality-check limit (type 32) in minutes; null or -1: off. */
  readonly intervalChanged: EventCallable<number | null>;
  /** The person read the prompt and goes on: play resumes, the next one is an interval later. */
  readonly acknowledged: EventCallable<void>;
  readonly $prompt: Store<RealityCheckPrompt | null>;
  /** True while a prompt is open: stakes wait. */
  readonly $playPaused: Store<boolean>;
  readonly promptShown: Event<RealityCheckPrompt>;
  readonly __: {
    readonly $storage: StoreWritable<RealityCheckStorage>;
    readonly $clock: StoreWritable<Clock>;
    readonly $api: StoreWritable<RealityCheckApi>;
    readonly netPositionFx: Effect<number, MinorUnits>;
  };
}

interface Plan {
  readonly generation: number;
  readonly delayMs: number;
}

const seconds = (clock: Clock) => Math.floor(clock.now() / 1000);

/**
 * Reality checks (limit type 32): every N minutes of session time a prompt with the time since the session
 * began and the net position; play is paused until acknowledged. The record is kept in storage, so a reload keeps
 * an open prompt open and the next one on time.
 */
export function createRealityCheckModel(deps: { readonly storage: RealityCheckStorage; readonly clock: Clock; readonly api: RealityCheckApi }): RealityCheckModel {
  const $storage = createStore<RealityCheckStorage>(deps.storage, { serialize: 'ignore', name: 'realityCheck.$storage' });
  const $clock = createStore<Clock>(deps.clock, { serialize: 'ignore', name: 'realityCheck.$clock' });
  const $api = createStore<RealityCheckApi>(deps.api, { serialize: 'ignore', name: 'realityCheck.$api' });

  const sessionStarted = createEvent();
  const sessionResumed = createEvent();
  const sessionEnded = createEvent();
  const intervalChanged = createEvent<number | null>();
  const acknowledged = createEvent();
  const promptShown = createEvent<RealityCheckPrompt>();

  const $interval = createStore<number | null>(null).on(intervalChanged, (_, minutes) => (minutes !== null && minutes > 0 ? minutes : null));
  const $active = createStore(false, { name: 'realityCheck.$active' })
    .on([sessionStarted, sessionResumed], () => true)
    .reset(sessionEnded);

  const startFx = attach({
    source: { port: $storage, time: $clock },
    effect: ({ port, time }) => port.write(serializeRealityCheckRecord(startRealityChecks(seconds(time)))),
  });
  sample({ clock: sessionStarted, target: startFx });

  /** Reads the record (a session without one starts now), opens a due prompt and stores it. */
  const checkFx = attach({
    source: { port: $storage, time: $clock, interval: $interval },
    effect: ({ port, time, interval }): { state: RealityCheckState; nowMs: number } => {
      const now = seconds(time);
      let record: RealityCheckRecord | null = readRealityCheckRecord(port.read());
      if (record === null) {
        record = startRealityChecks(now);
        port.write(serializeRealityCheckRecord(record));
      }
      const state = realityCheckState(record, interval, now);
      if (state.kind === 'prompt' && state.record !== record) port.write(serializeRealityCheckRecord(state.record));
      return { state, nowMs: time.now() };
    },
  });
  const ackFx = attach({
    source: { port: $storage, time: $clock },
    effect: ({ port, time }) => {
      const record = readRealityCheckRecord(port.read()) ?? startRealityChecks(seconds(time));
      port.write(serializeRealityCheckRecord(acknowledgeRealityCheck(record, seconds(time))));
    },
  });
  const clearFx = attach({ source: $storage, effect: (port) => port.write(null) });
  const netPositionFx = attach({ source: $api, effect: (api, since: number) => api.netPosition(since), name: 'realityCheck.netPositionFx' });

  sample({ clock: [sessionResumed, startFx.done, intervalChanged, ackFx.done], filter: $active, target: checkFx });
  sample({ clock: acknowledged, filter: $active, target: ackFx });
  sample({ clock: sessionEnded, target: clearFx });

  // One timer chain, as in the idle logoff: a newer plan or the session's end makes older timers void.
  const $generation = createStore(0).on(sessionEnded, (generation) => generation + 1);
  const planned = sample({
    clock: checkFx.doneData,
    source: { generation: $generation, active: $active },
    filter: ({ active }, { state }) => active && state.kind === 'waiting',
    fn: ({ generation }, { state, nowMs }): Plan => ({ generation: generation + 1, delayMs: state.kind === 'waiting' ? Math.max(0, state.dueAt * 1000 - nowMs) : 0 }),
  });
  $generation.on(planned, (_, plan) => plan.generation);
  const due = delay({ source: planned, timeout: (plan) => plan.delayMs });
  sample({
    clock: due,
    source: { generation: $generation, active: $active },
    filter: ({ generation, active }, plan) => active && plan.generation === generation,
    target: checkFx,
  });

  // A prompt opens once per page: later checks while it is open change nothing.
  const $prompt = createStore<RealityCheckPrompt | null>(null, { name: 'realityCheck.$prompt' });
  const opened = sample({
    clock: checkFx.doneData,
    source: { prompt: $prompt, active: $active },
    filter: ({ prompt, active }, { state }) => active && prompt === null && state.kind === 'prompt',
    fn: (_, { state }) => ({
      prompt: { elapsedSeconds: state.kind === 'prompt' ? state.elapsedSeconds : 0, netPosition: null },
      since: state.kind === 'prompt' ? state.record.sessionStartedAt : 0,
    }),
  });
  $prompt
    .on(opened, (_, { prompt }) => prompt)
    .on(netPositionFx.doneData, (prompt, netPosition) => (prompt ? { ...prompt, netPosition } : prompt))
    .reset(ackFx.done, sessionEnded);
  sample({ clock: opened, fn: ({ since }) => since, target: netPositionFx });
  sample({ clock: opened, fn: ({ prompt }) => prompt, target: promptShown });
  const $playPaused = combine($prompt, (prompt) => prompt !== null);

  return {
    sessionStarted,
    sessionResumed,
    sessionEnded,
    intervalChanged,
    acknowledged,
    $prompt,
    $playPaused,
    promptShown,
    __: { $storage, $clock, $api, netPositionFx },
  };
}
