import { MAX_BET_BUILDER_LEGS, type LineGame, type LineMarket, type LineMarketGroup, type LineOutcome } from '@betting/contracts';
import { convertOdds } from '@betting/coupon';
import { formatMoney } from '@betting/kernel';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../entities/accounts/accounts.model';
import { $coefView } from '../../entities/line/line-settings';
import { $isSignedIn } from '../../entities/session/session-state';
import { CoefButton } from '../../pages/sports/CoefButton';
import { MoneyInput } from '../../widgets/coupon/MoneyInput';
import { placeErrorText, refusalText } from '../../widgets/coupon/refusal-text';
import { $builderPlaceError, $placedBuilder, builderReset, placeBuilder, quoteBuilder, type BuilderQuoteAnswer } from './bet-builder.model';
import './bet-builder.css';

/** The price is asked this long after the last pick (a bettor picking several legs asks once). */
export const QUOTE_DEBOUNCE_MS = 300;

interface Leg {
  readonly outcomeId: number;
  readonly marketId: number;
  readonly marketName: string;
  readonly outcomeName: string;
  readonly coef: number;
}

/** A market the builder takes: open, and not a quarter line (those end in halves). */
const isBuilderMarket = (market: LineMarket) => !market.isBlocked && !market.isSuspended && (market.param === null || Math.abs(market.param) % 500 !== 250);

/**
 * The game page's "Bet builder" tab: pick outcomes of different markets of this game; the combined price is the
 * server's (the model's joint chance of all of them, with its margin), asked again a moment after each pick; place it
 * as one bet.
 */
