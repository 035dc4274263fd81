import { socialStartPath, type FirstDepositBonusChoice, type SocialStartQuery } from '@betting/contracts';
import type { SocialNetwork } from './social-fragment';

/** What the registration page already knows, so an unknown identity registers at once at the callback. */
export interface SocialRegistrationData {
  readonly country_id: number;
  readonly currency_id: number;
  readonly ref_code: string | null;
  readonly first_deposit_bonus_choice: FirstDepositBonusChoice;
}

export interface SocialStartInput {
  /** The same-site path to land on afterwards. */
  readonly returnTo: string;
  readonly lng: string;
  readonly remember?: boolean;
  readonly registration?: SocialRegistrationData | undefined;
}

/** The address that starts the provider's sign-in (a full-page navigation; the API answers with a redirect). */
export function socialStartUrl(network: SocialNetwork, input: SocialStartInput): string {
  const query: SocialStartQuery = { return_to: input.returnTo, lng: input.lng };
  if (input.remember) query.remember = 'true';
  const registration = input.registration;
  if (registration) {
    query.country_id = registration.country_id;
    query.currency_id = registration.currency_id;
    query.first_deposit_bonus_choice = String(registration.first_deposit_bonus_choice) as '0' | '1' | '2';
    if (registration.ref_code) query.ref_code = registration.ref_code;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `${socialStartPath(network)}?${params.toString()}`;
}
