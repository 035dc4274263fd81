import {
  BonusesPaths,
  CatalogueResponseSchema,
  GamesResponseSchema,
  OfferResponseSchema,
  PartnerResponseSchema,
  RulesResponseSchema,
  bonusOfferPath,
  bonusPartnerPath,
  type PromoCategory,
} from '@betting/contracts';
import { concurrency, createQuery } from '@farfetched/core';
import { createEffect } from 'effector';
import { apiRequest, failureCode, isApiFailure } from '../../shared/api/api';

/**
 * The public bonus pages' reads (bonuses and offers alike): each a query whose latest start wins, so switching the
 * category or the language quickly never shows an older answer. Amounts come in the visitor's currency (the API
 * knows it from the session), texts in the page's language.
 */
export const loadCatalogueFx = createEffect((query: { lng: string; category: PromoCategory }) =>
  apiRequest({ method: 'GET', path: BonusesPaths.catalogue, query, schema: CatalogueResponseSchema }),
);
export const catalogueQuery = createQuery({ effect: loadCatalogueFx, name: 'bonuses.catalogue' });
concurrency(catalogueQuery, { strategy: 'TAKE_LATEST' });

export const loadOfferFx = createEffect(({ id, lng }: { id: string; lng: string }) => apiRequest({ method: 'GET', path: bonusOfferPath(id), query: { lng }, schema: OfferResponseSchema }));
export const offerQuery = createQuery({ effect: loadOfferFx, mapData: ({ result }) => result.offer, name: 'bonuses.offer' });
concurrency(offerQuery, { strategy: 'TAKE_LATEST' });

export const loadRulesFx = createEffect((lng: string) => apiRequest({ method: 'GET', path: BonusesPaths.rules, query: { lng }, schema: RulesResponseSchema }));
export const rulesQuery = createQuery({ effect: loadRulesFx, mapData: ({ result }) => result.sections, name: 'bonuses.rules' });
concurrency(rulesQuery, { strategy: 'TAKE_LATEST' });

export const loadGamesFx = createEffect((lng: string) => apiRequest({ method: 'GET', path: BonusesPaths.games, query: { lng }, schema: GamesResponseSchema }));
export const gamesQuery = createQuery({ effect: loadGamesFx, mapData: ({ result }) => result.games, name: 'bonuses.games' });
concurrency(gamesQuery, { strategy: 'TAKE_LATEST' });

export const loadPartnerFx = createEffect(({ id, lng }: { id: string; lng: string }) =>
  apiRequest({ method: 'GET', path: bonusPartnerPath(id), query: { lng }, schema: PartnerResponseSchema }),
);
export const partnerQuery = createQuery({ effect: loadPartnerFx, name: 'bonuses.partner' });
concurrency(partnerQuery, { strategy: 'TAKE_LATEST' });

/** The code of a query's error: the API's refusal code (farfetched keeps the body's `error`), else the failure's kind. */
export function queryErrorCode(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (isApiFailure(error)) return failureCode(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'unknown_error';
}
