import { formatMoney } from '@betting/kernel';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../entities/accounts/accounts.model';
import { Dialog } from '../../shared/ui/Dialog';
import { useSignOut } from '../account-area/use-sign-out';
import { $realityCheckPrompt, realityCheckAcknowledged, responsibleGamingStarted } from './responsible-gaming.model';
import './responsible-gaming.css';
import { useLanguageParam } from '../../shared/lib/language-param';

/** Seconds as h:mm:ss (or m:ss under an hour), in tabular figures. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

function RealityCheckDialog() {
  const { t, i18n } = useTranslation('pages');
  const lng = useLanguageParam() ?? 'en';
  const [prompt, acknowledge, main] = useUnit([$realityCheckPrompt, realityCheckAcknowledged, accounts.$mainAccount]);
  const { signOut, leaving } = useSignOut();
  const titleId = useId();
  if (!prompt) return null;
  const net = prompt.netPosition;
  const netText = net === null || !main ? t('responsible.realityCheck.netUnknown') : formatMoney(net, main.iso, i18n.language);
  const netClass = net === null ? '' : Number(net) < 0 ? ' reality-check__value--loss' : ' reality-check__value--gain';
  return (
    <Dialog labelledBy={titleId} onClose={() => acknowledge()} closeLabel={t('office.close')}>
      <h2 id={titleId}>{t('responsible.realityCheck.title')}</h2>
      <p>{t('responsible.realityCheck.text')}</p>
      <dl className="reality-check__facts">
        <div>
          <dt>{t('responsible.realityCheck.elapsed')}</dt>
          <dd className="reality-check__value">{formatElapsed(prompt.elapsedSeconds)}</dd>
        </div>
        <div>
          <dt>{t('responsible.realityCheck.net')}</dt>
          <dd className={`reality-check__value${netClass}`}>{netText}</dd>
        </div>
      </dl>
      <p className="reality-check__paused">{t('responsible.realityCheck.paused')}</p>
      <div className="reality-check__actions">
        <button type="button" className="button button--primary" onClick={() => acknowledge()}>
          {t('responsible.realityCheck.continue')}
        </button>
        <Link to="/$lng/office/history" params={{ lng }} className="button button--secondary" onClick={() => acknowledge()}>
          {t('responsible.realityCheck.history')}
        </Link>
        <button type="button" className="button button--secondary" disabled={leaving} onClick={() => void signOut()}>
          {t('responsible.realityCheck.signOut')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * Responsible gaming for a signed-in person (spec §5, §6, §8): the limit ping every 30 s, the session-limit
 * timer (a permanent notice, then sign-out) and the reality-check prompt. Load it lazily with the overlays: it is never
 * part of the first JavaScript.
 */
export function ResponsibleGamingHost() {
  const started = useUnit(responsibleGamingStarted);
  useEffect(() => started(), [started]);
  return <RealityCheckDialog />;
}
