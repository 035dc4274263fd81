import type { PlacedCoupon } from '@betting/contracts';
import type { ReactNode } from 'react';
import { convertOdds } from '@betting/coupon';
import { formatMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $coefView } from '../line/line-settings';
import './placed-coupon.css';
import { useFormatDate } from '../../shared/lib/date-time';

/** "Express", "System 2/3", "Single" — the type as bettors name it. */
export function useCouponTypeName(): (coupon: Pick<PlacedCoupon, 'typeId' | 'systemValue' | 'bets' | 'slipTypeId' | 'isBetBuilder'>) => string {
  const { t } = useTranslation('pages');
  return (coupon) =>
    coupon.isBetBuilder
      ? t('coupon.types.betBuilder')
      : coupon.typeId === 2 || coupon.typeId === 4
      ? t('coupon.types.systemOf', { k: coupon.systemValue ?? 2, n: coupon.bets.length })
      : t(`coupon.types.${coupon.slipTypeId === 10001 ? 'multipleSingles' : coupon.typeId === 1 ? 'express' : 'single'}`);
}

/** A placed coupon as the office history, the print page and the slip's success view show it; `children` go under it (the history's cash out). */
export function PlacedCouponCard({ coupon, heading, href, children }: { readonly coupon: PlacedCoupon; readonly heading: 'h2' | 'h3'; readonly href?: string; readonly children?: ReactNode }) {
  const { t, i18n } = useTranslation('pages');
  const view = useUnit($coefView);
  const typeName = useCouponTypeName();
  const money = (amount: number) => formatMoney(amount, coupon.currency, i18n.language);
  const formatDate = useFormatDate();
  const Heading = heading;
  return (
    <article className={`placed-coupon placed-coupon--${coupon.status}`} aria-labelledby={`coupon-${coupon.id}`}>
      <header className="placed-coupon__head">
        <Heading id={`coupon-${coupon.id}`} className="placed-coupon__title">
          {href ? <a href={href}>{t('coupon.number', { id: coupon.id })}</a> : t('coupon.number', { id: coupon.id })} · {typeName(coupon)}
        </Heading>
        {/* A VIP bet is placed at once past the maximum stake (no review step exists): it says so where it is listed. */}
        {coupon.isVipBet ? (
          <span className="coupon-status coupon-status--vip" data-testid="placed-coupon-vip">
            {t('coupon.vipPlaced')}
          </span>
        ) : null}
        <span className={`coupon-status coupon-status--${coupon.status}`}>{t(`coupon.statuses.${coupon.status}`)}</span>
      </header>
      <ul className="placed-coupon__legs">
        {coupon.bets.map((leg) => (
          <li key={leg.outcomeId} className="placed-coupon__leg">
            <span className="placed-coupon__game">
              {leg.gameName}
              {leg.startAt ? (
                <>
                  {' · '}
                  <time className="placed-coupon__start" dateTime={leg.startAt}>
                    {formatDate(leg.startAt, 'weekdayDayTime')}
                  </time>
                </>
              ) : null}
              {leg.result && leg.gameId !== null ? (
                <>
                  {' · '}
                  <a className="placed-coupon__verify" href={`/${i18n.language}/results/verify/${leg.gameId}`}>
                    {t('lineProof.link')}
                  </a>
                </>
              ) : null}
            </span>
            <span className="placed-coupon__pick">
              {leg.marketName}: <strong>{leg.outcomeName}</strong>
            </span>
            <span className="placed-coupon__coef">{convertOdds(leg.coef / 1000, view)}</span>
            {leg.result ? <span className={`coupon-status coupon-status--${leg.result}`}>{t(`coupon.statuses.${leg.result}`)}</span> : null}
          </li>
        ))}
      </ul>
      <dl className="placed-coupon__facts">
        <div>
          <dt>{t('coupon.placedAt')}</dt>
          <dd>
            <time dateTime={coupon.placedAt}>{formatDate(coupon.placedAt, 'dateTime')}</time>
          </dd>
        </div>
        <div>
          <dt>{t('coupon.coef')}</dt>
          <dd>{convertOdds(coupon.coef / 1000, view)}</dd>
        </div>
        {coupon.linesCount > 1 ? (
          <div>
            <dt>{t('coupon.lines')}</dt>
            <dd>{coupon.linesCount}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('coupon.stake')}</dt>
          <dd>{money(coupon.amount)}</dd>
        </div>
        <div>
          <dt>{coupon.payout === null ? t('coupon.possibleWin') : t('coupon.payout')}</dt>
          <dd className="placed-coupon__win">{money(coupon.payout ?? coupon.possibleWin)}</dd>
        </div>
        {coupon.editedFromId !== null ? (
          <div>
            <dt>{t('coupon.editedFrom')}</dt>
            <dd>{t('coupon.number', { id: coupon.editedFromId })}</dd>
          </div>
        ) : null}
        {coupon.cashedOut > 0 && coupon.status !== 'cashed_out' ? (
          <div>
            <dt>{t('coupon.statuses.cashed_out')}</dt>
            <dd>{money(coupon.cashedOut)}</dd>
          </div>
        ) : null}
      </dl>
      {children}
    </article>
  );
}
