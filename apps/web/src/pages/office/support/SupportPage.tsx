import { SUPPORT_TOPICS, type SupportTopic } from '@betting/contracts';
import { MODAL_QUERY_KEY } from '@betting/routing';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeAlert, OfficeDone } from '../layout/OfficeAlert';
import { OfficeLayout } from '../layout/OfficeLayout';
import { MessageField, messageLengthValid } from './MessageField';
import { SupportHistoryList } from './SupportHistory';
import { SupportHistoryModal } from './SupportHistoryModal';
import { $history, $historyFailed, $supportRefusal, $supportSent, $supportSentCount, sendSupportRequestFx, supportPageOpened, supportRequestSubmitted } from './support.model';

const HISTORY_MODAL = 'support-history';
/** The page shows the latest few; the modal has them all. */
const LATEST_ON_PAGE = 3;

/** `office/support`: a support request form, the latest requests, and the full history as a modal. */
export function SupportPage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [history, historyFailed, sentCount, opened] = useUnit([$history, $historyFailed, $supportSentCount, supportPageOpened]);
  useEffect(() => opened(), [opened]);
  const modalOpen = (search as Record<string, unknown>)[MODAL_QUERY_KEY] === HISTORY_MODAL;
  const setModal = (open: boolean) =>
    void navigate({ to: pathname, search: (previous: Record<string, unknown>) => ({ ...previous, [MODAL_QUERY_KEY]: open ? HISTORY_MODAL : undefined }), replace: !open });

  return (
    <OfficeLayout routeId="office.support">
      <section className="card office-card" aria-labelledby="support-form-title">
        <h2 id="support-form-title">{t('office.support.formTitle')}</h2>
        <p>{t('office.support.formText')}</p>
        <SupportRequestForm key={sentCount} />
      </section>
      <section className="card office-card" aria-labelledby="support-history-heading">
        <h2 id="support-history-heading">{t('office.support.latestTitle')}</h2>
        {historyFailed ? (
          <p role="alert">{t('office.loadFailed')}</p>
        ) : history ? (
          <SupportHistoryList requests={history.entities.slice(0, LATEST_ON_PAGE)} testId="support-history" />
        ) : (
          <p aria-busy="true">{t('office.loading')}</p>
        )}
        <div className="office-actions">
          <button type="button" className="button button--secondary" onClick={() => setModal(true)}>
            {t('office.support.openHistory', { total: history?.total_count ?? 0 })}
          </button>
        </div>
      </section>
      {modalOpen ? <SupportHistoryModal onClose={() => setModal(false)} /> : null}
    </OfficeLayout>
  );
}

function SupportRequestForm() {
  const { t } = useTranslation('pages');
  const [topic, setTopic] = useState<SupportTopic>('account');
  const [message, setMessage] = useState('');
  const [refusal, sent, pending, submit] = useUnit([$supportRefusal, $supportSent, sendSupportRequestFx.pending, supportRequestSubmitted]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ topic, message: message.trim() });
  };
  return (
    <form className="office-form" onSubmit={onSubmit} noValidate>
      <div className="field office-field">
        <label htmlFor="support-topic">{t('office.fields.topic')}</label>
        <select id="support-topic" value={topic} onChange={(event) => setTopic(event.target.value as SupportTopic)}>
          {SUPPORT_TOPICS.map((item) => (
            <option key={item} value={item}>
              {t(`office.support.topics.${item}`)}
            </option>
          ))}
        </select>
      </div>
      <MessageField id="support-message" value={message} onChange={setMessage} invalid={refusal?.code === 'invalid_request'} />
      <OfficeAlert id="support-alert" refusal={refusal} />
      <OfficeDone text={sent ? t('office.support.sent') : null} />
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={pending || !messageLengthValid(message)}>
          {t('office.support.send')}
        </button>
      </div>
    </form>
  );
}
