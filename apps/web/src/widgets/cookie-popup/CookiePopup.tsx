import { consentChoiceOf, consentTypeOf, type ConsentChoice } from '@betting/settings';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settings } from '../../shared/settings';
import './cookie-popup.css';
import { useLanguageParam } from '../../shared/lib/language-param';

/**
 * Spec §4/§6: the cookie consent popup, shown while the site has one and the visitor has not answered. Necessary
 * cookies are always on; functional cookies (window width, column visibility) and marketing counters only when chosen.
 */
export function CookiePopup() {
  const { t } = useTranslation('pages');
  const lng = useLanguageParam() ?? 'en';
  const [visible, consent, consentGiven] = useUnit([settings.$cookiePopupVisible, settings.$consent, settings.consentGiven]);
  const [customising, setCustomising] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(() => consentChoiceOf(consent));
  const titleId = useId();

  if (!visible) return null;
  const answer = (value: ConsentChoice) => consentGiven(consentTypeOf(value));
  const toggle = (key: keyof ConsentChoice) => setChoice((current) => ({ ...current, [key]: !current[key] }));

  return (
    <section className="cookie-popup" role="region" aria-labelledby={titleId} data-testid="cookie-popup">
      <div className="cookie-popup__text">
        <h2 id={titleId}>{t('cookiePopup.title')}</h2>
        <p>
          {t('cookiePopup.text')}{' '}
          <Link to="/$lng/information/cookies" params={{ lng }}>
            {t('cookiePopup.policy')}
          </Link>
        </p>
      </div>
      {customising ? (
        <fieldset className="cookie-popup__choices">
          <legend className="visually-hidden">{t('cookiePopup.customise')}</legend>
          <label>
            <input type="checkbox" checked disabled /> <span>{t('cookiePopup.necessary')}</span>
            <small>{t('cookiePopup.necessaryHint')}</small>
          </label>
          <label>
            <input type="checkbox" checked={choice.functional} onChange={() => toggle('functional')} /> <span>{t('cookiePopup.functional')}</span>
            <small>{t('cookiePopup.functionalHint')}</small>
          </label>
          <label>
            <input type="checkbox" checked={choice.marketing} onChange={() => toggle('marketing')} /> <span>{t('cookiePopup.marketing')}</span>
            <small>{t('cookiePopup.marketingHint')}</small>
          </label>
        </fieldset>
      ) : null}
      <div className="cookie-popup__actions">
        {customising ? (
          <button type="button" className="button button--secondary" onClick={() => answer(choice)}>
            {t('cookiePopup.save')}
          </button>
        ) : (
          <>
            <button type="button" className="button button--secondary" onClick={() => setCustomising(true)}>
              {t('cookiePopup.customise')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => answer({ functional: false, marketing: false })}>
              {t('cookiePopup.necessaryOnly')}
            </button>
          </>
        )}
        <button type="button" className="button button--primary" onClick={() => answer({ functional: true, marketing: true })}>
          {t('cookiePopup.acceptAll')}
        </button>
      </div>
    </section>
  );
}
