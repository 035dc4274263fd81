import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { officePathOf } from './bonus-paths';
import { BonusesLayout, LoadState, useBonusRoute } from './BonusesLayout';
import { offerQuery, queryErrorCode } from './catalogue.model';
import { GamesTable } from './GamesTable';
import { OfferFacts } from './OfferFacts';
import { paragraphs } from './format';

/** `bonus/{id}` and `offer/{id}`: one offer with its figures, description, terms, games and partner. */
export function BonusPage() {
  const { t } = useTranslation('pages');
  const { lng, id, paths } = useBonusRoute();
  const [offer, error, pending, start] = useUnit([offerQuery.$data, offerQuery.$error, offerQuery.$pending, offerQuery.start]);
  useEffect(() => {
    start({ id, lng });
  }, [start, id, lng]);
  const current = offer?.id === id ? offer : null;
  const missing = queryErrorCode(error) === 'offer_not_found';

  if (missing) {
    return (
      <BonusesLayout>
        <div className="bonuses-message" role="alert">
          <p>{t('bonuses.offer.notFound')}</p>
          <Link to={paths.list} className="button button--secondary">
            {t('bonuses.offer.backToList')}
          </Link>
        </div>
      </BonusesLayout>
    );
  }
  const office = current ? officePathOf(current.kind, lng) : null;
  return (
    <BonusesLayout title={current?.title}>
      <LoadState pending={pending && !current} failed={error !== null} onRetry={() => start({ id, lng })}>
        {current ? (
          <>
            <div className="card bonus-hero">
              <p className="bonus-hero__summary">{current.summary}</p>
              <OfferFacts offer={current} />
              {office ? (
                <div className="office-actions">
                  <Link to={office} className="button button--primary">
                    {t(`bonuses.cta.${current.kind}`)}
                  </Link>
                </div>
              ) : null}
            </div>
            <section className="card bonus-section" aria-labelledby="offer-about">
              <h2 id="offer-about">{t('bonuses.offer.about')}</h2>
              {paragraphs(current.description).map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
            <section className="card bonus-section" aria-labelledby="offer-terms">
              <h2 id="offer-terms">{t('bonuses.offer.terms')}</h2>
              {paragraphs(current.rules).map((text) => (
                <p key={text}>{text}</p>
              ))}
              <Link to={paths.rules}>{t('bonuses.offer.generalRules')}</Link>
            </section>
            {current.games.length > 0 ? (
              <section className="card bonus-section" aria-labelledby="offer-games">
                <h2 id="offer-games">{t('bonuses.offer.games')}</h2>
                <GamesTable games={current.games} captionId="offer-games" />
              </section>
            ) : null}
            {current.partner ? (
              <section className="card bonus-section" aria-labelledby="offer-partner">
                <h2 id="offer-partner">{t('bonuses.offer.partner')}</h2>
                <p>
                  <Link to={paths.partner(current.partner.id)}>{current.partner.name}</Link>
                </p>
                <p>{current.partner.description}</p>
              </section>
            ) : null}
          </>
        ) : null}
      </LoadState>
    </BonusesLayout>
  );
}
