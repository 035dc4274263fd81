import type { BlockAppeal } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useSignOut } from '../../widgets/account-area/use-sign-out';
import { OfficeAlert, OfficeDone } from '../office/layout/OfficeAlert';
import { MessageField, messageLengthValid } from '../office/support/MessageField';
import '../office/office.css';
import { $appealRefusal, $appeals, $appealsFailed, $appealsSent, appealSubmitted, appealsPageOpened, sendAppealFx } from './block-appeal.model';
import { useFormatDate } from '../../shared/lib/date-time';

/** `block-appeal-history` (blocked layout): why the account is restricted, the appeals sent, and a new appeal. */
export function BlockAppealHistoryPage() {
  const { t } = useTranslation('pages');
  const [appeals, failed, sentCount, opened] = useUnit([$appeals, $appealsFailed, $appealsSent, appealsPageOpened]);
  const { signOut, leaving } = useSignOut();
  useDocumentTitle(t('blockAppeal.title'));
  useEffect(() => opened(), [opened]);

  return (
    <section className="page block-appeal" aria-labelledby="page-title">
      <h1 id="page-title">{t('blockAppeal.title')}</h1>
      <p>{t('blockAppeal.text')}</p>
      <section className="card office-card" aria-labelledby="appeal-form-title">
        <h2 id="appeal-form-title">{t('blockAppeal.formTitle')}</h2>
        <AppealForm key={sentCount} />
      </section>
      <section className="card office-card" aria-labelledby="appeal-history-title">
        <h2 id="appeal-history-title">{t('blockAppeal.historyTitle')}</h2>
        {failed ? (
          <p role="alert">{t('office.loadFailed')}</p>
        ) : appeals === null ? (
          <p aria-busy="true">{t('office.loading')}</p>
        ) : appeals.entities.length === 0 ? (
          <p>{t('blockAppeal.empty')}</p>
        ) : (
          <ol className="office-history" data-testid="block-appeals">
            {appeals.entities.map((appeal) => (
              <AppealItem key={appeal.id} appeal={appeal} />
            ))}
          </ol>
        )}
      </section>
      <div className="office-actions">
        <button type="button" className="button button--secondary" onClick={() => void signOut()} disabled={leaving}>
          {t('blockAppeal.signOut')}
        </button>
      </div>
    </section>
  );
}

function AppealItem({ appeal }: { readonly appeal: BlockAppeal }) {
  const { t } = useTranslation('pages');
  const formatDate = useFormatDate();
  return (
    <li>
      <div className="office-history__meta">
        <strong>{t(`office.support.status.${appeal.status}`)}</strong>
        <span>№ {appeal.id}</span>
        <time dateTime={appeal.created_at}>{formatDate(appeal.created_at, 'dateTime')}</time>
      </div>
      <p className="office-history__message">{appeal.message}</p>
      {appeal.answer === null ? null : (
        <p className="office-history__message">
          <strong>{t('blockAppeal.answer')}</strong> {appeal.answer}
        </p>
      )}
    </li>
  );
}

function AppealForm() {
  const { t } = useTranslation('pages');
  const [message, setMessage] = useState('');
  const [refusal, pending, submit, sentCount] = useUnit([$appealRefusal, sendAppealFx.pending, appealSubmitted, $appealsSent]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ message: message.trim() });
  };
  return (
    <form className="office-form" onSubmit={onSubmit} noValidate>
      <MessageField id="appeal-message" value={message} onChange={setMessage} invalid={refusal?.code === 'invalid_request'} />
      <OfficeAlert id="appeal-alert" refusal={refusal} />
      <OfficeDone text={sentCount > 0 ? t('blockAppeal.sent') : null} />
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={pending || !messageLengthValid(message)}>
          {t('blockAppeal.send')}
        </button>
      </div>
    </form>
  );
}
