import { COEF_ONE, formatMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { coupon } from '../../entities/coupon/coupon';

/**
 * The slip's bet settings (spec §3 coupon settings, §4): what to do when odds change, the exact coefficient (any move
 * refuses the bet, on the server too) and drop on score change (a game's score moving refuses it). Clearing the exact
 * coefficient clears drop on score change; turning drop on score change on turns one-click off (the model's rules).
 * `exactCoef` holds the coefficient step that counts as a move: on, any thousandth.
 */
export function CouponSettingsPanel() {
  const { t } = useTranslation('pages');
  const [settings, settingsChanged] = useUnit([coupon.$settings, coupon.settingsChanged]);
  const id = useId();
  const exact = settings.exactCoef !== null;
  return (
    <details className="coupon__settings" data-testid="coupon-settings">
      <summary>{t('coupon.settings.title')}</summary>
      <div className="coupon__field">
        <label htmlFor={`${id}-policy`}>{t('coupon.policy')}</label>
        <select id={`${id}-policy`} value={settings.changeCoefAction} disabled={exact} onChange={(event) => settingsChanged({ changeCoefAction: Number(event.target.value) as 0 | 1 | 2 })}>
          <option value={0}>{t('coupon.policies.0')}</option>
          <option value={2}>{t('coupon.policies.2')}</option>
          <option value={1}>{t('coupon.policies.1')}</option>
        </select>
      </div>
      <label className="coupon__switch coupon__switch--small">
        <input type="checkbox" role="switch" checked={exact} aria-describedby={`${id}-exact`} onChange={(event) => settingsChanged({ exactCoef: event.target.checked ? COEF_ONE : null })} />
        {t('coupon.settings.exactCoef')}
      </label>
      <p className="coupon__hint" id={`${id}-exact`}>
        {t('coupon.settings.exactCoefHint')}
      </p>
      <label className="coupon__switch coupon__switch--small">
        <input
          type="checkbox"
          role="switch"
          checked={settings.isDropOnScoreChange}
          aria-describedby={`${id}-score`}
          onChange={(event) => settingsChanged({ isDropOnScoreChange: event.target.checked })}
        />
        {t('coupon.settings.dropOnScore')}
      </label>
      <p className="coupon__hint" id={`${id}-score`}>
        {t('coupon.settings.dropOnScoreHint')}
      </p>
    </details>
  );
}

/** Spec §5 vip bet: offered when the operator allows it, the maximum stake is finite, every bet is prematch, not multiple singles. */
export function VipBetOption() {
  const { t, i18n } = useTranslation('pages');
  const [available, vip, toggled, limits, account] = useUnit([coupon.$isVipBetAvailable, coupon.$isVipBet, coupon.vipBetToggled, coupon.$amountLimits, coupon.$account]);
  // Kept on screen while on, so a slip that no longer allows it can turn it off.
  if ((!available && !vip) || !account) return null;
  return (
    <div className="coupon__option coupon__vip">
      <label className="coupon__switch coupon__switch--small">
        <input type="checkbox" role="switch" checked={vip} data-testid="coupon-vip-switch" onChange={(event) => toggled(event.target.checked)} />
        {t('coupon.vipBet')}
      </label>
      {vip && limits.max !== null ? <p className="coupon__hint">{t('coupon.vipBetHint', { max: formatMoney(limits.max, account.currency, i18n.language) })}</p> : null}
    </div>
  );
}
