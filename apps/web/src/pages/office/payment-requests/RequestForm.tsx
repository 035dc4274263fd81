import { PAYMENT_REQUEST_MESSAGE_LENGTH, type PaymentRequestTopic } from '@betting/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $createdRequest, $createRefusal, createRequestFx, requestSubmitted } from './create-request.model';
import { RequestAlert } from './RequestAlert';
import { useTopicTitles } from './use-request-topic';

const { min, max } = PAYMENT_REQUEST_MESSAGE_LENGTH;
export const messageLengthValid = (value: string) => value.trim().length >= min && value.trim().length <= max;

interface Props {
  readonly topic: PaymentRequestTopic;
  /** Chosen on an earlier step (its own page); otherwise the form asks, starting from `suggestedSubTopicId`. */
  readonly fixedSubTopicId?: number | null;
  readonly suggestedSubTopicId?: number | null;
  /** The payment the request is about (topics that require one). */
  readonly paymentId: number | null;
  /** Where the person lands once the request is created (the requests list). */
  readonly doneTo: string;
}

/** The message that creates the request: the subtopic when still open, 10–2000 characters, the refusal beside it. */
export function RequestForm({ topic, fixedSubTopicId = null, suggestedSubTopicId = null, paymentId, doneTo }: Props) {
  const { t } = useTranslation('pages');
  const titles = useTopicTitles();
  const navigate = useNavigate();
  const id = useId();
  const [refusal, pending, created, submit] = useUnit([$createRefusal, createRequestFx.pending, $createdRequest, requestSubmitted]);
  const [subTopicId, setSubTopicId] = useState<number | null>(fixedSubTopicId ?? suggestedSubTopicId);
  const [message, setMessage] = useState('');
  const createdBefore = useRef(created);
  useEffect(() => {
    if (created && created !== createdBefore.current) void navigate({ to: doneTo });
  }, [created, navigate, doneTo]);

  const asksSubTopic = topic.subTopics.length > 0 && fixedSubTopicId === null;
  const ready = messageLengthValid(message) && (topic.subTopics.length === 0 || subTopicId !== null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) submit({ topicId: topic.id, subTopicId: topic.subTopics.length > 0 ? subTopicId : null, paymentId, message: message.trim() });
  };
  const length = message.trim().length;
  return (
    <form className="office-form" onSubmit={onSubmit} noValidate aria-describedby={`${id}-alert`}>
      {asksSubTopic ? (
        <div className="field office-field">
          <label htmlFor={`${id}-subtopic`}>{t('office.paymentRequests.fields.subTopicId')}</label>
          <select
            id={`${id}-subtopic`}
            required
            value={subTopicId ?? ''}
            aria-invalid={refusal?.field === 'subTopicId' || undefined}
            onChange={(event) => setSubTopicId(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('office.paymentRequests.chooseOption')}</option>
            {topic.subTopics.map((subTopic) => (
              <option key={subTopic.id} value={subTopic.id}>
                {titles.subTopic(topic, subTopic)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field office-field">
        <label htmlFor={`${id}-message`}>{t('office.paymentRequests.fields.message')}</label>
        <textarea
          id={`${id}-message`}
          required
          minLength={min}
          maxLength={max}
          value={message}
          aria-invalid={refusal?.field === 'message' || undefined}
          aria-describedby={`${id}-count`}
          onChange={(event) => setMessage(event.target.value)}
        />
        <span id={`${id}-count`} className="office-field__hint">
          {t('office.paymentRequests.length', { length, min, max })}
        </span>
      </div>
      <RequestAlert id={`${id}-alert`} refusal={refusal} />
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={pending || !ready} aria-busy={pending || undefined}>
          {t('office.paymentRequests.send')}
        </button>
      </div>
    </form>
  );
}
