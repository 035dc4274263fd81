import { formatCoefView, type CoefViewId } from '@betting/coupon';
import { ALLOWED_COEF_VIEW_IDS } from '@betting/settings';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_TYPES } from './calculate';
import { $betType, $legCount, $legCountOptions, $oddsView, $systemChoices, $systemValue, betTypeChanged, legCountChanged, oddsViewChanged, systemValueChanged } from './model';

/** An example price in each view's option, so the bettor recognises the format (1.85 in every view). */
const EXAMPLE_COEF = 1850;

/** The bet type tabs, the odds format, how many selections and, for a system, k of n. */
export function BetSetup() {
  const { t } = useTranslation('pages');
  const id = useId();
  const [type, typeChanged, view, viewChanged] = useUnit([$betType, betTypeChanged, $oddsView, oddsViewChanged]);
  return (
    <div className="betting-calc__setup">
      <div className="betting-calc__field betting-calc__field--wide">
        <span className="betting-calc__label" id={`${id}-type`}>
          {t('bettingCalculator.betType')}
        </span>
        <div className="betting-calc__tabs" role="group" aria-labelledby={`${id}-type`}>
          {BET_TYPES.map((option) => (
            <button key={option} type="button" className="betting-calc__tab" aria-pressed={type === option} onClick={() => typeChanged(option)}>
              {t(`bettingCalculator.types.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="betting-calc__field">
        <label className="betting-calc__label" htmlFor={`${id}-view`}>
          {t('bettingCalculator.oddsView')}
        </label>
        <select id={`${id}-view`} className="betting-calc__control" value={view} onChange={(event) => viewChanged(Number(event.target.value) as CoefViewId)}>
          {ALLOWED_COEF_VIEW_IDS.map((option) => (
            <option key={option} value={option}>
              {`${t(`bettingCalculator.views.${option}`)} · ${formatCoefView(EXAMPLE_COEF, option)}`}
            </option>
          ))}
        </select>
      </div>
      {type === 'single' ? null : <LegCountField />}
      {type === 'system' ? <SystemField /> : null}
    </div>
  );
}

function LegCountField() {
  const { t } = useTranslation('pages');
  const id = useId();
  const [count, options, changed] = useUnit([$legCount, $legCountOptions, legCountChanged]);
  return (
    <div className="betting-calc__field">
      <label className="betting-calc__label" htmlFor={id}>
        {t('bettingCalculator.legCount')}
      </label>
      <select id={id} className="betting-calc__control" value={count} onChange={(event) => changed(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function SystemField() {
  const { t } = useTranslation('pages');
  const id = useId();
  const [value, choices, changed] = useUnit([$systemValue, $systemChoices, systemValueChanged]);
  return (
    <div className="betting-calc__field">
      <label className="betting-calc__label" htmlFor={id}>
        {t('bettingCalculator.system')}
      </label>
      <select id={id} className="betting-calc__control" value={value} onChange={(event) => changed(Number(event.target.value))}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t('bettingCalculator.systemOption', { combo: choice.combo, lines: choice.lines })}
          </option>
        ))}
      </select>
    </div>
  );
}
