import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CredentialSaveOptionSchema, FirstDepositBonusChoiceSchema } from '@betting/contracts';
import { CREDENTIAL_SAVE_OPTIONS, FIRST_DEPOSIT_BONUS_CHOICES, registrationStep, type RegistrationStepInput } from './registration';

const arbInput: fc.Arbitrary<RegistrationStepInput> = fc.record({
  registrationEnabled: fc.boolean(),
  alreadyOnRegistration: fc.boolean(),
  agreementRequired: fc.boolean(),
  agreementShown: fc.boolean(),
  variant: fc.constantFrom('widget' as const, 'page' as const, 'modal' as const),
});

describe('registration flow (spec §4)', () => {
  it('does nothing when registration is off or the person is already on it', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const step = registrationStep(input);
        expect(step === 'nothing').toBe(!input.registrationEnabled || input.alreadyOnRegistration);
      }),
    );
  });

  it('never opens the registration itself before a required agreement was shown', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const step = registrationStep(input);
        if (input.agreementRequired && !input.agreementShown) expect(['nothing', 'agreement']).toContain(step);
        if (step === 'agreement') expect(input.agreementRequired && !input.agreementShown).toBe(true);
      }),
    );
  });

  const base: RegistrationStepInput = { registrationEnabled: true, alreadyOnRegistration: false, agreementRequired: false, agreementShown: false, variant: 'modal' };
  it.each([
    [{ registrationEnabled: false }, 'nothing'],
    [{ alreadyOnRegistration: true }, 'nothing'],
    [{ alreadyOnRegistration: true, agreementRequired: true }, 'nothing'],
    [{ agreementRequired: true }, 'agreement'],
    [{ agreementRequired: true, agreementShown: true }, 'modal'],
    [{ variant: 'widget' }, 'widget'],
    [{ variant: 'page' }, 'page'],
    [{}, 'modal'],
  ] as [Partial<RegistrationStepInput>, string][])('%j → %s', (patch, step) => {
    expect(registrationStep({ ...base, ...patch })).toBe(step);
  });

  it('names values the contract accepts', () => {
    for (const value of Object.values(FIRST_DEPOSIT_BONUS_CHOICES)) expect(FirstDepositBonusChoiceSchema.safeParse(value).success).toBe(true);
    for (const value of Object.values(CREDENTIAL_SAVE_OPTIONS)) expect(CredentialSaveOptionSchema.safeParse(value).success).toBe(true);
    expect(FIRST_DEPOSIT_BONUS_CHOICES).toEqual({ decline: 0, sport: 1, casino: 2 });
    expect(CREDENTIAL_SAVE_OPTIONS).toEqual({ file: 0, picture: 1, email: 2 });
  });
});
