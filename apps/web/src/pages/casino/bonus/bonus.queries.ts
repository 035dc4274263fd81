import { CasinoActionsResponseSchema, CasinoBonusActionResponseSchema, CasinoBonusPaths, CasinoBonusPromotionResponseSchema, CasinoBonusPromotionsResponseSchema, CasinoPaths } from '@betting/contracts';
import { cache, concurrency, createQuery } from '@farfetched/core';
import { createEffect } from 'effector';
import { apiRequest } from '../../../shared/api/api';

/**
 * The casino bonus pages' reads: spec §7's actions list, one action's page, and the content app's casino promotions.
 * The latest start of each wins, so a quick change of language or page never shows an older answer.
 */
export const loadActionsFx = createEffect(({ lng }: { lng: string }) => apiRequest({ method: 'GET', path: CasinoPaths.actions, query: { lng }, schema: CasinoActionsResponseSchema }));
export const actionsQuery = createQuery({ effect: loadActionsFx, mapData: ({ result }) => result.Value.Actions, name: 'casino.bonus.actions' });
concurrency(actionsQuery, { strategy: 'TAKE_LATEST' });
cache(actionsQuery, { staleAfter: '5m' });

export const loadActionFx = createEffect(({ id, lng }: { id: number; lng: string }) =>
  apiRequest({ method: 'GET', path: CasinoBonusPaths.action(id), query: { lng }, schema: CasinoBonusActionResponseSchema }),
);
export const actionQuery = createQuery({ effect: loadActionFx, name: 'casino.bonus.action' });
concurrency(actionQuery, { strategy: 'TAKE_LATEST' });

export const loadPromotionsFx = createEffect(({ lng }: { lng: string }) => apiRequest({ method: 'GET', path: CasinoBonusPaths.promotions, query: { lng }, schema: CasinoBonusPromotionsResponseSchema }));
export const promotionsQuery = createQuery({ effect: loadPromotionsFx, mapData: ({ result }) => result.promotions, name: 'casino.bonus.promotions' });
concurrency(promotionsQuery, { strategy: 'TAKE_LATEST' });
cache(promotionsQuery, { staleAfter: '5m' });

export const loadPromotionFx = createEffect(({ id, lng }: { id: string; lng: string }) =>
  apiRequest({ method: 'GET', path: CasinoBonusPaths.promotion(id), query: { lng }, schema: CasinoBonusPromotionResponseSchema }),
);
export const promotionQuery = createQuery({ effect: loadPromotionFx, mapData: ({ result }) => result.promotion, name: 'casino.bonus.promotion' });
concurrency(promotionQuery, { strategy: 'TAKE_LATEST' });
