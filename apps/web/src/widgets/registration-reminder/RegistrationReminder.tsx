import { nextReminderAt, parseReminderSettings, reminderDue } from '@betting/auth';
import type { SiteConfig } from '@betting/contracts';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shared/ui/ModalDialog';

const NEXT_SHOW_KEY = 'registration_reminder_next';

function readNextShowAt(): number {
  try {
    const value = Number(window.localStorage.getItem(NEXT_SHOW_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function writeNextShowAt(value: number): void {
  try {
    window.localStorage.setItem(NEXT_SHOW_KEY, String(value));
  } catch {
    // storage refused: the reminder may show again next visit
  }
}

const isAuthPath = (pathname: string) => /^\/[a-z]{2}\/(user\/login|registration)(\/|$)/.test(pathname);

/**
 * Spec §4: the guests' registration reminder. After the configured delay it invites a guest to register, unless an
 * auth form or another modal is open or the next-show time has not come; then it waits the configured interval.
 */
export function RegistrationReminder({ config, lng }: { readonly config: SiteConfig; readonly lng: string }) {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const settings = config.registrationEnabled && config.registrationReminder ? parseReminderSettings(config.registrationReminder) : null;
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!settings) return;
    const timer = window.setTimeout(() => {
      const now = Date.now();
      const due = reminderDue({
        signedIn: false,
        authFormOpen: isAuthPath(pathRef.current),
        modalOpen: document.querySelector('dialog[open]') !== null,
        nextShowAt: readNextShowAt(),
        nowMs: now,
      });
      if (!due) return;
      writeNextShowAt(nextReminderAt(settings.intervalMinutes, now));
      setOpen(true);
    }, settings.delayMs);
    return () => window.clearTimeout(timer);
    // Scheduled once per page life with the config's settings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings?.delayMs, settings?.intervalMinutes]);

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <ModalDialog className="reminder-dialog" labelledBy={titleId} onDismiss={close}>
      <h2 id={titleId}>{t('registrationReminder.title', { companyName: config.companyName })}</h2>
      <p>{t('registrationReminder.text')}</p>
      <div className="reminder-dialog__actions">
        <button type="button" className="button button--secondary" onClick={close}>
          {t('registrationReminder.later')}
        </button>
        <Link to="/$lng/registration/{-$type}" params={{ lng }} className="button button--primary" onClick={close}>
          {t('registrationReminder.register')}
        </Link>
      </div>
    </ModalDialog>
  );
}
