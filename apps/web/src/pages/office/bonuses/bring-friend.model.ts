import { BringFriendResponseSchema, OfficeBonusesPaths, type BringFriendResponse } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { apiRequest } from '../../../shared/api/api';

/** `office/bringfriend`: the person's referral link (with a copy button) and the friends who joined through it. */
export interface FriendsRequest {
  readonly page: number;
  readonly lng: string;
}
export const friendsPageRequested = createEvent<FriendsRequest>();
export const linkCopyRequested = createEvent<string>();

export const loadFriendsFx = createEffect(async ({ page, lng }: FriendsRequest) => ({
  page,
  ...(await apiRequest({ method: 'GET', path: OfficeBonusesPaths.bringFriend, query: { page, lng }, schema: BringFriendResponseSchema })),
}));
/** Writes the link to the clipboard (the browser may refuse: then the person copies it from the field). */
export const copyLinkFx = createEffect(async (text: string) => {
  if (!navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
});

export const $friends = createStore<(BringFriendResponse & { readonly page: number }) | null>(null).on(loadFriendsFx.doneData, (_, answer) => answer);
export const $friendsFailed = createStore(false)
  .on(loadFriendsFx.fail, () => true)
  .reset(loadFriendsFx);
/** `copied` for a moment after a copy, `failed` until the next try. */
export const $copyState = createStore<'idle' | 'copied' | 'failed'>('idle')
  .on(copyLinkFx.done, () => 'copied')
  .on(copyLinkFx.fail, () => 'failed')
  .reset(linkCopyRequested);

export const COPIED_NOTICE_MS = 2500;
const copiedNoticeEnded = delay(copyLinkFx.done, COPIED_NOTICE_MS);
$copyState.on(copiedNoticeEnded, (state) => (state === 'copied' ? 'idle' : state));

sample({ clock: friendsPageRequested, target: loadFriendsFx });
sample({ clock: linkCopyRequested, target: copyLinkFx });
