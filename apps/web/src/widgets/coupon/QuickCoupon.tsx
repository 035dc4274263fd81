import { convertOdds, COUPON_TYPE, quickStakes, type CouponBet } from '@betting/coupon';
import { formatMoney } from '@betting/kernel';
import { useStoreMap, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { coupon } from '../../entities/coupon/coupon';
import { $coefView } from '../../entities/line/line-settings';
import { PlaceButton } from './PlaceButton';

const TYPE_KEYS: Readonly<Record<number, string>> = {
  [COUPON_TYPE.single]: 'single',
  [COUPON_TYPE.express]: 'express',
  [COUPON_TYPE.system]: 'system',
  [COUPON_TYPE.systemRelated]: 'system',
  [COUPON_TYPE.multipleSingles]: 'multipleSingles',
};

/**
 * The quick coupon (spec §3 "quick coupon visible"): the slip folded to what a fast bettor needs — one line per pick,
 * the coupon's type and coefficient, one-tap stakes inside the limits that apply (`quickStakes`), the possible win
 * and the same "Place bet" with every reason it cannot place. The full slip is one switch away.
 */
export function QuickCoupon() {
  const { t, i18n } = useTranslation('pages');
  const [bets, typeId, coefText, possibleWin, account, amount, amountChanged, limits] = useUnit([
    coupon.$bets,
    coupon.$typeId,
    coupon.$coefText,
    coupon.$possibleWin,
    coupon.$account,
    coupon.$amount,
    coupon.amountChanged,
    coupon.$amountLimits,
  ]);
  const usesAmount = typeId !== COUPON_TYPE.multipleSingles;
  return (
    <div className="coupon quick-coupon" data-testid="quick-coupon">
      <ul className="quick-coupon__bets">
        {bets.map((bet) => (
          <QuickBet key={bet.id} bet={bet} />
        ))}
      </ul>
      <p className="quick-coupon__summary">
        <span>{t(`coupon.types.${TYPE_KEYS[typeId] ?? 'single'}`)}</span>
        {coefText ? <strong data-testid="quick-coupon-coef">{coefText}</strong> : null}
      </p>
      {usesAmount && account ? (
        <div className="quick-coupon__stakes" role="group" aria-label={t('coupon.quick.stakes')}>
          {quickStakes(account.currency, limits).map((stake) => (
            <button key={stake} type="button" className="chip" aria-pressed={amount === stake} onClick={() => amountChanged(stake)}>
              {formatMoney(stake, account.currency, i18n.language)}
            </button>
          ))}
        </div>
      ) : (
        <p className="coupon__hint">{t('coupon.quick.fullForSingles')}</p>
      )}
      {account ? (
        <p className="quick-coupon__win">
          <span>{t('coupon.possibleWin')}</span>
          <strong data-testid="quick-coupon-win">{formatMoney(possibleWin, account.currency, i18n.language)}</strong>
        </p>
      ) : null}
      <PlaceButton />
    </div>
  );
}

function QuickBet({ bet }: { readonly bet: CouponBet }) {
  const { t } = useTranslation('pages');
  const label = useStoreMap({ store: coupon.$labels, keys: [bet.id], fn: (labels, [id]) => labels[id] ?? null });
  const [view, removed] = useUnit([$coefView, coupon.betRemoved]);
  const game = label?.gameName ?? `${bet.opponent1NameEn} – ${bet.opponent2NameEn}`;
  const locked = bet.isBlocked || bet.isFinished;
  return (
    <li className={`quick-coupon__bet${locked ? ' quick-coupon__bet--locked' : ''}`}>
      <span className="quick-coupon__pick">
        <span className="quick-coupon__game">{game}</span>
        <span className="quick-coupon__outcome">
          {label?.outcomeName ?? ''}
          {locked ? ` · ${t(bet.isFinished ? 'coupon.betFinished' : 'coupon.betLocked')}` : ''}
        </span>
      </span>
      <span className="quick-coupon__coef" aria-live="polite">
        {convertOdds(bet.market.coef / 1000, view)}
      </span>
      <button type="button" className="coupon-bet__remove" aria-label={t('coupon.remove', { game })} onClick={() => removed(bet.id)}>
        ×
      </button>
    </li>
  );
}
