import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestPaths } from './paths';
import type { TopicState } from './use-request-topic';
import './payment-requests.css';

/** A link back to the previous step (above the step's heading). */
export function BackLink({ to, search, children }: { readonly to: string; readonly search?: Readonly<Record<string, unknown>>; readonly children: ReactNode }) {
  return (
    <Link to={to} search={search ?? {}} className="request-back">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}

export interface Choice {
  readonly key: string | number;
  readonly to: string;
  readonly search?: Readonly<Record<string, unknown>>;
  readonly content: ReactNode;
}

/** The options of a step as large links: one tap on a phone, one Tab stop each on a keyboard. */
export function ChoiceList({ choices, label, testId }: { readonly choices: readonly Choice[]; readonly label: string; readonly testId?: string }) {
  return (
    <ul className="request-choices" aria-label={label} data-testid={testId}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <Link to={choice.to} search={choice.search ?? {}} className="request-choices__link">
            <span className="request-choices__content">{choice.content}</span>
            <span className="request-choices__chevron" aria-hidden="true">
              ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A step whose topic is not ready: loading, failed to load, or no such topic (with the way back to the topics). */
export function TopicProblem({ state, paths }: { readonly state: { readonly kind: Exclude<TopicState['kind'], 'ready'> }; readonly paths: RequestPaths }) {
  const { t } = useTranslation('pages');
  if (state.kind === 'loading') {
    return (
      <section className="card office-card" aria-busy="true">
        <p>{t('office.loading')}</p>
      </section>
    );
  }
  return (
    <section className="card office-card">
      <p role="alert">{state.kind === 'failed' ? t('office.loadFailed') : t('office.paymentRequests.topicMissing')}</p>
      <div className="office-actions">
        <Link to={paths.topics} className="button button--secondary">
          {t('office.paymentRequests.chooseAnotherTopic')}
        </Link>
      </div>
    </section>
  );
}

/** Pages of a list: newer, "page x of y", older; nothing when one page holds it all. */
export function Pager({ page, total, pageSize, busy, label, onPage }: { readonly page: number; readonly total: number; readonly pageSize: number; readonly busy: boolean; readonly label: string; readonly onPage: (page: number) => void }) {
  const { t } = useTranslation('pages');
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="office-actions request-pager" aria-label={label}>
      <button type="button" className="button button--secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {t('office.paymentRequests.newer')}
      </button>
      <span aria-live="polite">{t('office.paymentRequests.page', { page, pages })}</span>
      <button type="button" className="button button--secondary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {t('office.paymentRequests.older')}
      </button>
    </nav>
  );
}
