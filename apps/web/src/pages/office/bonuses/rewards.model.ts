import { OfficeBonusesPaths, RewardsResponseSchema, type RewardsResponse } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';

/** `office/rewards`: every bonus granted (first deposit, promo codes, cashback), newest first, a page at a time. */
export interface RewardsRequest {
  readonly page: number;
  readonly lng: string;
}
export const rewardsPageRequested = createEvent<RewardsRequest>();
export const loadRewardsFx = createEffect(async ({ page, lng }: RewardsRequest) => ({
  page,
  ...(await apiRequest({ method: 'GET', path: OfficeBonusesPaths.rewards, query: { page, lng }, schema: RewardsResponseSchema })),
}));

export const $rewards = createStore<(RewardsResponse & { readonly page: number }) | null>(null).on(loadRewardsFx.doneData, (_, answer) => answer);
export const $rewardsFailed = createStore(false)
  .on(loadRewardsFx.fail, () => true)
  .reset(loadRewardsFx);

sample({ clock: rewardsPageRequested, target: loadRewardsFx });
