import type { BonusOfferCard } from '@betting/contracts';
import { useTranslation } from 'react-i18next';
import { coefText, useMoney } from './format';

/** An offer's figures as a description list: percentage, cap, wagering, minimum odds, days to wager. */
export function OfferFacts({ offer, compact = false }: { readonly offer: BonusOfferCard; readonly compact?: boolean }) {
  const { t } = useTranslation('pages');
  const money = useMoney();
  const facts: Array<{ key: string; value: string }> = [];
  if (offer.percent !== null) facts.push({ key: 'bonus', value: t('bonuses.values.percent', { percent: offer.percent }) });
  if (offer.max_amount !== null) facts.push({ key: 'upTo', value: money(offer.max_amount, offer.currency) });
  if (offer.wager_multiplier !== null && offer.wager_kind !== null) {
    facts.push({
      key: 'wager',
      value: offer.wager_multiplier === 0 ? t('bonuses.values.noWager') : t(`bonuses.values.wager.${offer.wager_kind}`, { multiplier: offer.wager_multiplier }),
    });
  }
  if (offer.min_coef !== null) facts.push({ key: 'minCoef', value: coefText(offer.min_coef) });
  if (!compact && offer.wager_multiplier) facts.push({ key: 'valid', value: t('bonuses.values.days', { days: offer.valid_days }) });
  if (facts.length === 0) return null;
  return (
    <dl className={compact ? 'bonus-facts bonus-facts--compact' : 'bonus-facts'}>
      {facts.map((fact) => (
        <div key={fact.key} className="bonus-facts__item">
          <dt>{t(`bonuses.facts.${fact.key}`)}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
