import type { TeamCashPayment } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import { MODAL_QUERY_KEY } from '@betting/routing';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../shared/lib/use-format-moment';
import { Dialog } from '../../shared/ui/Dialog';
import { $loading, $modalReason, $paidPayments, modalClosed, modalRequested, teamCashStarted } from './team-cash.model';
import './team-cash.css';

const MODAL_KEY = 'team-cash';

/**
 * The team-cash modal (spec §2, §4): a thank-you with the person's paid cash-agent payments. Opens when the rule says
 * so (3 or 4 paid payments) or when the address asks for it (`?modal=team-cash`); Escape, the close button and the
 * backdrop close it. Mount it lazily, for signed-in people, inside the router.
 */
export function TeamCashModal() {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [reason, payments, loading, close, request, start] = useUnit([$modalReason, $paidPayments, $loading, modalClosed, modalRequested, teamCashStarted]);
  const asked = (search as Record<string, unknown>)[MODAL_QUERY_KEY] === MODAL_KEY;
  // Mounting the modal starts the model too (a second start changes nothing), so `startTeamCash` is optional.
  useEffect(() => start(), [start]);
  useEffect(() => {
    if (asked) request();
  }, [asked, request]);

  if (reason === null) return null;
  const onClose = () => {
    close();
    if (asked) void navigate({ to: pathname, search: (previous: Record<string, unknown>) => ({ ...previous, [MODAL_QUERY_KEY]: undefined }), replace: true });
  };
  const text =
    reason === 'requested' ? t('teamCash.requestedText') : t(reason === 'activated' ? 'teamCash.activatedText' : 'teamCash.shownText', { count: payments.length });
  return (
    <Dialog labelledBy={titleId} onClose={onClose} closeLabel={t('teamCash.close')} size="wide">
      <h2 id={titleId}>{t('teamCash.title')}</h2>
      <p className="team-cash__text">{text}</p>
      {loading && payments.length === 0 ? (
        <p aria-busy="true">{t('teamCash.loading')}</p>
      ) : payments.length === 0 ? (
        <p>{t('teamCash.empty')}</p>
      ) : (
        <PaidPayments payments={payments} />
      )}
      <div className="team-cash__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('teamCash.thanks')}
        </button>
      </div>
    </Dialog>
  );
}

function PaidPayments({ payments }: { readonly payments: readonly TeamCashPayment[] }) {
  const { t, i18n } = useTranslation('pages');
  const formatMoment = useFormatMoment();
  return (
    <ul className="team-cash__list" aria-label={t('teamCash.listLabel')} data-testid="team-cash-payments">
      {payments.map((payment) => (
        <li key={payment.id} className="team-cash__payment">
          <strong className="team-cash__amount">{formatMoney(payment.summ, payment.iso, i18n.language)}</strong>
          <time dateTime={payment.date_payment}>{formatMoment(payment.date_payment)}</time>
          <span className="team-cash__status">{t('teamCash.paid')}</span>
          {(payment.translate_message ?? payment.message) ? <span className="team-cash__message">{payment.translate_message ?? payment.message}</span> : null}
        </li>
      ))}
    </ul>
  );
}
