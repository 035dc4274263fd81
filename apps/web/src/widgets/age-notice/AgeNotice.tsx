import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { settings } from '../../shared/settings';

/** Spec §4/§8: the age notice, a warning modal shown until accepted (kept 3 days, or for the session). */
export function AgeNotice() {
  const { t } = useTranslation();
  const { lng = 'en' } = useParams({ strict: false });
  const [visible, ageAccepted] = useUnit([settings.$ageNoticeVisible, settings.ageAccepted]);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (visible && !element.open) element.showModal();
    if (!visible && element.open) element.close();
  }, [visible]);

  if (!visible) return null;
  return (
    <dialog ref={dialog} className="age-notice" aria-labelledby={titleId} onCancel={(event) => event.preventDefault()}>
      <span className="age-badge" aria-hidden="true">
        18+
      </span>
      <h2 id={titleId}>{t('proof_of_age_popup_title')}</h2>
      <p>{t('ageNotice.text')}</p>
      <Link to="/$lng/information/rules" params={{ lng }} onClick={() => dialog.current?.close()}>
        {t('ageNotice.terms')}
      </Link>
      <button type="button" className="button button--primary" onClick={() => ageAccepted({ sessionOnly: false })}>
        {t('ageNotice.accept')}
      </button>
    </dialog>
  );
}
