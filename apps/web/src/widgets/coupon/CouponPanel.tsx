import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { coupon } from '../../entities/coupon/coupon';
import { CouponBody } from './CouponBody';

/** The coupon in the sportsbook's right column (and the phone's sheet): a heading with the count and the quick-coupon switch, then the slip. */
export function CouponPanel({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const [bets, quick, quickChanged] = useUnit([coupon.$bets, coupon.$isQuickCouponVisible, coupon.quickCouponVisibilityChanged]);
  const count = bets.length;
  return (
    <section className="coupon-panel" aria-labelledby="coupon-title">
      <div className="coupon-panel__head">
        <h2 className="coupon-panel__title" id="coupon-title">
          {t('coupon.title')} {count > 0 ? <span className="coupon-panel__count">{count}</span> : null}
        </h2>
        {count > 0 ? (
          <label className="coupon__switch coupon-panel__quick">
            <input type="checkbox" role="switch" checked={quick} data-testid="quick-coupon-switch" onChange={(event) => quickChanged(event.target.checked)} />
            {t('coupon.quick.toggle')}
          </label>
        ) : null}
      </div>
      <CouponBody lng={lng} />
    </section>
  );
}
