import { CAPTCHA_ANSWER_HEADER, CAPTCHA_CODES, CAPTCHA_ID_HEADER, type CaptchaCode } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { equalSecrets } from '../../sessions';
import { findChallenge, useChallenge } from './challenges.repository';
import { judgeCaptcha, type CaptchaDemand } from './rules';

const headerOf = (headers: Readonly<Record<string, unknown>>, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/**
 * Lets a protected call through when no captcha is demanded, or when the captcha it carries (`x-captcha-id`, plus
 * `x-captcha-answer` unless validated beforehand) is right; each challenge is spent by its one try, right or wrong.
 */
export async function passCaptchaGate(db: Queryable, headers: Readonly<Record<string, unknown>>, demand: CaptchaDemand, now: number): Promise<'pass' | CaptchaCode> {
  if (demand === 'none') return 'pass';
  const id = headerOf(headers, CAPTCHA_ID_HEADER);
  const presented = id === undefined ? undefined : { challenge: await findChallenge(db, id), answer: headerOf(headers, CAPTCHA_ANSWER_HEADER) };
  const verdict = judgeCaptcha(demand, presented, now, equalSecrets);
  if (id !== undefined && presented?.challenge && !presented.challenge.used && verdict !== CAPTCHA_CODES.expired && verdict !== CAPTCHA_CODES.strict) {
    const spent = await useChallenge(db, id, now);
    if (!spent) return CAPTCHA_CODES.retry;
  }
  return verdict;
}
