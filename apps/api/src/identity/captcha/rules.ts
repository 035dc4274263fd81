import { CAPTCHA_CODES, CAPTCHA_POLICY, type CaptchaCode } from '@betting/contracts';

export interface FailureCounts {
  readonly login: number;
  readonly address: number;
}

export type CaptchaDemand = 'none' | 'image' | 'strict';

/** Whether the next sign-in for this login and address must carry a captcha, and which kind. */
export function captchaDemand(failures: FailureCounts, policy: typeof CAPTCHA_POLICY = CAPTCHA_POLICY): CaptchaDemand {
  if (failures.login >= policy.strictLoginFailures || failures.address >= policy.strictAddressFailures) return 'strict';
  if (failures.login >= policy.loginFailures || failures.address >= policy.addressFailures) return 'image';
  return 'none';
}

export interface ChallengeState {
  readonly digits: number;
  readonly expiresAt: number;
  readonly solved: boolean;
  readonly used: boolean;
  readonly answer: string;
}

export interface PresentedCaptcha {
  readonly challenge: ChallengeState | undefined;
  /** The answer sent along with the id, when the challenge was not validated beforehand. */
  readonly answer: string | undefined;
}

/** The verdict on a captcha presented with a protected call: `pass`, or the captcha code to answer with. */
export function judgeCaptcha(demand: Exclude<CaptchaDemand, 'none'>, presented: PresentedCaptcha | undefined, now: number, answersEqual: (a: string, b: string) => boolean): 'pass' | CaptchaCode {
  const asked = demand === 'strict' ? CAPTCHA_CODES.strict : CAPTCHA_CODES.image;
  if (!presented) return asked;
  const { challenge, answer } = presented;
  if (!challenge || challenge.used) return CAPTCHA_CODES.retry;
  if (challenge.expiresAt <= now) return CAPTCHA_CODES.expired;
  if (demand === 'strict' && challenge.digits < CAPTCHA_POLICY.strictDigits) return CAPTCHA_CODES.strict;
  if (challenge.solved) return 'pass';
  return answer !== undefined && answersEqual(answer, challenge.answer) ? 'pass' : CAPTCHA_CODES.retry;
}

/** The kind of challenge `update` draws for the code the client was given. */
export function digitsFor(captchaCode: number | undefined): number {
  return captchaCode === CAPTCHA_CODES.strict ? CAPTCHA_POLICY.strictDigits : CAPTCHA_POLICY.digits;
}
