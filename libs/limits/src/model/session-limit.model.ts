import { LIMIT_MESSAGE_KEYS } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { NotificationRequest } from '@betting/notices';
import { attach, createEvent, createStore, sample, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { delay } from 'patronum';
import { clampRemaining } from '../rules/options';

export interface SessionLimitModel {
  /** Session seconds left (`sessionRemaining`, from the limit list's session entry), null when no limit is set. */
  readonly remainingChanged: EventCallable<number | null>;
  /** Signed out by any means: the timer stops. */
  readonly sessionEnded: EventCallable<void>;
  /** When the session limit ends (ms since the epoch), for a countdown; null when no timer runs. */
  readonly $endsAt: Store<number | null>;
  /** The permanent error notice: main_session_limit_ended with main_session_limit_visit_tomorrow. */
  readonly noticeShown: Event<NotificationRequest>;
  /** Right after the notice: the app disconnects the user. */
  readonly disconnectRequested: Event<void>;
  readonly __: { readonly $clock: StoreWritable<Clock> };
}

interface Plan {
  readonly generation: number;
  readonly delayMs: number;
}

/** The session-limit timer (spec §5, §8): when the remaining session time runs out, a permanent notice, then disconnect. */
export function createSessionLimitModel({ clock }: { readonly clock: Clock }): SessionLimitModel {
  const $clock = createStore<Clock>(clock, { serialize: 'ignore', name: 'sessionLimit.$clock' });
  const remainingChanged = createEvent<number | null>();
  const sessionEnded = createEvent();
  const noticeShown = createEvent<NotificationRequest>();
  const disconnectRequested = createEvent();

  const $generation = createStore(0).on([remainingChanged, sessionEnded], (generation) => generation + 1);
  const startFx = attach({
    source: { time: $clock, generation: $generation },
    effect: ({ time, generation }, seconds: number) => {
      const delayMs = clampRemaining(seconds) * 1000;
      return { plan: { generation, delayMs }, endsAt: time.now() + delayMs };
    },
  });
  sample({ clock: remainingChanged, filter: (seconds): seconds is number => seconds !== null, target: startFx });
  const $endsAt = createStore<number | null>(null)
    .on(startFx.doneData, (_, { endsAt }) => endsAt)
    .reset(sessionEnded, sample({ clock: remainingChanged, filter: (seconds) => seconds === null }));

  const due = delay({ source: startFx.doneData.map(({ plan }): Plan => plan), timeout: (plan) => plan.delayMs });
  const expired = sample({
    clock: due,
    source: $generation,
    filter: (generation, plan) => generation === plan.generation,
    fn: (): NotificationRequest => ({
      id: 'limits.session-ended',
      kind: 'error',
      titleKey: LIMIT_MESSAGE_KEYS.sessionLimitEnded,
      text: { key: LIMIT_MESSAGE_KEYS.sessionLimitVisitTomorrow },
      timed: false,
    }),
  });
  $endsAt.reset(expired);
  sample({ clock: expired, target: noticeShown });
  sample({ clock: noticeShown, fn: () => undefined, target: disconnectRequested });

  return { remainingChanged, sessionEnded, $endsAt, noticeShown, disconnectRequested, __: { $clock } };
}
