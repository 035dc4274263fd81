import { SECURITY_ANSWER_MAX_LENGTH, SECURITY_QUESTION_MAX_LENGTH, SecurityQuestionPath, SecurityQuestionResponseSchema } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../shared/api/api';
import { OfficeAlert, OfficeDone } from '../layout/OfficeAlert';
import { officeRefusalOf, type OfficeRefusal } from '../layout/refusal';
import { loadSecurityFx } from './security.model';

/**
 * The security question, a protection method: the bettor's own question and answer (the server keeps the answer
 * only hashed), set, replaced or removed with the current password. The protection panel reloads after a change.
 */
export function SecurityQuestionForm() {
  const { t } = useTranslation('pages');
  const reloadSecurity = useUnit(loadSecurityFx);
  const [current, setCurrent] = useState<string | null | undefined>(undefined);
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<OfficeRefusal | null>(null);
  const [done, setDone] = useState<'set' | 'removed' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    apiRequest({ method: 'GET', path: SecurityQuestionPath, schema: SecurityQuestionResponseSchema }).then(
      (answer) => live && setCurrent(answer.question),
      (error: unknown) => live && setRefusal(officeRefusalOf(error))
    );
    return () => {
      live = false;
    };
  }, []);

  const change = async (remove: boolean) => {
    setBusy(true);
    setRefusal(null);
    setDone(null);
    try {
      const saved = remove
        ? await apiRequest({ method: 'DELETE', path: SecurityQuestionPath, body: { password }, schema: SecurityQuestionResponseSchema })
        : await apiRequest({ method: 'PUT', path: SecurityQuestionPath, body: { question, answer, password }, schema: SecurityQuestionResponseSchema });
      setCurrent(saved.question);
      setDone(remove ? 'removed' : 'set');
      setQuestion('');
      setAnswer('');
      setPassword('');
      void reloadSecurity();
    } catch (error) {
      setRefusal(officeRefusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void change(false);
  };

  return (
    <form className="office-form" onSubmit={onSubmit} aria-labelledby="security-question-title">
      <h3 id="security-question-title">{t('office.securityQuestion.title')}</h3>
      <p data-testid="security-question-current">{current ? t('office.securityQuestion.current', { question: current }) : current === null ? t('office.securityQuestion.none') : null}</p>
      <div className="field office-field">
        <label htmlFor="security-question">{t('office.securityQuestion.question')}</label>
        <input id="security-question" required minLength={5} maxLength={SECURITY_QUESTION_MAX_LENGTH} value={question} onChange={(event) => setQuestion(event.target.value)} />
      </div>
      <div className="field office-field">
        <label htmlFor="security-answer">{t('office.securityQuestion.answer')}</label>
        <input
          id="security-answer"
          type="password"
          autoComplete="off"
          required
          minLength={2}
          maxLength={SECURITY_ANSWER_MAX_LENGTH}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        />
      </div>
      <div className="field office-field">
        <label htmlFor="security-question-password">{t('office.fields.current_password')}</label>
        <input id="security-question-password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      </div>
      <OfficeAlert id="security-question-alert" refusal={refusal} />
      <OfficeDone text={done ? t(done === 'set' ? 'office.securityQuestion.saved' : 'office.securityQuestion.removed') : null} />
      <div className="office-actions">
        <button type="submit" className="button button--secondary" disabled={busy}>
          {current ? t('office.securityQuestion.replace') : t('office.securityQuestion.set')}
        </button>
        {current ? (
          <button type="button" className="button button--secondary" disabled={busy || password === ''} onClick={() => void change(true)}>
            {t('office.securityQuestion.remove')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
