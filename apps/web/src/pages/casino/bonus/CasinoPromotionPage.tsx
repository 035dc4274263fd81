import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../../shared/api/api';
import { useRouteTitle } from '../../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { CasinoLayout } from '../CasinoLayout';
import { LoadFailed } from '../tournaments/TournamentStates';
import { BonusBlocks } from './BonusBlocks';
import { promotionQuery } from './bonus.queries';
import '../tournaments/tournaments.css';
import { useFormatDate } from '../../../shared/lib/date-time';
import { SitePathLink } from '../../../shared/ui/SitePathLink';

/** `bonus/casino/promotions/{id}`: one casino offer of the content app — period, text, terms and its button. */
export function CasinoPromotionPage() {
  const { t } = useTranslation('pages');
  const { lng, id } = useParams({ from: '/$lng/bonus/casino/promotions/$id' });
  const routeTitle = useRouteTitle();
  const [answer, error, start] = useUnit([promotionQuery.$data, promotionQuery.$error, promotionQuery.start]);
  const valid = /^[a-z0-9-]{1,120}$/.test(id);
  useEffect(() => {
    if (valid) start({ id, lng });
  }, [start, id, lng, valid]);
  const promotion = answer && (answer.slug === id || String(answer.id) === id) ? answer : null;
  useDocumentTitle(promotion?.title ?? routeTitle('casino.bonus-promotion'));
  const formatDate = useFormatDate();
  // Texts in a fallback language say so to screen readers.
  const textLang = promotion && promotion.lang !== lng ? promotion.lang : undefined;
  const back = (
    <Link className="tournament-back" to="/$lng/bonus/casino" params={{ lng }}>
      ← {t('casinoBonus.back')}
    </Link>
  );

  if (!valid || (error && failureCode(error) === 'casino_promotion_not_found')) {
    return (
      <CasinoLayout lng={lng}>
        {back}
        <h1 className="casino__title">{routeTitle('casino.bonus-promotion')}</h1>
        <p className="casino__message" role="alert">
          {t('casinoBonus.promotion.notFound')}
        </p>
      </CasinoLayout>
    );
  }
  return (
    <CasinoLayout lng={lng}>
      {back}
      {error && !promotion ? <LoadFailed message={t('casinoBonus.loadFailed')} onRetry={() => start({ id, lng })} /> : null}
      {!promotion && !error ? <div className="card tournament-hero tournament-card--skeleton" aria-busy="true" /> : null}
      {promotion ? (
        <article className="bonus-casino-detail">
          <header className="card tournament-hero">
            {promotion.coverUrl ? <img className="bonus-casino-detail__cover" src={promotion.coverUrl} alt="" width={880} height={495} /> : null}
            <h1 className="casino__title" lang={textLang}>
              {promotion.title}
            </h1>
            {promotion.summary ? (
              <p className="tournament-hero__summary" lang={textLang}>
                {promotion.summary}
              </p>
            ) : null}
            <p className="bonus-casino-detail__facts">
              {promotion.endsAt
                ? t('casinoBonus.promotion.period', { start: formatDate(promotion.startsAt, 'date'), end: formatDate(promotion.endsAt, 'date') })
                : t('casinoBonus.promotion.from', { start: formatDate(promotion.startsAt, 'date') })}
              {promotion.schedule ? ` · ${promotion.schedule}` : ''}
            </p>
            {promotion.isActive ? (
              promotion.actionPath ? (
                <div>
                  <SitePathLink className="button button--primary" lng={lng} path={promotion.actionPath}>
                    {promotion.actionLabel || t('casinoBonus.item.go')}
                  </SitePathLink>
                </div>
              ) : null
            ) : (
              <p className="bonus-casino-note" role="status">
                {t('casinoBonus.promotion.ended')}
              </p>
            )}
          </header>
          {promotion.body.length > 0 ? (
            <section className="card tournament-section" aria-labelledby="bonus-promotion-about">
              <h2 id="bonus-promotion-about">{t('casinoBonus.promotion.about')}</h2>
              <div lang={textLang}>
                <BonusBlocks blocks={promotion.body} />
              </div>
            </section>
          ) : null}
          {promotion.terms.length > 0 ? (
            <section className="card tournament-section" aria-labelledby="bonus-promotion-terms">
              <h2 id="bonus-promotion-terms">{t('casinoBonus.promotion.terms')}</h2>
              <div lang={textLang}>
                <BonusBlocks blocks={promotion.terms} />
              </div>
            </section>
          ) : null}
        </article>
      ) : null}
    </CasinoLayout>
  );
}
