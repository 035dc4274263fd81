import { SocialNetworksResponseSchema, SocialPaths } from '@betting/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../shared/api/api';
import type { SocialNetwork } from './social-fragment';

/** Brand names, written as each network writes its own (never translated). */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  google: 'Google',
  vk: 'VK',
  ok: 'OK',
  fb: 'Facebook',
  mailru: 'Mail.ru',
  yandex: 'Yandex',
  telegram: 'Telegram',
  kakaotalk: 'KakaoTalk',
  twitter: 'X (Twitter)',
  itsme: 'itsme',
  twitch: 'Twitch',
  metamask: 'MetaMask',
  line: 'LINE',
  linkedin: 'LinkedIn',
  apple: 'Apple',
  discord: 'Discord',
};

const NONE: readonly SocialNetwork[] = [];
let cached: Promise<readonly SocialNetwork[]> | undefined;

/**
 * The networks the API has a provider for (spec §3), asked once per page load. A failed answer counts as none:
 * without a provider there is nothing to offer, and the other ways to sign in stay.
 */
export function socialNetworks(): Promise<readonly SocialNetwork[]> {
  cached ??= apiRequest({ method: 'GET', path: SocialPaths.networks, schema: SocialNetworksResponseSchema }).then(
    (answer) => answer.networks,
    (error: unknown) => {
      console.warn('social networks unavailable', error);
      cached = undefined;
      return NONE;
    },
  );
  return cached;
}

/** The configured networks; none while the list loads or when it failed. */
export function useSocialNetworks(): readonly SocialNetwork[] {
  const [networks, setNetworks] = useState<readonly SocialNetwork[]>(NONE);
  useEffect(() => {
    let alive = true;
    void socialNetworks().then((list) => alive && setNetworks(list));
    return () => {
      alive = false;
    };
  }, []);
  return networks;
}
