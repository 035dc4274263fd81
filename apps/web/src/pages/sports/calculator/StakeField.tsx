import { currencyByIso } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../widgets/coupon/MoneyInput';
import { STAKE_MODES } from './calculate';
import { $betType, $currency, $stake, $stakeMode, stakeChanged, stakeModeChanged } from './model';

/** The stake in the currency's own decimals (the coupon's MoneyInput); a system's stake is the whole bet or one line. */
export function StakeField() {
  const { t, i18n } = useTranslation('pages');
  const [stake, changed, currency, type, mode, modeChanged] = useUnit([$stake, stakeChanged, $currency, $betType, $stakeMode, stakeModeChanged]);
  const symbol = currencyByIso(currency)?.symbol ?? currency;
  return (
    <div className="betting-calc__stake">
      <MoneyInput label={t('bettingCalculator.stake', { currency: symbol })} iso={currency} value={stake} onChange={changed} locale={i18n.language} />
      {type === 'system' ? (
        <fieldset className="betting-calc__stake-mode">
          <legend className="betting-calc__label">{t('bettingCalculator.stakeMode')}</legend>
          <div className="betting-calc__tabs">
            {STAKE_MODES.map((option) => (
              <label key={option} className="betting-calc__tab betting-calc__tab--radio">
                <input type="radio" name="betting-calc-stake-mode" value={option} checked={mode === option} onChange={() => modeChanged(option)} />
                <span>{t(`bettingCalculator.stakeModes.${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
