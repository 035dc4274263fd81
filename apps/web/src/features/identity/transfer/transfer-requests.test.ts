import { CAPTCHA_ANSWER_HEADER, CAPTCHA_CODES, UserTransferSendCodeBodySchema } from '@betting/contracts';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ApiCall } from '../../../shared/api/api';
import { CAPTCHA_CANCELLED, finishTransfer, sendTransferCode } from './transfer-requests';

type Call = ApiCall<z.ZodMiniType>;

/** A pipeline stand-in that records calls and answers each path with `answers[path]` (parsed by the call's contract). */
function recordingRequest(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  const request = (async (call: Call) => {
    calls.push(call);
    return z.parse(call.schema, answers[call.path]);
  }) as unknown as Parameters<typeof sendTransferCode>[2];
  return { request, calls };
}

const target = { userId: 123456789, countryCode: 'ru', phone: '9001234567' };
const captchaId = '0b7f4c1e-2a57-4f6b-9a43-6a5b5f0c1d2e';

describe('user transfer calls', () => {
  it('asks the picture check first and sends the code with its id and answer', async () => {
    const solve = vi.fn(async () => ({ captchaId, answer: '4711' }));
    const { request, calls } = recordingRequest({
      '/web-api/api/internal/v1/account/user-transfer/send-code/123456789': { status: 'sent', resend_after_seconds: 60, expires_in_seconds: 600 },
    });
    await expect(sendTransferCode(target, solve, request)).resolves.toEqual({ status: 'sent', resend_after_seconds: 60, expires_in_seconds: 600 });
    expect(solve).toHaveBeenCalledWith(CAPTCHA_CODES.image);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', headers: { [CAPTCHA_ANSWER_HEADER]: '4711' } });
    expect(z.parse(UserTransferSendCodeBodySchema, calls[0]?.body)).toEqual({ country_code: 'ru', phone: '9001234567', captcha: captchaId });
  });

  it('sends nothing when the picture check is closed', async () => {
    const { request, calls } = recordingRequest({});
    await expect(sendTransferCode(target, async () => null, request)).rejects.toBe(CAPTCHA_CANCELLED);
    expect(calls).toEqual([]);
  });

  it('trades the code for a redirect token, and the token for the ID and the new password', async () => {
    const { request, calls } = recordingRequest({
      '/web-api/api/internal/v1/account/user-transfer/check-code/123456789': { redirectToken: 'redirect-1' },
      '/web-api/api/internal/v1/account/user-transfer/user-data': { status: 'ok', user: { id: 123456789, password: 'Fresh-pass-1' } },
    });
    await expect(finishTransfer(123456789, '123456', request)).resolves.toEqual({ id: 123456789, password: 'Fresh-pass-1' });
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/web-api/api/internal/v1/account/user-transfer/check-code/123456789', { code: '123456' }],
      ['/web-api/api/internal/v1/account/user-transfer/user-data', { redirectToken: 'redirect-1' }],
    ]);
  });

  it('stops at a refused code', async () => {
    const refused = { kind: 'http', status: 400, error: { code: 'invalid_code', message: '' } };
    const request = vi.fn(() => Promise.reject(refused)) as unknown as Parameters<typeof finishTransfer>[2];
    await expect(finishTransfer(123456789, '000000', request)).rejects.toBe(refused);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