export function BetBuilderPanel({ game, groups, lng }: { readonly game: LineGame; readonly groups: readonly LineMarketGroup[]; readonly lng: string }) {
  const { t, i18n } = useTranslation('pages');
  const [view, account, signedIn, placed, placeError, placing, place, reset] = useUnit([$coefView, accounts.$activeAccount, $isSignedIn, $placedBuilder, $builderPlaceError, placeBuilder.$busy, placeBuilder.call, builderReset]);
  const [legs, setLegs] = useState<readonly Leg[]>([]);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly value: BuilderQuoteAnswer } | null>(null);
  const [stake, setStake] = useState(0);
  const titleId = useId();
  const key = legs.map((leg) => leg.outcomeId).join(',');

  useEffect(() => () => reset(), [reset]);
  useEffect(() => {
    if (legs.length < 2) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      void quoteBuilder(
        legs.map((leg) => leg.outcomeId),
        abort.signal,
      ).then((value) => {
        if (!abort.signal.aborted) setAnswer({ key, value });
      });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
    // The picks are the key: a new array with the same outcomes asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // The answer for the picks as they are now; none yet while the price is being asked.
  const current = legs.length >= 2 && answer?.key === key ? answer.value : null;
  const pricing = legs.length >= 2 && current === null;

  const markets = useMemo(() => groups.map((group) => ({ ...group, markets: group.markets.filter(isBuilderMarket) })).filter((group) => group.markets.length > 0), [groups]);
  const toggle = (market: LineMarket, outcome: LineOutcome) => {
    reset();
    setLegs((current) => {
      if (current.some((leg) => leg.outcomeId === outcome.id)) return current.filter((leg) => leg.outcomeId !== outcome.id);
      const others = current.filter((leg) => leg.marketId !== market.id);
      if (others.length >= MAX_BET_BUILDER_LEGS) return current;
      return [...others, { outcomeId: outcome.id, marketId: market.id, marketName: market.name, outcomeName: outcome.name, coef: outcome.coef }];
    });
  };
  const remove = (outcomeId: number) => {
    reset();
    setLegs((current) => current.filter((leg) => leg.outcomeId !== outcomeId));
  };

  const quote = current?.kind === 'priced' ? current.quote : null;
  const odds = (thousandths: number) => convertOdds(thousandths / 1000, view);
  const money = (minor: number) => formatMoney(minor, account?.iso ?? 'RUB', i18n.language);
  const refusals = current?.kind === 'refused' ? [...new Set(current.refusals.map((refusal) => refusalText(t, refusal, { money, coef: odds })))] : [];
  const serverRefusals = placeError?.kind === 'refused' ? placeError.refusals.map((refusal) => refusalText(t, refusal, { money, coef: odds })) : [];
  const errorText = placeError ? placeErrorText(t, placeError) : null;
  const canPlace = quote !== null && !pricing && signedIn && account !== null && stake > 0 && !placing;

  return (
    <div className="bet-builder">
      <section className="bet-builder__slip" aria-labelledby={titleId}>
        <h2 id={titleId} className="bet-builder__title">
          {t('betBuilder.title')}
        </h2>
        <p className="bet-builder__intro">{t('betBuilder.intro')}</p>
        {legs.length > 0 ? (
          <ul className="bet-builder__legs" aria-label={t('betBuilder.legs')}>
            {legs.map((leg) => (
              <li key={leg.outcomeId} className="bet-builder__leg">
                <span className="bet-builder__leg-name">
                  <span className="bet-builder__leg-market">{leg.marketName}</span>
                  <strong>{leg.outcomeName}</strong>
                </span>
                <span className="bet-builder__leg-coef">{odds(quote?.legs.find((item) => item.outcomeId === leg.outcomeId)?.coef ?? leg.coef)}</span>
                <button type="button" className="bet-builder__remove" aria-label={t('betBuilder.remove', { outcome: leg.outcomeName })} onClick={() => remove(leg.outcomeId)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="bet-builder__price" aria-live="polite">
          {legs.length < 2 ? <p className="bet-builder__hint">{t(legs.length === 0 ? 'betBuilder.empty' : 'betBuilder.pickMore')}</p> : null}
          {legs.length >= 2 && pricing ? <p className="bet-builder__hint">{t('betBuilder.pricing')}</p> : null}
          {quote && !pricing ? (
            <div className="bet-builder__odds">
              <span>{t('betBuilder.odds')}</span>
              <strong className="bet-builder__coef" data-testid="bet-builder-coef">
                {odds(quote.coef)}
              </strong>
              <span className="bet-builder__legs-odds">{t('betBuilder.legsOdds', { coef: odds(quote.legsCoef) })}</span>
            </div>
          ) : null}
          {refusals.length > 0 ? (
            <div role="alert">
              <ul className="bet-builder__reasons">
                {refusals.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {current?.kind === 'failed' ? <p role="alert" className="bet-builder__hint">{t('betBuilder.failed')}</p> : null}
        </div>
        {quote && !pricing ? (
          <div className="bet-builder__stake">
            <MoneyInput label={t('betBuilder.stake')} iso={account?.iso ?? 'RUB'} value={stake} onChange={setStake} locale={i18n.language} />
            <p className="bet-builder__win">
              <span>{t('betBuilder.possibleWin')}</span> <strong>{money(Math.floor((stake * quote.coef) / 1000))}</strong>
            </p>
            {serverRefusals.length > 0 || errorText ? (
              <div role="alert">
                <ul className="bet-builder__reasons">
                  {[errorText, ...serverRefusals].filter(Boolean).map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {signedIn ? null : <p className="bet-builder__hint">{t('betBuilder.signIn')}</p>}
            <button
              type="button"
              className="button button--primary bet-builder__place"
              aria-disabled={!canPlace}
              onClick={() => {
                if (!canPlace || !account) return;
                place({ bets: quote.legs, coef: quote.coef, amount: stake, accountId: account.id });
              }}
            >
              {placing ? t('betBuilder.placing') : t('betBuilder.place')}
            </button>
          </div>
        ) : null}
        {placed ? (
          <p className="bet-builder__placed" role="status">
            {t('betBuilder.placed', { id: placed.id, coef: odds(placed.coef) })} <Link to="/$lng/office/history" params={{ lng }}>{t('betBuilder.history')}</Link>
          </p>
        ) : null}
      </section>
      {markets.map((group) => (
        <details key={group.id} className="market-group" open>
          <summary className="market-group__title">{group.name}</summary>
          {group.markets.map((market) => (
            <div key={market.id} className="market">
              <h3 className="market__name">{market.name}</h3>
              <div className={`market__outcomes market__outcomes--${Math.min(market.outcomes.length, 3)}`}>
                {market.outcomes.map((outcome) => (
                  <CoefButton
                    key={outcome.id}
                    coef={outcome.coef}
                    label={outcome.name}
                    outcomeName={`${outcome.name}, ${market.name}`}
                    view={view}
                    selected={legs.some((leg) => leg.outcomeId === outcome.id)}
                    locked={outcome.isBlocked}
                    move={null}
                    moveKey={0}
                    ids={{ outcome: outcome.id, market: market.id, game: game.id }}
                    onToggle={() => toggle(market, outcome)}
                  />
                ))}
              </div>
            </div>
          ))}
        </details>
      ))}
    </div>
  );
}
