import * as z from 'zod/mini';

/**
 * Captcha kinds (spec §8: "400 with captcha codes 100, 111, 112, 113 triggers a captcha of the matching kind"). Every
 * kind is an image captcha: a PNG of distorted digits under noise strokes of the same ink, drawn pixel by pixel on
 * the server (no markup to read the digits from, and the answer is never sent to the browser). The code says why it is asked:
 * - 100 `image`: too many failed sign-ins for this login or address; fetch a challenge (4 digits) and retry with it.
 * - 111 `retry`: the captcha sent was wrong, unknown or already used; each challenge has one try, so fetch a new one.
 * - 112 `expired`: the challenge outlived its lifetime (see gettime); fetch a new one.
 * - 113 `strict`: the login or address is under sustained attack; fetch a long challenge (6 digits, more noise) with
 *   `update?captcha_code=113`; a short one is refused with 113 again.
 */
export const CAPTCHA_CODES = { image: 100, retry: 111, expired: 112, strict: 113 } as const;
export const CaptchaCodeSchema = z.union([z.literal(100), z.literal(111), z.literal(112), z.literal(113)]);
export type CaptchaCode = z.infer<typeof CaptchaCodeSchema>;

/** Failed sign-ins (per login since its last success, or per address) within the window before a captcha is asked. */
export const CAPTCHA_POLICY = {
  windowSeconds: 15 * 60,
  loginFailures: 5,
  addressFailures: 20,
  strictLoginFailures: 10,
  strictAddressFailures: 50,
  lifetimeSeconds: 120,
  digits: 4,
  strictDigits: 6,
} as const;

/** 400 answer of a protected call (sign-in, send SMS) that needs a captcha first. */
export const CaptchaRequiredErrorSchema = z.object({
  error: z.object({ code: z.literal('captcha_required'), message: z.string(), captcha_code: CaptchaCodeSchema }),
});
export type CaptchaRequiredError = z.infer<typeof CaptchaRequiredErrorSchema>;

/** GET /captcha-api/update: a new challenge. `captcha_code=113` asks for the strict kind. */
export const CaptchaUpdateQuerySchema = z.object({ captcha_code: z.optional(z.coerce.number().check(z.int())) });
export const CaptchaChallengeSchema = z.object({
  captcha_id: z.uuid(),
  /** `data:image/png;base64,…`, for an `<img src>`. */
  image: z.string().check(z.startsWith('data:image/png;base64,')),
  digits: z.int(),
  /** Milliseconds since the epoch, on the server's clock. */
  expires_at: z.int(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

/** POST /captcha-api/validate: one try per challenge; a right answer lets the next protected call carry only its id. */
export const CaptchaValidateBodySchema = z.object({
  captcha_id: z.uuid(),
  answer: z.string().check(z.regex(/^\d{1,12}$/)),
});
export type CaptchaValidateBody = z.infer<typeof CaptchaValidateBodySchema>;
export const CaptchaValidateResponseSchema = z.object({
  valid: z.boolean(),
  /** When not valid: the kind to ask next (111 wrong or used, 112 expired). */
  captcha_code: z.nullable(CaptchaCodeSchema),
});
export type CaptchaValidateResponse = z.infer<typeof CaptchaValidateResponseSchema>;

/** GET /captcha-api/gettime: the server's clock, so the client can show how long a challenge lasts. */
export const CaptchaTimeSchema = z.object({ server_time: z.int(), lifetime_seconds: z.int() });
export type CaptchaTime = z.infer<typeof CaptchaTimeSchema>;

/** Non-production test control: GET the answer of a challenge. */
export const CaptchaAnswerSchema = z.object({ captcha_id: z.uuid(), answer: z.string() });
