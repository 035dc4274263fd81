import type { UserBonus } from '@betting/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../shared/lib/use-format-moment';
import { coefText, useMoney } from '../../bonuses/format';
import { BonusProgress } from './BonusProgress';

/** A granted bonus: title, amount, state, wagering progress and its terms (minimum odds, deadline, release). */
export function BonusItem({ bonus }: { readonly bonus: UserBonus }) {
  const { t } = useTranslation('pages');
  const money = useMoney();
  const moment = useFormatMoment();
  const titleId = `bonus-${bonus.id}-title`;
  return (
    <article className="bonus-item" aria-labelledby={titleId}>
      <div className="bonus-item__head">
        <h3 id={titleId}>{bonus.title}</h3>
        <span className="bonus-item__amount">{money(bonus.amount, bonus.currency)}</span>
      </div>
      <div className="bonus-item__meta">
        <span className={`bonus-state bonus-state--${bonus.state}`}>{t(`bonuses.states.${bonus.state}`)}</span>
        <span>{t(`bonuses.sources.${bonus.source}`)}</span>
        <span>{t(`bonuses.wager.kind.${bonus.wager_kind}`)}</span>
      </div>
      {bonus.wager_required > 0 ? <BonusProgress bonus={bonus} labelId={titleId} /> : null}
      <p className="bonus-item__meta">
        {bonus.min_coef !== null ? <span>{t('bonuses.wager.minCoef', { coef: coefText(bonus.min_coef) })}</span> : null}
        {bonus.state === 'active' ? <span>{t('bonuses.wager.expires', { date: moment(bonus.expires_at) })}</span> : null}
        {bonus.released_amount !== null ? <span>{t(bonus.state === 'expired' ? 'bonuses.wager.forfeited' : 'bonuses.wager.released', { amount: money(bonus.released_amount, bonus.currency) })}</span> : null}
        {bonus.state !== 'active' && bonus.finished_at ? <span>{t('bonuses.wager.finished', { date: moment(bonus.finished_at) })}</span> : null}
      </p>
    </article>
  );
}
