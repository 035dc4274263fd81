import { CouponResponseSchema, couponPath, type PlacedCoupon } from '@betting/contracts';
import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacedCouponCard } from '../../entities/coupon/PlacedCouponCard';
import { apiRequest, failureCode } from '../../shared/api/api';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

/** `print-coupon/{couponId}` (digits only): one of the bettor's coupons, laid out for paper, with a print button. */
export function PrintCouponPage() {
  const { t } = useTranslation('pages');
  const { couponId = '' } = useParams({ strict: false }) as { couponId?: string };
  const [state, setState] = useState<{ coupon: PlacedCoupon } | { error: string } | null>(null);
  useEffect(() => {
    let current = true;
    apiRequest({ method: 'GET', path: couponPath(couponId), schema: CouponResponseSchema }).then(
      (answer) => current && setState({ coupon: answer.coupon }),
      (failure: unknown) => current && setState({ error: failureCode(failure) }),
    );
    return () => {
      current = false;
    };
  }, [couponId]);
  useDocumentTitle(t('coupon.number', { id: couponId }));
  return (
    <div className="page print-coupon">
      <h1 className="sports-page__title">{t('coupon.number', { id: couponId })}</h1>
      {state === null ? <p aria-busy="true">{t('office.loading')}</p> : null}
      {state && 'error' in state ? <p role="alert">{t(state.error === 'coupon_not_found' ? 'coupon.notFound' : 'sports.loadFailed')}</p> : null}
      {state && 'coupon' in state ? (
        <>
          <PlacedCouponCard coupon={state.coupon} heading="h2" />
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
