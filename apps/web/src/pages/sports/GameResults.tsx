import type { LineMarketGroup, LineOutcome, OutcomeResult } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $liveResults } from '../../entities/line/line-stream';

const SHOWN: readonly OutcomeResult[] = ['won', 'half_won', 'half_lost', 'void'];

/** A finished game's markets as settled: per market, the outcomes that won (or half won, half lost, were void). */
export function GameResults({ groups }: { readonly groups: readonly LineMarketGroup[] }) {
  const { t } = useTranslation('pages');
  const live = useUnit($liveResults);
  const resultOf = (outcome: LineOutcome): OutcomeResult | null => live[outcome.id] ?? outcome.result;
  return (
    <section className="game-results" aria-labelledby="game-results-title">
      <h2 id="game-results-title" className="section-title">
        {t('results.settledMarkets')}
      </h2>
      {groups.length === 0 ? <p className="sports-message">{t('results.noMarkets')}</p> : null}
      {groups.map((group) => (
        <details key={group.id} className="market-group" open={group === groups[0]}>
          <summary className="market-group__title">{group.name}</summary>
          <dl className="game-results__list">
            {group.markets.map((market) => {
              const shown = market.outcomes.filter((outcome) => {
                const result = resultOf(outcome);
                return result !== null && SHOWN.includes(result);
              });
              const pending = market.outcomes.some((outcome) => resultOf(outcome) === null);
              return (
                <div key={market.id} className="game-results__market">
                  <dt className="game-results__name">{market.name}</dt>
                  <dd className="game-results__outcomes">
                    {shown.map((outcome) => {
                      const result = resultOf(outcome)!;
                      return (
                        <span key={outcome.id} className={`result-pill result-pill--${result}`}>
                          <span className="result-pill__name">{outcome.name}</span>
                          {result === 'won' ? null : <span className="result-pill__result">{t(`results.outcome.${result}`)}</span>}
                        </span>
                      );
                    })}
                    {shown.length === 0 ? <span className="game-results__none">{pending ? t('results.outcome.pending') : '—'}</span> : null}
                  </dd>
                </div>
              );
            })}
          </dl>
        </details>
      ))}
    </section>
  );
}
