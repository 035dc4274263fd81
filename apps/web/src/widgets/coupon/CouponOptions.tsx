import { formatMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { coupon } from '../../entities/coupon/coupon';
import { MoneyInput } from './MoneyInput';

/**
 * One-click betting (spec §4: turning it on with bets in the slip asks first, since the slip is cleared) and the
 * slip's promo code, checked by the server before it is put on the coupon.
 */
export function OneClickOption() {
  const { t, i18n } = useTranslation('pages');
  const [active, asking, settings, account, toggled, confirmed, cancelled, settingsChanged] = useUnit([
    coupon.$isOneClickActive,
    coupon.$oneClickConfirmation,
    coupon.$settings,
    coupon.$account,
    coupon.oneClickToggled,
    coupon.oneClickConfirmed,
    coupon.oneClickCancelled,
    coupon.settingsChanged,
  ]);
  return (
    <div className="coupon__option">
      <label className="coupon__switch">
        <input type="checkbox" role="switch" checked={active} onChange={(event) => toggled(event.target.checked)} />
        {t('coupon.oneClick')}
      </label>
      {asking ? (
        <div className="coupon__confirm" role="alertdialog" aria-label={t('coupon.oneClick')}>
          <p>{t('coupon.oneClickClears')}</p>
          <div className="coupon__confirm-actions">
            <button type="button" className="button button--primary" onClick={() => confirmed()}>
              {t('coupon.oneClickConfirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => cancelled()}>
              {t('coupon.oneClickCancel')}
            </button>
          </div>
        </div>
      ) : null}
      {active && account ? (
        <>
          <MoneyInput label={t('coupon.oneClickAmount')} iso={account.currency} value={settings.oneClickAmount} onChange={(amount) => settingsChanged({ oneClickAmount: amount })} locale={i18n.language} />
          <p className="coupon__hint">{t('coupon.oneClickHint', { amount: formatMoney(settings.oneClickAmount, account.currency, i18n.language) })}</p>
        </>
      ) : null}
    </div>
  );
}

export function PromoCodeOption() {
  const { t } = useTranslation('pages');
  const [manual, promoCode, check, changed, submitted, removed] = useUnit([coupon.$manualPromoCode, coupon.$promoCode, coupon.$promoCheck, coupon.manualPromoCodeChanged, coupon.promoCodeSubmitted, coupon.promoCodeRemoved]);
  const id = useId();
  if (promoCode !== '') {
    return (
      <p className="coupon__promo-applied" role="status">
        {t('coupon.promoApplied', { code: promoCode })}{' '}
        <button type="button" className="button button--ghost" onClick={() => removed()}>
          {t('coupon.promoRemove')}
        </button>
      </p>
    );
  }
  return (
    <form
      className="coupon__field"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <label htmlFor={id}>{t('coupon.promoLabel')}</label>
      <div className="coupon__load-row">
        <input id={id} value={manual} onChange={(event) => changed(event.target.value)} autoComplete="off" maxLength={32} />
        <button type="submit" className="button button--secondary">
          {t('coupon.promoApply')}
        </button>
      </div>
      {check && check.status !== 'valid' ? (
        <p className="coupon__error" role="alert">
          {t(`coupon.promoStatuses.${check.status}`)}
        </p>
      ) : null}
    </form>
  );
}
