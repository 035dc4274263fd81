import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settings } from '../../shared/settings';
import { ModalDialog } from '../../shared/ui/ModalDialog';

/** Spec §4/§8: the age notice, a warning modal shown until accepted (kept 3 days, or for the session); Escape does not close it. */
export function AgeNotice() {
  const { t } = useTranslation();
  const { lng = 'en' } = useParams({ strict: false });
  const [visible, ageAccepted] = useUnit([settings.$ageNoticeVisible, settings.ageAccepted]);
  // Reading the rules hides the notice without accepting it.
  const [readingTerms, setReadingTerms] = useState(false);
  const titleId = useId();

  if (!visible || readingTerms) return null;
  return (
    <ModalDialog className="age-notice" labelledBy={titleId}>
      <span className="age-badge" aria-hidden="true">
        18+
      </span>
      <h2 id={titleId}>{t('proof_of_age_popup_title')}</h2>
      <p>{t('ageNotice.text')}</p>
      <Link to="/$lng/information/rules" params={{ lng }} onClick={() => setReadingTerms(true)}>
        {t('ageNotice.terms')}
      </Link>
      <button type="button" className="button button--primary" onClick={() => ageAccepted({ sessionOnly: false })}>
        {t('ageNotice.accept')}
      </button>
    </ModalDialog>
  );
}
