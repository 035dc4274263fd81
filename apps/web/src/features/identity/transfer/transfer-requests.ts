import {
  CAPTCHA_ANSWER_HEADER,
  CAPTCHA_CODES,
  UserTransferCheckCodeResponseSchema,
  UserTransferPaths,
  UserTransferSendCodeResponseSchema,
  UserTransferUserDataResponseSchema,
  userTransferCheckCodePath,
  userTransferSendCodePath,
  type UserTransferSendCodeResponse,
  type UserTransferUserDataResponse,
} from '@betting/contracts';
import type { ApiFailure, CaptchaSolver } from '../../../shared/api/api';
import { apiRequest as pipelineRequest } from '../../../shared/api/api';

type Request = typeof pipelineRequest;

export interface TransferTarget {
  /** The account ID (nine digits). */
  readonly userId: number;
  /** Lower-case ISO code of the phone country. */
  readonly countryCode: string;
  /** The national number, digits only. */
  readonly phone: string;
}

/** The visitor closed the picture check: nothing was sent. */
export const CAPTCHA_CANCELLED: ApiFailure = { kind: 'http', status: 400, error: { code: 'captcha_required', message: 'The captcha was not solved' } };

/**
 * Spec §7 user transfer, first call: the picture check is always asked first (the captcha dialog validates the
 * answer), then the code goes to the account's phone when ID and phone belong together — the answer never says.
 */
export async function sendTransferCode(target: TransferTarget, solve: CaptchaSolver, request: Request = pipelineRequest): Promise<UserTransferSendCodeResponse> {
  const solved = await solve(CAPTCHA_CODES.image);
  if (!solved) throw CAPTCHA_CANCELLED;
  return request({
    method: 'POST',
    path: userTransferSendCodePath(target.userId),
    body: { country_code: target.countryCode, phone: target.phone, captcha: solved.captchaId },
    headers: { [CAPTCHA_ANSWER_HEADER]: solved.answer },
    schema: UserTransferSendCodeResponseSchema,
  });
}

/** The code for a redirect token, and the token for the ID and the newly generated password. */
export async function finishTransfer(userId: number, code: string, request: Request = pipelineRequest): Promise<UserTransferUserDataResponse['user']> {
  const { redirectToken } = await request({ method: 'POST', path: userTransferCheckCodePath(userId), body: { code }, schema: UserTransferCheckCodeResponseSchema });
  const { user } = await request({ method: 'POST', path: UserTransferPaths.userData, body: { redirectToken }, schema: UserTransferUserDataResponseSchema });
  return user;
}
