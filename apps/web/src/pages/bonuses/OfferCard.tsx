import type { BonusOfferCard } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OfferFacts } from './OfferFacts';

/** One offer in a list: its categories, title (the link to its page), summary and figures. */
export function OfferCard({ offer, href }: { readonly offer: BonusOfferCard; readonly href: string }) {
  const { t } = useTranslation('pages');
  const titleId = `offer-${offer.id}-title`;
  return (
    <article className={`bonus-card bonus-card--${offer.categories[0] ?? 'bonuses'}`} aria-labelledby={titleId}>
      <ul className="bonus-card__tags" aria-label={t('bonuses.categoriesLabel')}>
        {offer.categories.map((category) => (
          <li key={category}>{t(`bonuses.categories.${category}`)}</li>
        ))}
      </ul>
      <h2 id={titleId} className="bonus-card__title">
        <Link to={href}>{offer.title}</Link>
      </h2>
      <p className="bonus-card__summary">{offer.summary}</p>
      <OfferFacts offer={offer} compact />
      <Link to={href} className="button button--secondary bonus-card__more" aria-describedby={titleId}>
        {t('bonuses.details')}
      </Link>
    </article>
  );
}

/** Placeholders while the list loads, the size of real cards (no layout jump). */
export function OfferCardSkeletons({ count = 6 }: { readonly count?: number }) {
  return (
    <ul className="bonus-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="bonus-card bonus-card--skeleton">
          <span className="bonuses-skeleton bonuses-skeleton--line" />
          <span className="bonuses-skeleton bonuses-skeleton--title" />
          <span className="bonuses-skeleton bonuses-skeleton--line" />
          <span className="bonuses-skeleton bonuses-skeleton--line" />
        </li>
      ))}
    </ul>
  );
}
