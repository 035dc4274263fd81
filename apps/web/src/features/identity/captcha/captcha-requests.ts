import type { CaptchaCode } from '@betting/contracts';
import { useSyncExternalStore } from 'react';
import { pipelineHooks, type CaptchaSolver } from '../../../shared/api/api';

export type CaptchaAnswer = { readonly captchaId: string; readonly answer: string } | null;

export interface CaptchaRequest {
  /** Tells requests apart (each gets a fresh dialog). */
  readonly id: number;
  readonly code: CaptchaCode;
  readonly settle: (answer: CaptchaAnswer) => void;
}

let current: CaptchaRequest | null = null;
let lastId = 0;
const listeners = new Set<() => void>();
const publish = (next: CaptchaRequest | null) => {
  current = next;
  for (const listener of listeners) listener();
};

/**
 * The pipeline's captcha solver (spec §7, §8): a 400 with a captcha code asks the visitor through the captcha dialog
 * (shown by AuthHost) and the call is retried once with its answer. A newer request supersedes an open one.
 */
export const solveCaptcha: CaptchaSolver = (code) =>
  new Promise<CaptchaAnswer>((resolve) => {
    current?.settle(null);
    lastId += 1;
    const request: CaptchaRequest = {
      id: lastId,
      code,
      settle: (answer) => {
        if (current === request) publish(null);
        resolve(answer);
      },
    };
    publish(request);
  });

export function installCaptchaSolver(): void {
  pipelineHooks.solveCaptcha = solveCaptcha;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The captcha the visitor is being asked for, if any. */
export function useCaptchaRequest(): CaptchaRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
