import * as z from 'zod/mini';
import { REFERRAL_VALUE_TYPES, type ReferralCookies, type ReferralValues } from './cookies';
import { cleanReferralValue } from './value';

const cleanText = z.pipe(
  z.string(),
  z.transform((raw: string, context) => {
    const value = cleanReferralValue(raw);
    if (value === undefined) context.issues.push({ code: 'custom', message: 'not a referral value', input: raw });
    return value ?? z.NEVER;
  }),
);

// An unfit attribute is dropped on its own; the cookie stays readable.
const optionalAttribute = z.catch(z.optional(cleanText), undefined);

const ReferralValuesSchema = z.object({
  type: z.enum(REFERRAL_VALUE_TYPES),
  val: cleanText,
  additional: z._default(z.object({ bwpromocode: optionalAttribute, affid: optionalAttribute }), {}),
});

/** The `referral_values` cookie's text (already URI-decoded) → its values; undefined when absent or malformed. */
export function parseReferralValues(raw: string | undefined): ReferralValues | undefined {
  if (raw === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = ReferralValuesSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { bwpromocode, affid } = parsed.data.additional;
  return {
    type: parsed.data.type,
    val: parsed.data.val,
    additional: { ...(bwpromocode === undefined ? {} : { bwpromocode }), ...(affid === undefined ? {} : { affid }) },
  };
}

/**
 * The code registration's `ref_code` field receives (spec §3 Registration: "ref_code (promocode)"), first of:
 * the reflink's bwpromocode (an explicit promo code), refererid (an invited friend's `ref`), the reflink id
 * (referral_values of type reflinkid, else the 1-hour reflinkid cookie). bf_id, partner ids, subid and
 * postback_watcher are tracking data, never a code. Undefined when none is present.
 */
export function refCodeForRegistration(cookies: ReferralCookies): string | undefined {
  const values = parseReferralValues(cookies.referral_values);
  const reflink = values?.type === 'reflinkid' ? values : undefined;
  return reflink?.additional.bwpromocode ?? cleanReferralValue(cookies.refererid) ?? reflink?.val ?? cleanReferralValue(cookies.reflinkid);
}
