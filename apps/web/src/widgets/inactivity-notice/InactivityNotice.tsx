import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { idleLogoff } from '../../app/session';
import { ModalDialog } from '../../shared/ui/ModalDialog';

/** Spec §4/§8: after an idle auto logoff, the next load shows an info modal with the inactivity title and text. */
export function InactivityNotice() {
  const { t } = useTranslation('pages');
  const [visible, closed] = useUnit([idleLogoff.$inactivityNoticeVisible, idleLogoff.inactivityNoticeClosed]);
  const titleId = useId();

  if (!visible) return null;
  return (
    <ModalDialog className="reminder-dialog" labelledBy={titleId} onDismiss={() => closed()}>
      <h2 id={titleId}>{t('inactivity.title')}</h2>
      <p>{t('inactivity.text')}</p>
      <div className="reminder-dialog__actions">
        <button type="button" className="button button--primary" onClick={() => closed()}>
          {t('inactivity.ok')}
        </button>
      </div>
    </ModalDialog>
  );
}
