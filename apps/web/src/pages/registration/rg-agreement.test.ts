import { registrationStep } from '@betting/auth';
import { describe, expect, it } from 'vitest';
import { rememberRgAgreementShown, rgAgreementShown, type SessionFlagStorage } from './rg-agreement';

const memory = (): SessionFlagStorage => {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
};
const broken: SessionFlagStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('quota');
  },
};
const stepFor = (storage: SessionFlagStorage | null) =>
  registrationStep({ registrationEnabled: true, alreadyOnRegistration: false, agreementRequired: true, agreementShown: rgAgreementShown(storage), variant: 'page' });

describe('responsible-gaming agreement memory', () => {
  it('the agreement comes first until it was shown in this session, then the page', () => {
    const storage = memory();
    expect(stepFor(storage)).toBe('agreement');
    rememberRgAgreementShown(storage);
    expect(stepFor(storage)).toBe('page');
  });

  it('without usable storage the agreement is always shown, and nothing throws', () => {
    expect(stepFor(null)).toBe('agreement');
    expect(() => rememberRgAgreementShown(broken)).not.toThrow();
    expect(stepFor(broken)).toBe('agreement');
  });
});
