import type { PlacedCoupon } from '@betting/contracts';
import { formatMoney, isOk, parseMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $autoCashOutRefusals, armAutoCashOutFx, disarmAutoCashOutFx } from './auto-cash-out.model';

/** The automatic cash out of an open coupon: the target it is armed at (with Remove), or a field to arm one. */
export function AutoCashOutForm({ coupon }: { readonly coupon: PlacedCoupon }) {
  const { t, i18n } = useTranslation('pages');
  const id = useId();
  const [refusals, arming, disarming, arm, disarm] = useUnit([$autoCashOutRefusals, armAutoCashOutFx.pending, disarmAutoCashOutFx.pending, armAutoCashOutFx, disarmAutoCashOutFx]);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const money = (amount: number) => formatMoney(amount, coupon.currency, i18n.language);
  const refusal = refusals[coupon.id];

  if (coupon.autoCashOutTarget !== null) {
    return (
      <p className="cash-out__auto" data-testid="auto-cash-out-armed">
        {t('cashOut.auto.armed', { amount: money(coupon.autoCashOutTarget) })}
        <button type="button" className="button button--ghost" disabled={disarming} onClick={() => void disarm(coupon.id)}>
          {t('cashOut.auto.remove')}
        </button>
      </p>
    );
  }
  return (
    <form
      className="cash-out__auto"
      onSubmit={(event) => {
        event.preventDefault();
        const target = parseMoney(text, coupon.currency);
        setInvalid(!isOk(target) || target.value <= 0);
        if (isOk(target) && target.value > 0) void arm({ couponId: coupon.id, target: target.value });
      }}
    >
      <label htmlFor={`${id}-target`}>{t('cashOut.auto.label')}</label>
      <input
        id={`${id}-target`}
        className="cash-out__target"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--secondary" disabled={arming}>
        {t('cashOut.auto.set')}
      </button>
      {invalid || refusal ? (
        <p className="cash-out__refusal" role="alert">
          {invalid
            ? t('cashOut.auto.invalid')
            : refusal?.code === 'auto_cash_out_unreachable' && refusal.ceiling !== null
            ? t('cashOut.auto.unreachable', { amount: money(refusal.ceiling) })
            : t('cashOut.failed')}
        </p>
      ) : null}
    </form>
  );
}
