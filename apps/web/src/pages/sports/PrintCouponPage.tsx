import { useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { placedCouponQuery } from '../../entities/coupon/coupon-api';
import { PlacedCouponCard } from '../../entities/coupon/PlacedCouponCard';
import { failureCode } from '../../shared/api/api';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

/** `print-coupon/{couponId}` (digits only): one of the bettor's coupons, laid out for paper, with a print button. */
export function PrintCouponPage() {
  const { t } = useTranslation('pages');
  const { couponId } = useParams({ from: '/$lng/print-coupon/$couponId' });
  const [coupon, error, start] = useUnit([placedCouponQuery.$data, placedCouponQuery.$error, placedCouponQuery.start]);
  useEffect(() => {
    start(couponId);
  }, [start, couponId]);
  useDocumentTitle(t('coupon.number', { id: couponId }));
  const shown = coupon && String(coupon.id) === couponId.replace(/^0+/, '') ? coupon : null;
  return (
    <div className="page print-coupon">
      <h1 className="sports-page__title">{t('coupon.number', { id: couponId })}</h1>
      {!shown && !error ? <p aria-busy="true">{t('office.loading')}</p> : null}
      {error && !shown ? <p role="alert">{t(failureCode(error) === 'coupon_not_found' ? 'coupon.notFound' : 'sports.loadFailed')}</p> : null}
      {shown ? (
        <>
          <PlacedCouponCard coupon={shown} heading="h2" />
          <p className="print-coupon__actions">
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              {t('coupon.print')}
            </button>
          </p>
        </>
      ) : null}
    </div>
  );
}
