import type { CashOutOfferResponse, CouponBetInput, PlacedCoupon } from '@betting/contracts';
import { convertOdds } from '@betting/coupon';
import { applyCoef, formatMoney, multiplyCoefs } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coupon as slip } from '../../entities/coupon/coupon';
import { $coefView } from '../../entities/line/line-settings';
import { $editBetRefusals, editBet } from './edit-bet.model';

interface Candidate {
  readonly outcomeId: number;
  readonly coef: number;
  readonly label: string;
}

/**
 * Edit bet: keep or drop each open leg of the coupon, add picks from the bet slip; the whole cash-out offer becomes
 * the new coupon's stake at the legs' prices now.
 */
export function EditBetForm({ coupon, quote, onClose }: { readonly coupon: PlacedCoupon; readonly quote: CashOutOfferResponse & { readonly offer: number }; readonly onClose: () => void }) {
  const { t, i18n } = useTranslation('pages');
  const id = useId();
  const [slipBets, labels, view, busy, refusals, send] = useUnit([slip.$bets, slip.$labels, $coefView, editBet.$busy, $editBetRefusals, editBet.call]);
  const priceOf = new Map(quote.legs.map((leg) => [leg.outcomeId, leg.coef]));
  const open: Candidate[] = coupon.bets.flatMap((leg) => {
    const coef = priceOf.get(leg.outcomeId);
    return leg.result === null && coef != null
      ? [
          {
            outcomeId: leg.outcomeId,
            coef,
            label: `${leg.gameName} · ${leg.marketName}: ${leg.outcomeName}`,
          },
        ]
      : [];
  });
  const held = new Set(coupon.bets.map((leg) => leg.outcomeId));
  const fromSlip: Candidate[] = slipBets.flatMap((bet) => {
    const outcomeId = Number(bet.id);
    const label = labels[bet.id];
    return held.has(outcomeId) || bet.isBlocked || bet.isFinished
      ? []
      : [
          {
            outcomeId,
            coef: bet.market.coef,
            label: label ? `${label.gameName} · ${label.marketName}: ${label.outcomeName}` : bet.id,
          },
        ];
  });
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set(open.map((leg) => leg.outcomeId)));
  const [added, setAdded] = useState<ReadonlySet<number>>(() => new Set());
  const chosen: CouponBetInput[] = [...open.filter((leg) => kept.has(leg.outcomeId)), ...fromSlip.filter((leg) => added.has(leg.outcomeId))].map(({ outcomeId, coef }) => ({ outcomeId, coef }));
  const coef = chosen.length > 0 ? multiplyCoefs(chosen.map((leg) => leg.coef)) : null;
  const money = (amount: number) => formatMoney(amount, coupon.currency, i18n.language);
  const toggle = (set: ReadonlySet<number>, outcomeId: number) => {
    const next = new Set(set);
    if (!next.delete(outcomeId)) next.add(outcomeId);
    return next;
  };
  const refusal = refusals[coupon.id];

  return (
    <form
      className="edit-bet"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length > 0) send({ couponId: coupon.id, offer: quote.offer, bets: chosen });
      }}
    >
      <h4 id={`${id}-title`} className="edit-bet__title">
        {t('editBet.title')}
      </h4>
      <fieldset className="edit-bet__legs">
        <legend>{t('editBet.keep')}</legend>
        {open.map((leg) => (
          <label key={leg.outcomeId} className="edit-bet__leg">
            <input type="checkbox" checked={kept.has(leg.outcomeId)} onChange={() => setKept((set) => toggle(set, leg.outcomeId))} />
            <span>{leg.label}</span>
            <span className="edit-bet__coef">{convertOdds(leg.coef / 1000, view)}</span>
          </label>
        ))}
      </fieldset>
      {fromSlip.length > 0 ? (
        <fieldset className="edit-bet__legs">
          <legend>{t('editBet.addFromSlip')}</legend>
          {fromSlip.map((leg) => (
            <label key={leg.outcomeId} className="edit-bet__leg">
              <input type="checkbox" checked={added.has(leg.outcomeId)} onChange={() => setAdded((set) => toggle(set, leg.outcomeId))} />
              <span>{leg.label}</span>
              <span className="edit-bet__coef">{convertOdds(leg.coef / 1000, view)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="edit-bet__hint">{t('editBet.slipHint')}</p>
      )}
      <p className="edit-bet__summary" data-testid="edit-bet-summary">
        {coef === null
          ? t('editBet.none')
          : t('editBet.summary', {
              stake: money(quote.offer),
              coef: convertOdds(coef / 1000, view),
              win: money(applyCoef(quote.offer, coef)),
            })}
      </p>
      <div className="edit-bet__actions">
        <button type="submit" className="button button--primary" disabled={busy || chosen.length === 0}>
          {t('editBet.confirm')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('editBet.cancel')}
        </button>
      </div>
      {refusal ? (
        <p className="cash-out__refusal" role="alert">
          {t(refusal === 'cash_out_changed' ? 'cashOut.changed' : refusal === 'bet_edit_refused' ? 'editBet.unchanged' : refusal === 'coupon_refused' ? 'editBet.refused' : 'cashOut.failed')}
        </p>
      ) : null}
    </form>
  );
}
