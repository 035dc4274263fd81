import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coupon } from '../../entities/coupon/coupon';
import { $isSignedIn } from '../../entities/session/session-state';
import { CouponBody } from './CouponBody';

// Loaded when the bettor opens it: the cash-out forms stay out of the first page's JavaScript.
const OpenBets = lazy(() => import('../../features/cash-out/OpenBets'));

/**
 * The coupon in the sportsbook's right column (and the phone's sheet): a heading with the count and the quick-coupon
 * switch, then the slip; signed in, a switch to the open bets with their cash out.
 */
export function CouponPanel({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const [bets, quick, quickChanged, signedIn] = useUnit([coupon.$bets, coupon.$isQuickCouponVisible, coupon.quickCouponVisibilityChanged, $isSignedIn]);
  const [openBets, setOpenBets] = useState(false);
  const showingOpenBets = openBets && signedIn;
  const count = bets.length;
  return (
    <section className="coupon-panel" aria-labelledby="coupon-title">
      <div className="coupon-panel__head">
        <h2 className="coupon-panel__title" id="coupon-title">
          {t('coupon.title')} {count > 0 ? <span className="coupon-panel__count">{count}</span> : null}
        </h2>
        {count > 0 && !showingOpenBets ? (
          <label className="coupon__switch coupon-panel__quick">
            <input type="checkbox" role="switch" checked={quick} data-testid="quick-coupon-switch" onChange={(event) => quickChanged(event.target.checked)} />
            {t('coupon.quick.toggle')}
          </label>
        ) : null}
        {signedIn ? (
          <button type="button" className="chip coupon-panel__open-bets" aria-pressed={showingOpenBets} onClick={() => setOpenBets(!showingOpenBets)}>
            {t('openBets.toggle')}
          </button>
        ) : null}
      </div>
      {showingOpenBets ? (
        <Suspense fallback={<p className="open-bets__note">{t('openBets.loading')}</p>}>
          <OpenBets lng={lng} />
        </Suspense>
      ) : (
        <CouponBody lng={lng} />
      )}
    </section>
  );
}
