import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeAlert, OfficeDone } from '../layout/OfficeAlert';
import { OfficeLayout } from '../layout/OfficeLayout';
import { MessageField, messageLengthValid } from '../support/MessageField';
import { $ideaRefusal, $ideaSent, $ideaSentCount, ideaSubmitted, sendIdeaFx } from '../support/support.model';

/** `office/share-idea`: a user's idea for the site, stored for the team. */
export function ShareIdeaPage() {
  const { t } = useTranslation('pages');
  const sentCount = useUnit($ideaSentCount);
  return (
    <OfficeLayout routeId="office.share-idea">
      <section className="card office-card" aria-labelledby="idea-title">
        <h2 id="idea-title">{t('office.idea.title')}</h2>
        <p>{t('office.idea.text')}</p>
        {/* A sent idea starts an empty form. */}
        <IdeaForm key={sentCount} />
      </section>
    </OfficeLayout>
  );
}

function IdeaForm() {
  const { t } = useTranslation('pages');
  const [message, setMessage] = useState('');
  const [refusal, sent, pending, submit] = useUnit([$ideaRefusal, $ideaSent, sendIdeaFx.pending, ideaSubmitted]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ message: message.trim() });
  };
  return (
    <form className="office-form" onSubmit={onSubmit} noValidate>
      <MessageField id="idea-message" value={message} onChange={setMessage} invalid={refusal?.code === 'invalid_request'} />
      <OfficeAlert id="idea-alert" refusal={refusal} />
      <OfficeDone text={sent ? t('office.idea.sent') : null} />
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={pending || !messageLengthValid(message)}>
          {t('office.idea.send')}
        </button>
      </div>
    </form>
  );
}
