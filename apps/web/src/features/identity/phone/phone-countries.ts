import { AuthPaths, PhoneCountriesResponseSchema, PhoneMasksResponseSchema } from '@betting/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../shared/api/api';

/** A phone country as the forms use it (spec §3: id, name, lower-case code, phoneCode) with its mask. */
export interface PhoneCountry {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly phoneCode: string;
  readonly mask: string;
  readonly min: number;
  readonly max: number;
}

const FALLBACK_MASK = { mask: '##############', min: 4, max: 14 };

async function loadPhoneCountries(): Promise<readonly PhoneCountry[]> {
  const [countries, masks] = await Promise.all([
    apiRequest({ method: 'GET', path: AuthPaths.phoneCountries, schema: PhoneCountriesResponseSchema }),
    apiRequest({ method: 'GET', path: AuthPaths.phoneMasks, schema: PhoneMasksResponseSchema }),
  ]);
  const maskOf = new Map(masks.items.map((item) => [item.CountryId, { mask: item.Mask, min: item.Min, max: item.Max }]));
  return countries.items.map((item) => ({
    id: item.id,
    name: item.name,
    code: item.country_code.toLowerCase(),
    phoneCode: item.tel_code,
    ...(maskOf.get(item.id) ?? FALLBACK_MASK),
  }));
}

let cached: Promise<readonly PhoneCountry[]> | undefined;

/** The lists are reference data: fetched once per page load, again after a failure. */
export function phoneCountries(): Promise<readonly PhoneCountry[]> {
  cached ??= loadPhoneCountries().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** The list while it loads or failed (one array, so memoised values keep their identity). */
export const NO_PHONE_COUNTRIES: readonly PhoneCountry[] = [];

export type PhoneCountriesState = { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'ready'; readonly countries: readonly PhoneCountry[] };

export function usePhoneCountries(): PhoneCountriesState {
  const [state, setState] = useState<PhoneCountriesState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    phoneCountries().then(
      (countries) => alive && setState({ status: 'ready', countries }),
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}

/** The country's name in the page's language where the browser knows it, else the list's (English) name. */
export function countryLabel(country: PhoneCountry, lng: string): string {
  try {
    return new Intl.DisplayNames([lng], { type: 'region' }).of(country.code.toUpperCase()) ?? country.name;
  } catch {
    return country.name;
  }
}

/** The phone value with the default country filled in while the visitor has chosen none. */
export function withCountry<Value extends { readonly countryCode: string | null }>(value: Value, fallback: PhoneCountry | undefined): Value {
  return value.countryCode === null && fallback ? { ...value, countryCode: fallback.code } : value;
}

/** The visitor's country (from the page's bootstrap data) when listed, else the first of the list. */
export function defaultCountry(countries: readonly PhoneCountry[], countryCode: string | null): PhoneCountry | undefined {
  const wanted = countryCode?.toLowerCase();
  return countries.find((country) => country.code === wanted) ?? countries[0];
}
