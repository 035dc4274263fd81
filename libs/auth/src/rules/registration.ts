import type { FirstDepositBonusChoice } from '@betting/contracts';

/** Names for first_deposit_bonus_choice (the values are the contract's). */
export const FIRST_DEPOSIT_BONUS_CHOICES = { decline: 0, sport: 1, casino: 2 } as const satisfies Record<string, FirstDepositBonusChoice>;

/** Names for the ways to keep one-click credentials: 0 a text file, 1 a picture, 2 e-mail. */
export const CREDENTIAL_SAVE_OPTIONS = { file: 0, picture: 1, email: 2 } as const;
export type CredentialSaveOption = (typeof CREDENTIAL_SAVE_OPTIONS)[keyof typeof CREDENTIAL_SAVE_OPTIONS];

export type RegistrationVariant = 'widget' | 'page' | 'modal';
export type RegistrationStep = 'nothing' | 'agreement' | RegistrationVariant;

export interface RegistrationStepInput {
  readonly registrationEnabled: boolean;
  readonly alreadyOnRegistration: boolean;
  /** A responsible-gaming agreement must be accepted before registering. */
  readonly agreementRequired: boolean;
  readonly agreementShown: boolean;
  /** Where this site registers people: an embedded widget, the registration page or a modal. */
  readonly variant: RegistrationVariant;
}

/** What "register" does (spec §4): nothing, the agreement first, then the widget, page or modal. */
export function registrationStep(input: RegistrationStepInput): RegistrationStep {
  if (!input.registrationEnabled || input.alreadyOnRegistration) return 'nothing';
  if (input.agreementRequired && !input.agreementShown) return 'agreement';
  return input.variant;
}
