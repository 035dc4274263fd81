import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefusalCode } from '../../features/identity/auth-errors';
import { FormAlert } from '../../features/identity/FormAlert';

interface Props {
  readonly onSubmit: () => Promise<void>;
  readonly busy: boolean;
  readonly refusal: RefusalCode | null;
  readonly submitLabel: string;
  /** The "remember me" box; left out where the choice was made before (the two-step code). */
  readonly remember?: { readonly checked: boolean; readonly onChange: (remember: boolean) => void };
  /** The form's own fields. */
  readonly children: ReactNode;
  /** After the submit button (the way back from the two-step code). */
  readonly footer?: ReactNode;
}

/** One way of signing in: its fields, remember me, the refusal read out at once, and the submit button. */
export function SignInForm({ onSubmit, busy, refusal, submitLabel, remember, children, footer }: Props) {
  const { t } = useTranslation('pages');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form className="auth-form" onSubmit={submit} aria-describedby="sign-in-alert">
      {children}
      {remember ? (
        <label className="auth-check">
          <input type="checkbox" checked={remember.checked} onChange={(event) => remember.onChange(event.target.checked)} />
          <span>{t('auth.signIn.remember')}</span>
        </label>
      ) : null}
      <FormAlert id="sign-in-alert" refusal={refusal} />
      <button type="submit" className="button button--primary auth-submit" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
      {footer}
    </form>
  );
}
