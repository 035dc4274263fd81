import { BackofficeOperatorPaths, BackofficePaths, StaffCredentialsResponseSchema, StaffSchema, StaffSignInResponseSchema, type StaffCredentialsResponse } from '@betting/contracts';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { BackofficeError, call } from '../api';
import { errorText, texts } from '../texts';

const t = texts.signIn;

/**
 * Password first, then the authenticator's code; only the second step makes a usable session. After an admin's reset
 * the temporary password leads to choosing a new password and a new authenticator, whose first code signs in.
 */
export function SignInPage() {
  const [step, setStep] = useState<'password' | 'reset' | 'code'>('password');
  const [enrolled, setEnrolled] = useState<StaffCredentialsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const router = useRouter();
  const ids = { login: useId(), password: useId(), code: useId(), error: useId(), newPassword: useId() };

  const submit = (work: (form: FormData) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await work(new FormData(event.currentTarget));
    } catch (failure) {
      setError(errorText(failure instanceof BackofficeError ? failure.code : 'unknown'));
    } finally {
      setBusy(false);
    }
  };

  const signIn = submit(async (form) => {
    const answer = await call(StaffSignInResponseSchema, BackofficePaths.signIn, { method: 'POST', body: { login: String(form.get('login') ?? ''), password: String(form.get('password') ?? '') } });
    setEnrolled(null);
    setStep(answer.next === 'reset' ? 'reset' : 'code');
  });
  const choose = submit(async (form) => {
    setEnrolled(await call(StaffCredentialsResponseSchema, BackofficeOperatorPaths.credentials, { method: 'POST', body: { password: String(form.get('password') ?? '') } }));
    setStep('code');
  });
  const verify = submit(async (form) => {
    await call(StaffSchema, BackofficePaths.totp, { method: 'POST', body: { code: String(form.get('code') ?? '').replace(/\s/g, '') } });
    await router.invalidate();
    await navigate({ to: '/' });
  });

  const described = error ? { 'aria-describedby': ids.error, 'aria-invalid': true } : {};
  return (
    <main className="sign-in" id="main">
      <div className="card">
        <p className="brand">{texts.app.title}</p>
        {step === 'password' ? (
          <form key="password" onSubmit={(event) => void signIn(event)} noValidate={false}>
            <h1>{t.heading}</h1>
            <p className="muted">{t.lead}</p>
            <label htmlFor={ids.login}>{t.login}</label>
            <input id={ids.login} name="login" autoComplete="username" required minLength={3} {...described} />
            <label htmlFor={ids.password}>{t.password}</label>
            <input id={ids.password} name="password" type="password" autoComplete="current-password" required {...described} />
            {error && (
              <p className="error" role="alert" id={ids.error}>
                {error}
              </p>
            )}
            <button className="button primary" type="submit" disabled={busy}>
              {t.submit}
            </button>
          </form>
        ) : step === 'reset' ? (
          <form key="reset" onSubmit={(event) => void choose(event)}>
            <h1>{texts.credentials.heading}</h1>
            <p className="muted">{texts.credentials.lead}</p>
            <label htmlFor={ids.newPassword}>{texts.credentials.password}</label>
            <input id={ids.newPassword} name="password" type="password" autoComplete="new-password" required minLength={12} autoFocus {...described} />
            {error && (
              <p className="error" role="alert" id={ids.error}>
                {error}
              </p>
            )}
            <button className="button primary" type="submit" disabled={busy}>
              {texts.credentials.submit}
            </button>
          </form>
        ) : (
          // Keyed: each step's form is new, so no typed value (a new password) is carried into the next step's field.
          <form key="code" onSubmit={(event) => void verify(event)}>
            <h1>{t.codeHeading}</h1>
            {enrolled ? (
              <div className="secret">
                <p>{texts.credentials.secretLead}</p>
                <p>
                  {texts.credentials.secret}: <code data-testid="new-totp-secret">{enrolled.totp_secret}</code>
                </p>
                <p>
                  {texts.credentials.uri}: <code>{enrolled.totp_uri}</code>
                </p>
              </div>
            ) : (
              <p className="muted">{t.codeLead}</p>
            )}
            <label htmlFor={ids.code}>{t.code}</label>
            <input id={ids.code} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required autoFocus {...described} />
            {error && (
              <p className="error" role="alert" id={ids.error}>
                {error}
              </p>
            )}
            <button className="button primary" type="submit" disabled={busy}>
              {t.verify}
            </button>
            <button
              className="button ghost"
              type="button"
              onClick={() => {
                setStep('password');
                setError(null);
              }}
            >
              {t.back}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
