import { isFieldLocked, type LimitSectionView } from '@betting/limits';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../../entities/accounts/accounts.model';
import { useFormatMoment } from '../../../shared/lib/use-format-moment';
import { OfficeLayout } from '../layout/OfficeLayout';
import { entriesOf, isoOfSeconds, responsibleNotices } from './format';
import { LimitField } from './LimitField';
import { limitsPage } from './responsible.model';
import './responsible.css';

function LimitSectionCard({ section, iso }: { readonly section: LimitSectionView; readonly iso: string | null }) {
  const { t } = useTranslation('pages');
  const limits = useUnit(limitsPage.$limits);
  const titleId = `responsible-${section.id}-title`;
  return (
    <section className="card office-card limit-section" aria-labelledby={titleId} data-testid={`limit-section-${section.id}`}>
      <h2 id={titleId}>{t(`responsible.sections.${section.id}.title`)}</h2>
      <p>{t(`responsible.sections.${section.id}.text`)}</p>
      {section.locked ? (
        <p className="limit-section__locked" role="note">
          <span aria-hidden="true">🔒 </span>
          {t('responsible.sectionLocked')}
        </p>
      ) : null}
      <div className="limit-section__fields">
        {section.types.map((type) => {
          const { current, pending } = entriesOf(limits, type);
          // A pending change alone leaves the field open: a stricter value still applies at once (spec §4); the section
          // locks (feature flag, self-limitation) and running periods close it.
          return <LimitField key={type} type={type} current={current} pending={pending} iso={iso} disabled={section.locked || isFieldLocked(limits, type)} />;
        })}
      </div>
    </section>
  );
}

function PageNotices() {
  const { t } = useTranslation('pages');
  const formatMoment = useFormatMoment();
  const limits = useUnit(limitsPage.$limits);
  const { depositPending, selfExclusion, timeOut } = responsibleNotices(limits);
  if (!depositPending && !selfExclusion && !timeOut) return null;
  return (
    <div className="limit-notices" role="status" aria-live="polite">
      {selfExclusion ? <p className="limit-notice limit-notice--danger">{t('responsible.notices.selfExclusion', { date: formatMoment(isoOfSeconds(selfExclusion.endsAt)) })}</p> : null}
      {timeOut ? <p className="limit-notice limit-notice--warning">{t('responsible.notices.timeOut', { date: formatMoment(isoOfSeconds(timeOut.endsAt)) })}</p> : null}
      {depositPending ? <p className="limit-notice">{t('responsible.notices.depositPending', { date: formatMoment(isoOfSeconds(depositPending.endsAt)) })}</p> : null}
    </div>
  );
}

/** `office/responsible`: the five limit sections (deposit, self-limitation, reality checks, wagering, loss). */
export function ResponsiblePage() {
  const { t } = useTranslation('pages');
  const [opened, sections, loadFailed, busy, limits, main] = useUnit([
    limitsPage.pageOpened,
    limitsPage.$sections,
    limitsPage.$loadFailed,
    limitsPage.$busy,
    limitsPage.$limits,
    accounts.$mainAccount,
  ]);
  useEffect(() => opened(), [opened]);
  const iso = main?.iso ?? null;
  const loading = busy && limits.length === 0 && !loadFailed;
  return (
    <OfficeLayout routeId="office.responsible">
      <p className="limit-intro">{t('responsible.intro')}</p>
      <PageNotices />
      {loadFailed ? (
        <div className="office-alert office-alert--shown" role="alert">
          <span>{t('responsible.loadFailed')} </span>
          <button type="button" className="button button--secondary" onClick={() => opened()}>
            {t('responsible.retry')}
          </button>
        </div>
      ) : null}
      {loading ? (
        <p aria-busy="true">{t('office.loading')}</p>
      ) : (
        sections.map((section) => <LimitSectionCard key={section.id} section={section} iso={iso} />)
      )}
    </OfficeLayout>
  );
}
