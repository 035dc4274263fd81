import { formatCoefView, type CoefViewId } from '@betting/coupon';
import { COEF_VIEW } from '@betting/settings';
import { useStoreMap, useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LEG_RESULTS } from './calculate';
import { $legCount, $legs, $oddsView, legOddsChanged, legResultChanged } from './model';

/** Views typed with digits and a point only get the phone's decimal keypad; the others need a sign or a slash. */
const DECIMAL_KEYPAD_VIEWS: readonly CoefViewId[] = [COEF_VIEW.decimal, COEF_VIEW.hongKong, COEF_VIEW.hongKongVariant];
const EXAMPLE_COEF = 1850;

/** One row per selection: its odds in the chosen view and its result. */
export function LegList() {
  const { t } = useTranslation('pages');
  const count = useUnit($legCount);
  return (
    <fieldset className="betting-calc__legs">
      <legend className="betting-calc__label">{t('bettingCalculator.legs')}</legend>
      <ol className="betting-calc__leg-list">
        {Array.from({ length: count }, (_, index) => (
          <LegRow key={index} index={index} />
        ))}
      </ol>
    </fieldset>
  );
}

function LegRow({ index }: { readonly index: number }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const leg = useStoreMap({ store: $legs, keys: [index], fn: (legs, [at]) => legs[at] ?? null });
  const [view, oddsChanged, resultChanged] = useUnit([$oddsView, legOddsChanged, legResultChanged]);
  if (!leg) return null;
  const n = index + 1;
  const invalid = leg.coef === null && leg.text.trim() !== '';
  const example = formatCoefView(EXAMPLE_COEF, view);
  const hint = invalid
    ? t('bettingCalculator.invalidOdds', { view: t(`bettingCalculator.views.${view}`), example })
    : leg.coef !== null && view !== COEF_VIEW.decimal
      ? t('bettingCalculator.decimalHint', { value: formatCoefView(leg.coef, COEF_VIEW.decimal) })
      : '';
  return (
    <li className={`betting-calc__leg betting-calc__leg--${leg.result}`}>
      <span className="betting-calc__leg-number" aria-hidden="true">
        {n}
      </span>
      <div className="betting-calc__leg-odds">
        <label className="visually-hidden" htmlFor={`${id}-odds`}>
          {t('bettingCalculator.legOdds', { n })}
        </label>
        <input
          id={`${id}-odds`}
          className="betting-calc__control betting-calc__odds-input"
          value={leg.text}
          placeholder={example}
          inputMode={DECIMAL_KEYPAD_VIEWS.includes(view) ? 'decimal' : 'text'}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => oddsChanged({ index, text: event.target.value })}
        />
        {hint ? (
          <span id={`${id}-hint`} className={invalid ? 'betting-calc__hint betting-calc__hint--error' : 'betting-calc__hint'}>
            {hint}
          </span>
        ) : null}
      </div>
      <fieldset className="betting-calc__result">
        <legend className="visually-hidden">{t('bettingCalculator.legResult', { n })}</legend>
        {LEG_RESULTS.map((result) => (
          <label key={result} className={`betting-calc__result-option betting-calc__result-option--${result}`}>
            <input type="radio" name={`${id}-result`} value={result} checked={leg.result === result} onChange={() => resultChanged({ index, result })} />
            <span>{t(`bettingCalculator.results.${result}`)}</span>
          </label>
        ))}
      </fieldset>
    </li>
  );
}
