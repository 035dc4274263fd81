import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { coupon } from '../../entities/coupon/coupon';
import { CouponBody } from './CouponBody';

/** The coupon in the sportsbook's right column: a heading with the count, then the slip. */
export function CouponPanel({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const count = useUnit(coupon.$bets).length;
  return (
    <section className="coupon-panel" aria-labelledby="coupon-title">
      <h2 className="coupon-panel__title" id="coupon-title">
        {t('coupon.title')} {count > 0 ? <span className="coupon-panel__count">{count}</span> : null}
      </h2>
      <CouponBody lng={lng} />
    </section>
  );
}
