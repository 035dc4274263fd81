import type { Clock } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { claimDue, markFailed, markSent } from './outbox.repository';
import type { Sender } from './sender';

export interface DispatchDeps {
  readonly db: Queryable;
  readonly sender: Sender;
  readonly clock: Clock;
  /** Told about each failed attempt (the message stays in the outbox for a later one). */
  readonly onFailure?: (error: unknown, messageId: number) => void;
}

export interface DispatchResult {
  readonly sent: number;
  readonly failed: number;
}

/** One pass: claims the due messages of the sender's channels and sends them one by one. */
export async function dispatchOutbox(deps: DispatchDeps): Promise<DispatchResult> {
  const { db, sender, clock } = deps;
  const due = await claimDue(db, sender.channels, clock.now());
  let sent = 0;
  for (const message of due) {
    try {
      await sender.send(message);
      await markSent(db, message.id, clock.now());
      sent += 1;
    } catch (error) {
      await markFailed(db, message, error instanceof Error ? error.message : String(error), clock.now());
      deps.onFailure?.(error, message.id);
    }
  }
  return { sent, failed: due.length - sent };
}

export interface RunningDispatcher {
  /** Waits for the pass in flight, stops polling and closes the sender. */
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` (right away again after a pass that handled messages) until stopped. */
export function startOutboxDispatcher(deps: DispatchDeps & { readonly intervalMs?: number; readonly onPassError?: (error: unknown) => void }): RunningDispatcher {
  const intervalMs = deps.intervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const pass = async () => {
    let result: DispatchResult = { sent: 0, failed: 0 };
    try {
      result = await dispatchOutbox(deps);
    } catch (error) {
      deps.onPassError?.(error);
    }
    if (!stopped) timer = setTimeout(() => (inFlight = pass()), result.sent + result.failed > 0 ? 0 : intervalMs);
  };
  inFlight = pass();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
      await deps.sender.close();
    },
  };
}
