import { CasinoLandingPaths, CasinoLandingResponseSchema, type CasinoLandingKind } from '@betting/contracts';
import { cache, concurrency, createQuery } from '@farfetched/core';
import { createEffect } from 'effector';
import { apiRequest } from '../../../shared/api/api';

export interface LandingRequest {
  readonly kind: CasinoLandingKind;
  readonly slug: string;
  readonly lng: string;
}

/** One landing (casino/landing/{id}, games-landing/{route}, the slots/vulkan hall's hero); the latest start wins. */
export const loadLandingFx = createEffect(({ kind, slug, lng }: LandingRequest) =>
  apiRequest({ method: 'GET', path: CasinoLandingPaths.landing(kind, slug), query: { lng }, schema: CasinoLandingResponseSchema }),
);
export const landingQuery = createQuery({ effect: loadLandingFx, mapData: ({ result }) => result.landing, name: 'casino.landing' });
concurrency(landingQuery, { strategy: 'TAKE_LATEST' });
cache(landingQuery, { staleAfter: '5m' });
