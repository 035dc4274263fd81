import type { TotoCoupon } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/Pager';
import { dateTime, money } from './pool-format';
import { totoCouponsQuery } from './pools.queries';

/** The most marks right on any line of a settled coupon. */
const bestOf = (coupon: TotoCoupon): number | null => {
  const counts = coupon.linesByCorrect;
  if (!counts) return null;
  for (let correct = counts.length - 1; correct >= 0; correct -= 1) if ((counts[correct] ?? 0) > 0) return correct;
  return 0;
};

/** `toto/coupons`: the signed-in person's coupons, newest first, with their marks and how they ended. */
export function TotoCoupons({ signedIn }: { readonly signedIn: boolean }) {
  const { t, i18n } = useTranslation('pages');
  const [data, failed, pending, start] = useUnit([totoCouponsQuery.$data, totoCouponsQuery.$failed, totoCouponsQuery.$pending, totoCouponsQuery.start]);
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (signedIn) start(page);
  }, [signedIn, start, page]);
  if (!signedIn) return <p className="pools__message">{t('pools.signInToSee')}</p>;
  if (failed) return <p role="alert" className="pools__message">{t('pools.loadFailed')}</p>;
  if (!data) return <p className="pools__message" aria-busy="true">{t('pools.loading')}</p>;
  if (data.coupons.length === 0) return <p className="pools__message">{t('pools.toto.noCoupons')}</p>;
  return (
    <section className="card pools__card" aria-labelledby="toto-coupons-title" aria-busy={pending || undefined}>
      <h2 id="toto-coupons-title">{t('pools.toto.couponsTitle')}</h2>
      <div className="pools__table-wrap">
        <table className="pools__table">
          <thead>
            <tr>
              <th scope="col">{t('pools.toto.coupon')}</th>
              <th scope="col">{t('pools.toto.marks')}</th>
              <th scope="col">{t('pools.stake')}</th>
              <th scope="col">{t('pools.statusColumn')}</th>
              <th scope="col">{t('pools.payout')}</th>
            </tr>
          </thead>
          <tbody>
            {data.coupons.map((coupon) => {
              const best = bestOf(coupon);
              return (
                <tr key={coupon.id} data-coupon-id={coupon.id}>
                  <td>
                    <strong>№{coupon.id}</strong>
                    <span className="pools__muted pools__block">{t('pools.toto.drawTitle', { id: coupon.drawId })}</span>
                    <time className="pools__muted pools__block" dateTime={coupon.placedAt}>
                      {dateTime(coupon.placedAt, i18n.language)}
                    </time>
                  </td>
                  <td>
                    <span className="toto-marks" aria-label={coupon.marks.map((mark, index) => `${index + 1}: ${mark}`).join(', ')}>
                      {coupon.marks.map((mark, index) => (
                        <span key={index} className="toto-marks__mark" aria-hidden="true">
                          {mark}
                        </span>
                      ))}
                    </span>
                    <span className="pools__muted pools__block">{t('pools.toto.lines', { n: coupon.lines })}</span>
                  </td>
                  <td className="pools__amount">{money(coupon.stake, coupon.currency, i18n.language)}</td>
                  <td>
                    <span className={`pools__status pools__status--${coupon.status}`}>{t(`pools.ticketStatus.${coupon.status}`)}</span>
                    {best !== null && coupon.status !== 'refunded' ? <span className="pools__muted pools__block">{t('pools.toto.bestLine', { n: best })}</span> : null}
                  </td>
                  <td className="pools__amount">{coupon.payout === null ? '—' : money(coupon.payout, coupon.currency, i18n.language)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager page={data.paging.pageNumber} pages={data.paging.totalPages} busy={pending} label={t('pools.pages')} onPage={setPage} />
    </section>
  );
}
