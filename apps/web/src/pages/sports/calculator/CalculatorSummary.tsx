import { formatCoefView, NO_ODDS, type CoefViewId } from '@betting/coupon';
import { formatMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CalculatorResult } from './calculate';
import { $betType, $currency, $oddsView, $result, $systemChoices, $systemValue, calculatorCleared } from './model';

/** The bet at a glance (the right column on wide screens, under the form on phones); the figures are a polite live region. */
export function CalculatorSummary() {
  const { t } = useTranslation('pages');
  const [type, k, choices, cleared] = useUnit([$betType, $systemValue, $systemChoices, calculatorCleared]);
  const combo = choices.find((choice) => choice.value === k)?.combo;
  return (
    <section className="betting-calc__summary" aria-labelledby="betting-calc-summary-title">
      <h2 className="betting-calc__summary-title">
        <span id="betting-calc-summary-title">{t('bettingCalculator.summary')}</span>
        <span className="betting-calc__summary-type">
          {t(`bettingCalculator.types.${type}`)}
          {type === 'system' && combo ? ` ${combo}` : ''}
        </span>
      </h2>
      <div className="betting-calc__figures" aria-live="polite" aria-atomic="true" data-testid="calculator-result">
        <Figures />
      </div>
      <button type="button" className="button button--ghost betting-calc__clear" onClick={() => cleared()}>
        {t('bettingCalculator.clear')}
      </button>
    </section>
  );
}

function Figures() {
  const { t, i18n } = useTranslation('pages');
  const [result, currency, view, type] = useUnit([$result, $currency, $oddsView, $betType]);
  if (result.kind === 'incomplete') return <p className="betting-calc__message">{incompleteText(t, result)}</p>;
  if (result.kind === 'tooLarge') return <p className="betting-calc__message betting-calc__message--error">{t('bettingCalculator.tooLarge')}</p>;
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const isSystem = type === 'system';
  return (
    <dl className="betting-calc__list">
      <Row label={t(isSystem ? 'bettingCalculator.averageOdds' : 'bettingCalculator.totalOdds')} value={oddsText(result.odds, view)} testId="calculator-odds" />
      {isSystem ? (
        <>
          <Row label={t('bettingCalculator.lines')} value={String(result.lines)} testId="calculator-lines" />
          <Row label={t('bettingCalculator.winningLines')} value={t('bettingCalculator.winningLinesValue', { won: result.winningLines, lines: result.lines })} testId="calculator-winning-lines" />
        </>
      ) : null}
      <Row label={t('bettingCalculator.totalStake')} value={money(result.totalStake)} testId="calculator-total-stake" />
      {isSystem ? (
        <Row
          label={t('bettingCalculator.stakePerLine')}
          value={result.stakePerLine.exact ? money(result.stakePerLine.amount) : t('bettingCalculator.approximately', { amount: money(result.stakePerLine.amount) })}
          testId="calculator-stake-per-line"
        />
      ) : null}
      <Row label={t('bettingCalculator.payout')} value={money(result.payout)} testId="calculator-return" emphasis="return" />
      <Row label={t('bettingCalculator.profit')} value={money(result.profit)} testId="calculator-profit" emphasis={result.profit > 0 ? 'gain' : result.profit < 0 ? 'loss' : undefined} />
    </dl>
  );
}

function Row({ label, value, testId, emphasis }: { readonly label: string; readonly value: string; readonly testId: string; readonly emphasis?: 'return' | 'gain' | 'loss' | undefined }) {
  return (
    <div className={emphasis ? `betting-calc__row betting-calc__row--${emphasis}` : 'betting-calc__row'}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** A lost express has no odds left (0): shown as the views' "no odds" mark. */
function oddsText(odds: number, view: CoefViewId): string {
  return odds < 1000 ? NO_ODDS : formatCoefView(odds, view);
}

function incompleteText(t: TFunction<'pages'>, result: Extract<CalculatorResult, { kind: 'incomplete' }>): string {
  if (result.legsWithoutOdds.length === 0) return t('bettingCalculator.missingStake');
  const list = result.legsWithoutOdds.map((index) => index + 1).join(', ');
  return result.missingStake ? t('bettingCalculator.missingBoth', { list }) : t('bettingCalculator.missingOdds', { list });
}
