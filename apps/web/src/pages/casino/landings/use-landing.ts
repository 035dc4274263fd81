import type { CasinoLanding, CasinoLandingKind } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { failureCode } from '../../../shared/api/api';
import { landingQuery } from './landings.queries';

export interface LandingState {
  /** The asked landing once it came (never another landing's answer). */
  readonly landing: CasinoLanding | null;
  /** The catalogue has no such landing: the page is the site's 404. */
  readonly notFound: boolean;
  /** It could not be loaded (network, server): the page offers a retry. */
  readonly failed: boolean;
  readonly retry: () => void;
}

/** Loads a landing by kind and slug in the page's language and tells the page which of its states it is in. */
export function useLanding(kind: CasinoLandingKind, slug: string, lng: string): LandingState {
  const [data, error, failed, start] = useUnit([landingQuery.$data, landingQuery.$error, landingQuery.$failed, landingQuery.start]);
  useEffect(() => {
    start({ kind, slug, lng });
  }, [start, kind, slug, lng]);
  const landing = data !== null && data.kind === kind && data.slug === slug ? data : null;
  const notFound = failed && failureCode(error) === 'casino_landing_not_found';
  return { landing, notFound, failed: failed && !notFound && landing === null, retry: () => start({ kind, slug, lng }) };
}
