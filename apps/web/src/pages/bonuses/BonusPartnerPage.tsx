import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusesLayout, LoadState, useBonusRoute } from './BonusesLayout';
import { partnerQuery, queryErrorCode } from './catalogue.model';
import { OfferCard } from './OfferCard';

/** `bonuses/partners/{id}` and `offers/partners/{id}`: a partner, its website and the offers made with it. */
export function BonusPartnerPage() {
  const { t } = useTranslation('pages');
  const { lng, id, paths } = useBonusRoute();
  const [answer, error, pending, start] = useUnit([partnerQuery.$data, partnerQuery.$error, partnerQuery.$pending, partnerQuery.start]);
  useEffect(() => {
    start({ id, lng });
  }, [start, id, lng]);
  const current = answer?.partner.id === id ? answer : null;

  if (queryErrorCode(error) === 'partner_not_found') {
    return (
      <BonusesLayout>
        <div className="bonuses-message" role="alert">
          <p>{t('bonuses.partner.notFound')}</p>
          <Link to={paths.list} className="button button--secondary">
            {t('bonuses.offer.backToList')}
          </Link>
        </div>
      </BonusesLayout>
    );
  }
  return (
    <BonusesLayout title={current?.partner.name}>
      <LoadState pending={pending && !current} failed={error !== null} onRetry={() => start({ id, lng })}>
        {current ? (
          <>
            <div className="card bonus-hero">
              <p className="bonus-hero__summary">{current.partner.description}</p>
              {current.partner.url ? (
                <p>
                  <a href={current.partner.url} target="_blank" rel="noopener noreferrer">
                    {t('bonuses.partner.website')}
                    <span className="visually-hidden"> ({t('bonuses.partner.newWindow')})</span>
                  </a>
                </p>
              ) : null}
            </div>
            <h2 className="bonuses-subtitle">{t('bonuses.partner.offers', { name: current.partner.name })}</h2>
            {current.offers.length === 0 ? (
              <p className="bonuses-message">{t('bonuses.empty')}</p>
            ) : (
              <ul className="bonus-grid">
                {current.offers.map((offer) => (
                  <li key={offer.id}>
                    <OfferCard offer={offer} href={paths.offer(offer.id)} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </LoadState>
    </BonusesLayout>
  );
}
