import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { idleLogoff } from '../../app/session';

/** Spec §4/§8: after an idle auto logoff, the next load shows an info modal with the inactivity title and text. */
export function InactivityNotice() {
  const { t } = useTranslation('pages');
  const [visible, closed] = useUnit([idleLogoff.$inactivityNoticeVisible, idleLogoff.inactivityNoticeClosed]);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (visible && element && !element.open) element.showModal();
  }, [visible]);

  if (!visible) return null;
  return (
    <dialog ref={dialog} className="reminder-dialog" aria-labelledby={titleId} onClose={() => closed()}>
      <h2 id={titleId}>{t('inactivity.title')}</h2>
      <p>{t('inactivity.text')}</p>
      <div className="reminder-dialog__actions">
        <button type="button" className="button button--primary" onClick={() => dialog.current?.close()}>
          {t('inactivity.ok')}
        </button>
      </div>
    </dialog>
  );
}
