import { newPasswordProblem } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $userId } from '../../../entities/session/session-state';
import { OfficeAlert, OfficeDone } from '../layout/OfficeAlert';
import { $passwordChanged, $passwordRefusal, changePasswordFx, passwordChangeRejected, passwordChangeSubmitted } from './security.model';

const EMPTY = { current: '', next: '', repeat: '' };

/** Current + new password (twice). The form asks the rule the server asks; the server has the last word. */
export function ChangePasswordForm() {
  const { t } = useTranslation('pages');
  const [values, setValues] = useState(EMPTY);
  const [userId, refusal, changed, pending, submit, reject] = useUnit([$userId, $passwordRefusal, $passwordChanged, changePasswordFx.pending, passwordChangeSubmitted, passwordChangeRejected]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(values.next, { current: values.current, logins: userId === null ? [] : [String(userId)] });
    if (problem) return reject({ code: 'weak_password', reason: problem, field: 'new_password' });
    if (values.next !== values.repeat) return reject({ code: 'passwords_differ', field: 'repeat_password' });
    submit({ current_password: values.current, new_password: values.next });
    setValues(EMPTY);
  };

  const input = (name: keyof typeof EMPTY, field: string, autoComplete: string) => (
    <div className="field office-field">
      <label htmlFor={`password-${name}`}>{t(`office.fields.${field}`)}</label>
      <input
        id={`password-${name}`}
        type="password"
        autoComplete={autoComplete}
        required
        value={values[name]}
        aria-invalid={refusal?.field === field || (name === 'current' && refusal?.code === 'wrong_password') || undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </div>
  );

  return (
    <form className="office-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {input('current', 'current_password', 'current-password')}
      <div className="office-row">
        {input('next', 'new_password', 'new-password')}
        {input('repeat', 'repeat_password', 'new-password')}
      </div>
      <p className="office-field__hint">{t('office.security.passwordRules')}</p>
      <OfficeAlert id="password-alert" refusal={refusal} />
      <OfficeDone text={changed ? t('office.security.passwordChanged', { count: changed.ended_sessions }) : null} />
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('office.security.changePassword')}
        </button>
      </div>
    </form>
  );
}
