import { PROMO_CATEGORIES, type PromoCategory } from '@betting/contracts';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusesLayout, LoadState, useBonusRoute } from './BonusesLayout';
import { catalogueQuery } from './catalogue.model';
import { OfferCard, OfferCardSkeletons } from './OfferCard';

/** `bonuses` and `offers`: the catalogue, filtered by a promo category kept in the query (`?category=casino`). */
export function BonusesPage() {
  const { t } = useTranslation('pages');
  const { lng, family, paths } = useBonusRoute();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The route's query rule has already dropped a category the catalogue does not know.
  const category: PromoCategory = useSearch({ from: family === 'offers' ? '/$lng/offers' : '/$lng/bonuses' }).category ?? 'all_bonuses';
  const [catalogue, failed, pending, start] = useUnit([catalogueQuery.$data, catalogueQuery.$failed, catalogueQuery.$pending, catalogueQuery.start]);
  const load = () => start({ lng, category });
  useEffect(() => {
    start({ lng, category });
  }, [start, lng, category]);
  const counts = new Map(catalogue?.categories.map((item) => [item.id, item.count]));
  const choose = (next: PromoCategory) =>
    void navigate({ to: pathname, search: (previous: Record<string, unknown>) => ({ ...previous, category: next === 'all_bonuses' ? undefined : next }), replace: true });
  const shown = catalogue && catalogue.category === category ? catalogue.offers : null;

  return (
    <BonusesLayout nested={false}>
      <div className="bonus-filter" role="group" aria-label={t('bonuses.filterLabel')}>
        {PROMO_CATEGORIES.map((item) => (
          <button key={item} type="button" className="bonus-filter__chip" aria-pressed={item === category} onClick={() => choose(item)}>
            {t(`bonuses.categories.${item}`)}
            {counts.has(item) ? <span className="bonus-filter__count">{counts.get(item)}</span> : null}
          </button>
        ))}
      </div>
      <LoadState pending={pending && !shown} failed={failed} onRetry={load} skeleton={<OfferCardSkeletons />}>
        {shown && shown.length === 0 ? <p className="bonuses-message">{t('bonuses.empty')}</p> : null}
        {shown && shown.length > 0 ? (
          <ul className="bonus-grid" aria-busy={pending}>
            {shown.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} href={paths.offer(offer.id)} />
              </li>
            ))}
          </ul>
        ) : null}
      </LoadState>
    </BonusesLayout>
  );
}
