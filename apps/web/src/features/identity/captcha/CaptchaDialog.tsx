import { CAPTCHA_CODES, CaptchaChallengeSchema, CaptchaPaths, CaptchaValidateResponseSchema, type CaptchaChallenge } from '@betting/contracts';
import '../identity.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../shared/api/api';
import { Dialog } from '../../../shared/ui/Dialog';
import type { CaptchaRequest } from './captcha-requests';

type Problem = 'wrong' | 'expired' | 'load_failed' | null;

/** A new picture; the strict kind (113) has more digits. */
const fetchChallenge = (strict: boolean) =>
  apiRequest({ method: 'GET', path: CaptchaPaths.update, query: { captcha_code: strict ? CAPTCHA_CODES.strict : undefined }, schema: CaptchaChallengeSchema });

/**
 * The picture check (codes 100, 111, 112, 113): a server-drawn SVG of digits shown as an image, the visitor types
 * them, the answer is validated first (one try per picture, so a typo costs a new picture and not a sign-in
 * attempt), then the protected call is retried with it.
 */
export function CaptchaDialog({ request }: { readonly request: CaptchaRequest }) {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const inputId = useId();
  const strict = request.code === CAPTCHA_CODES.strict;
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<Problem>(request.code === CAPTCHA_CODES.retry ? 'wrong' : request.code === CAPTCHA_CODES.expired ? 'expired' : null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setChallenge(null);
    setAnswer('');
    try {
      setChallenge(await fetchChallenge(strict));
    } catch {
      setProblem('load_failed');
    }
  }, [strict]);

  useEffect(() => {
    let alive = true;
    fetchChallenge(strict).then(
      (next) => alive && setChallenge(next),
      () => alive && setProblem('load_failed'),
    );
    return () => {
      alive = false;
    };
  }, [strict]);

  const submit = async () => {
    if (!challenge || busy) return;
    setBusy(true);
    try {
      const verdict = await apiRequest({ method: 'POST', path: CaptchaPaths.validate, body: { captcha_id: challenge.captcha_id, answer }, schema: CaptchaValidateResponseSchema });
      if (verdict.valid) {
        request.settle({ captchaId: challenge.captcha_id, answer });
        return;
      }
      setProblem(verdict.captcha_code === CAPTCHA_CODES.expired ? 'expired' : 'wrong');
      await load();
    } catch {
      setProblem('load_failed');
    } finally {
      setBusy(false);
    }
  };

  const problemText = (code: Exclude<Problem, null>) => t(`auth.captcha.problems.${code}`);
  return (
    <Dialog labelledBy={titleId} onClose={() => request.settle(null)} closeLabel={t('auth.close')}>
      <h2 id={titleId}>{t('auth.captcha.title')}</h2>
      <p className="auth-muted">{t('auth.captcha.text', { digits: challenge?.digits ?? (strict ? 6 : 4) })}</p>
      <form
        className="auth-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="auth-captcha__picture">
          {challenge ? <img src={challenge.image} alt={t('auth.captcha.imageAlt')} width={240} height={80} data-captcha-id={challenge.captcha_id} /> : <span className="auth-skeleton" aria-hidden="true" />}
          <button type="button" className="button button--secondary" onClick={() => void load()} disabled={busy}>
            {t('auth.captcha.refresh')}
          </button>
        </div>
        <div className="field auth-field">
          <label htmlFor={inputId}>{t('auth.captcha.answer')}</label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            required
            pattern="\d*"
            maxLength={challenge?.digits ?? 12}
            value={answer}
            onChange={(event) => setAnswer(event.target.value.replace(/\D/g, ''))}
            aria-describedby={`${inputId}-problem`}
          />
        </div>
        <div id={`${inputId}-problem`} className={problem ? 'auth-alert auth-alert--shown' : 'auth-alert'} role="alert" aria-live="assertive">
          {problem ? problemText(problem) : null}
        </div>
        <button type="submit" className="button button--primary auth-submit" disabled={!challenge || busy || answer.length === 0}>
          {t('auth.captcha.submit')}
        </button>
      </form>
    </Dialog>
  );
}
