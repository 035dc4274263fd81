import { ExpressOfTheDayResponseSchema, type ExpressOfTheDay as Express } from '@betting/contracts';
import { convertOdds } from '@betting/coupon';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadExpressOfTheDayFx } from '../../entities/coupon/coupon-api';
import { coupon } from '../../entities/coupon/coupon';
import { $accumulatorOfTheDay, $coefView } from '../../entities/line/line-settings';
import { pageRequests } from '../../shared/api/page-requests';
import { prefetchedAnswer } from '../../shared/api/first-view-data';
import './express-of-the-day.css';
import { useFormatDate } from '../../shared/lib/date-time';

/**
 * The express of the day (home page): the operator's express of prematch favourites with its boost, added to the
 * coupon in one press. Nothing is shown when the day has none open for bets.
 */
export function ExpressOfTheDay({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const [view, inCouponId, settings, added, adding, load, enabled] = useUnit([$coefView, coupon.$expressId, coupon.$settings, coupon.expressOfTheDayAdded, coupon.$addingExpress, loadExpressOfTheDayFx, $accumulatorOfTheDay]);
  // The server's first HTML carried the day's express: the first render shows it as it did.
  const [express, setExpress] = useState<Express | null>(() => prefetchedAnswer(pageRequests.expressOfTheDay(), ExpressOfTheDayResponseSchema)?.expresses[0] ?? null);
  useEffect(() => {
    let current = true;
    load().then(
      (answer) => current && setExpress(answer.expresses[0] ?? null),
      () => current && setExpress(null),
    );
    return () => {
      current = false;
    };
  }, [load, lng]);
  const formatDate = useFormatDate();
  if (express === null || !enabled) return null;
  const odds = (thousandths: number) => convertOdds(thousandths / 1000, view);
  const state = inCouponId === express.id ? 'inCoupon' : settings.expressId === express.id ? 'placed' : 'offer';
  return (
    <section className="express-day" aria-labelledby="express-day-title" data-testid="express-of-the-day">
      <header className="express-day__head">
        <h2 className="express-day__title" id="express-day-title">
          {t('expressOfTheDay.title')}
        </h2>
        <span className="express-day__boost">{t('expressOfTheDay.boost', { percent: (express.boost - 1000) / 10 })}</span>
      </header>
      <ol className="express-day__legs">
        {express.bets.map((leg) => (
          <li key={leg.outcomeId} className="express-day__leg">
            <span className="express-day__meta">
              {leg.sportName} · {leg.champName} · <time dateTime={leg.startAt}>{formatDate(leg.startAt, 'weekdayTime')}</time>
            </span>
            <span className="express-day__game">{leg.gameName}</span>
            <span className="express-day__pick">
              {leg.marketName}: {leg.outcomeName}
            </span>
            <span className="express-day__coef">{odds(leg.coef)}</span>
          </li>
        ))}
      </ol>
      <footer className="express-day__foot">
        <p className="express-day__total">
          {t('expressOfTheDay.total')} <s aria-label={t('expressOfTheDay.without', { coef: odds(express.coef) })}>{odds(express.coef)}</s>{' '}
          <strong data-testid="express-of-the-day-coef">{odds(express.boostedCoef)}</strong>
        </p>
        <button type="button" className="button button--primary" disabled={adding || state !== 'offer'} onClick={() => added(express)}>
          {t(`expressOfTheDay.${state}`)}
        </button>
      </footer>
    </section>
  );
}
