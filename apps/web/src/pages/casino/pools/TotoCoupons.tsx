import type { TotoCoupon } from '@betting/contracts';
import { useTranslation } from 'react-i18next';
import { PoolTable, PoolTicketCell } from './PoolCard';
import { PoolPaged } from './PoolPaged';
import { money } from './pool-format';
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
  return (
    <PoolPaged query={totoCouponsQuery} signedIn={signedIn} isEmpty={(data) => data.coupons.length === 0} emptyText={t('pools.toto.noCoupons')}>
      {(data, view) => (
        <PoolTable titleId="toto-coupons-title" title={t('pools.toto.couponsTitle')} columns={[t('pools.toto.coupon'), t('pools.toto.marks'), t('pools.stake'), t('pools.statusColumn'), t('pools.payout')]} {...view}>
          {data.coupons.map((coupon) => {
            const best = bestOf(coupon);
            return (
              <tr key={coupon.id} data-coupon-id={coupon.id}>
                <PoolTicketCell id={coupon.id} draw={t('pools.toto.drawTitle', { id: coupon.drawId })} at={coupon.placedAt} />
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
        </PoolTable>
      )}
    </PoolPaged>
  );
}
