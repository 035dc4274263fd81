import { TermsPaths } from '@betting/contracts';
import { safeReturnPath } from '@betting/routing';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { $terms, termsAccepted } from '../../entities/session/session-state';
import { apiRequest, failureCode } from '../../shared/api/api';
import { useFormatMoment } from '../../shared/lib/use-format-moment';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import '../apps/apps-page.css';

/** Spec §2: a signed-in person whose terms changed accepts them here before betting or playing on. */
export function ConfirmTermsPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const search = useSearch({ from: '/$lng/confirm-terms' });
  const [terms, accepted] = useUnit([$terms, termsAccepted]);
  const formatMoment = useFormatMoment();
  const [state, setState] = useState<'idle' | 'sending' | 'failed' | 'outdated'>('idle');
  useDocumentTitle(t('confirmTerms.title'));

  const accept = async () => {
    setState('sending');
    try {
      await apiRequest({ method: 'POST', path: TermsPaths.accept, body: { updatedAt: terms.updatedAt }, schema: z.undefined() });
      accepted();
      const back = search.state === undefined ? null : safeReturnPath(search.state);
      // A full load: every page the person returns to is decided again with the terms accepted.
      window.location.assign(back ?? `/${lng}`);
    } catch (error) {
      setState(failureCode(error) === 'terms_outdated' ? 'outdated' : 'failed');
    }
  };

  return (
    <section className="page apps-page" aria-labelledby="confirm-terms-title">
      <header className="apps-page__hero apps-page__hero--plain">
        <div>
          <h1 id="confirm-terms-title">{t('confirmTerms.title')}</h1>
          <p className="apps-page__lead">{t('confirmTerms.text', { date: formatMoment(terms.updatedAt || null) })}</p>
          <p>
            <Link to="/$lng/information/rules" params={{ lng }} target="_blank">
              {t('confirmTerms.read')}
            </Link>
          </p>
          <button type="button" className="button button--primary" onClick={() => void accept()} disabled={state === 'sending' || !terms.updatedAt}>
            {t('confirmTerms.accept')}
          </button>
          <p role="alert" aria-live="assertive" className="form-error">
            {state === 'failed' ? t('confirmTerms.failed') : state === 'outdated' ? t('confirmTerms.outdated') : ''}
          </p>
        </div>
      </header>
    </section>
  );
}
