import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../app/site-config';
import { signInTarget } from '../complete-sign-in';
import type { SocialNetwork } from './social-fragment';
import { SOCIAL_NETWORK_NAMES, useSocialNetworks } from './social-networks';
import { socialStartUrl, type SocialRegistrationData } from './social-start';
import './social.css';
import { useLanguageParam } from '../../../shared/lib/language-param';

interface Props {
  /** On the registration page: the form's country, currency, promo code and bonus choice go along. */
  readonly registration?: SocialRegistrationData | undefined;
  readonly remember?: boolean;
}

/**
 * One button per social network the API has a provider for (spec §3). None configured, or the list failed: nothing
 * at all, never a button that cannot work. A button leaves for the provider; the answer comes back in the landing
 * page's fragment (see social-landing.ts).
 */
export function SocialSignIn({ registration, remember = false }: Props) {
  const { t } = useTranslation('pages');
  const headingId = useId();
  const lng = useLanguageParam() ?? 'en';
  const config = useUnit(siteConfig.$config);
  const networks = useSocialNetworks();
  const [leaving, setLeaving] = useState<SocialNetwork | null>(null);
  if (networks.length === 0) return null;

  const start = async (network: SocialNetwork) => {
    setLeaving(network);
    window.location.assign(socialStartUrl(network, { returnTo: await signInTarget(config), lng, remember, registration }));
  };

  return (
    <section className="social-sign-in" aria-labelledby={headingId}>
      <h2 id={headingId} className="social-sign-in__title">
        {t(registration ? 'auth.social.registerWith' : 'auth.social.signInWith')}
      </h2>
      <ul className="tile-list social-sign-in__list">
        {networks.map((network) => (
          <li key={network}>
            <button
              type="button"
              className="button button--secondary social-sign-in__button"
              data-network={network}
              disabled={leaving !== null}
              aria-busy={leaving === network}
              onClick={() => void start(network)}
            >
              <span className="social-sign-in__icon" aria-hidden="true">
                {SOCIAL_NETWORK_NAMES[network].charAt(0)}
              </span>
              {SOCIAL_NETWORK_NAMES[network]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
