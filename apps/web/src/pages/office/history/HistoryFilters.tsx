import { BET_HISTORY_PERIODS } from '@betting/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Period = (typeof BET_HISTORY_PERIODS)[number];

/** The office histories' filters: the period chips, then the page's own selects (`HistorySelect`s as children). */
export function HistoryFilters({ period, onPeriod, children }: { readonly period: Period; readonly onPeriod: (period: Period) => void; readonly children: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <div className="chip-row" role="group" aria-label={t('betHistory.period')}>
        {BET_HISTORY_PERIODS.map((value) => (
          <button key={value} type="button" className="chip" aria-pressed={period === value} onClick={() => onPeriod(value)}>
            {t(`betHistory.periods.${value}`)}
          </button>
        ))}
      </div>
      <div className="bet-history__selects">{children}</div>
    </>
  );
}

interface SelectProps<Value extends string> {
  readonly label: string;
  readonly value: Value;
  readonly values: readonly Value[];
  readonly optionLabel: (value: Value) => string;
  readonly onChange: (value: Value) => void;
}

/** One labelled select of a history's filters, its options the given values. */
export function HistorySelect<Value extends string>({ label, value, values, optionLabel, onChange }: SelectProps<Value>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="field__input" value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {values.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
