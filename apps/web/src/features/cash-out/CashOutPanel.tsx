import type { PlacedCoupon } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoCashOutForm } from './AutoCashOutForm';
import { $cashOutOffers, $cashOutRefusals, cashOut, loadCashOutOfferFx, offerWatched } from './cash-out.model';
import { EditBetForm } from './EditBetForm';
import './cash-out.css';

/**
 * Under an open single or express (a bet builder is not bought back) in the bet history and the slip's open bets:
 * the house's offer (asked again as its games' prices move), taken all or in part; the automatic cash out's target;
 * editing the bet.
 */
export function CashOutPanel({ coupon }: { readonly coupon: PlacedCoupon }) {
  const { t, i18n } = useTranslation('pages');
  const id = useId();
  const [offers, refusals, busy, loading, watch, take] = useUnit([$cashOutOffers, $cashOutRefusals, cashOut.$busy, loadCashOutOfferFx.pending, offerWatched, cashOut.call]);
  const [editing, setEditing] = useState(false);
  // A part chosen for one offer: a new offer (moved, or what is left after a part) starts again from all of it.
  const [part, setPart] = useState<{
    readonly offer: number;
    readonly amount: number;
  } | null>(null);
  if (coupon.status !== 'open' || (coupon.typeId !== 0 && coupon.typeId !== 1) || coupon.slipTypeId !== null || coupon.isBetBuilder === true) return null;
  const quote = offers[coupon.id];
  const money = (amount: number) => formatMoney(amount, coupon.currency, i18n.language);
  const refusal = refusals[coupon.id];
  const ask = () =>
    watch({
      couponId: coupon.id,
      gameIds: coupon.bets.flatMap((leg) => (leg.gameId === null ? [] : [leg.gameId])),
    });

  if (!quote) {
    return (
      <div className="cash-out">
        <button type="button" className="button button--secondary" disabled={loading} onClick={ask}>
          {t('cashOut.ask')}
        </button>
      </div>
    );
  }
  if (quote.offer === null) {
    return (
      <div className="cash-out" role="status">
        <p className="cash-out__none">{t(`cashOut.unavailable.${quote.reason ?? 'closed'}`)}</p>
        <button type="button" className="button button--secondary" disabled={loading} onClick={ask}>
          {t('cashOut.again')}
        </button>
      </div>
    );
  }
  const offer = quote.offer;
  const amount = part !== null && part.offer === offer ? Math.min(part.amount, offer) : offer;
  if (editing) return <EditBetForm coupon={coupon} quote={{ ...quote, offer }} onClose={() => setEditing(false)} />;
  return (
    <div className="cash-out-panel">
      <form
        className="cash-out"
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (amount > 0) take({ couponId: coupon.id, offer, amount });
        }}
      >
        <p id={`${id}-title`} className="cash-out__offer">
          {t('cashOut.offer')} <strong data-testid="cash-out-offer">{money(offer)}</strong>
        </p>
        <label className="cash-out__part" htmlFor={`${id}-part`}>
          {t('cashOut.part')}
          <input
            id={`${id}-part`}
            type="range"
            min={1}
            max={offer}
            step={1}
            value={amount}
            onChange={(event) => setPart({ offer, amount: Number(event.target.value) })}
            aria-valuetext={money(amount)}
          />
          <output htmlFor={`${id}-part`} data-testid="cash-out-amount">
            {money(amount)}
          </output>
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {amount === offer ? t('cashOut.takeAll', { amount: money(amount) }) : t('cashOut.takePart', { amount: money(amount) })}
        </button>
        {refusal ? (
          <p className="cash-out__refusal" role="alert">
            {t(refusal === 'cash_out_changed' ? 'cashOut.changed' : refusal === 'cash_out_unavailable' ? 'cashOut.unavailable.closed' : 'cashOut.failed')}
          </p>
        ) : null}
      </form>
      <div className="cash-out__more">
        <AutoCashOutForm coupon={coupon} />
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
          {t('editBet.open')}
        </button>
      </div>
    </div>
  );
}
