import { CASINO_BINGO_MAX_CARDS, type CasinoDrawTicket } from '@betting/contracts';
import { BINGO_CENTRE, BINGO_MAX_BALLS, BINGO_PATTERNS, BINGO_PRIZES, type BingoCardOutcome } from '@betting/games';
import { useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { CasinoLayout } from '../CasinoLayout';
import { moneyText, payText } from './draw-format';
import { BuyPanel, LatestDraws, MyTickets, NextDraw, useDrawPage } from './DrawParts';
import { bingoModel } from './draws.model';
import { $cards, bingoStake, cardsChanged } from './selection.model';

const CARD_COUNTS = Array.from({ length: CASINO_BINGO_MAX_CARDS }, (_, index) => index + 1);
const COLUMNS = ['B', 'I', 'N', 'G', 'O'];
const PATTERN_AT = { line: 'lineAt', twoLines: 'twoLinesAt', fullHouse: 'fullHouseAt' } as const;

/** `bingo`: buy cards for the next draw (every 10 minutes), watch the balls, see the latest draw's winners and my cards. */
export function BingoPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  useDrawPage(bingoModel);
  useDocumentTitle(t('draws.bingo.title'));
  return (
    <CasinoLayout lng={lng}>
      <div className="draws">
        <header className="draws__head">
          <h1 className="casino__title">{t('draws.bingo.title')}</h1>
          <p className="draws__lead">{t('draws.bingo.lead', { max: BINGO_MAX_BALLS })}</p>
        </header>
        <div className="draws__grid">
          <div className="draws__main">
            <NextDraw model={bingoModel} game="bingo" />
            <BingoBuy lng={lng} />
          </div>
          <aside className="draws__side">
            <LatestWinners />
            <LatestDraws model={bingoModel} game="bingo" />
          </aside>
        </div>
        <MyTickets model={bingoModel} game="bingo" renderTicket={(ticket, balls) => <BingoTicket ticket={ticket} balls={balls} />} />
      </div>
    </CasinoLayout>
  );
}

function BingoBuy({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const [cards, changeCards, stakeText, stakeChanged, amount, problem, submit] = useUnit([
    $cards,
    cardsChanged,
    bingoStake.$text,
    bingoStake.stakeChanged,
    bingoStake.$amount,
    bingoStake.$problem,
    bingoModel.ticketSubmitted,
  ]);
  const buy = () => {
    if (amount !== null) submit({ body: { game: 'bingo', stake: amount, cards } });
  };
  return (
    <section className="card draws__play" aria-labelledby="bingo-buy-title">
      <h2 id="bingo-buy-title">{t('draws.bingo.buyTitle')}</h2>
      <BingoPaytable />
      <BuyPanel
        model={bingoModel}
        lng={lng}
        stakeText={stakeText}
        onStake={stakeChanged}
        stakeProblem={problem}
        cost={amount === null ? null : amount * cards}
        selectionHint={null}
        stakeLabel={t('draws.bingo.cardPrice')}
        onBuy={buy}
      >
        <fieldset className="draws__cards">
          <legend>{t('draws.bingo.cards')}</legend>
          <div className="chip-row">
            {CARD_COUNTS.map((count) => (
              <button key={count} type="button" className="chip" aria-pressed={cards === count} onClick={() => changeCards(count)}>
                {t('draws.bingo.cardsCount', { cards: count })}
              </button>
            ))}
          </div>
        </fieldset>
      </BuyPanel>
    </section>
  );
}

/** Each pattern's pays by the number of balls it took. */
export function BingoPaytable() {
  const { t } = useTranslation('pages');
  return (
    <div className="draws__paytable">
      <table>
        <caption>{t('draws.bingo.paytable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('draws.bingo.pattern')}</th>
            <th scope="col">{t('draws.bingo.within')}</th>
          </tr>
        </thead>
        <tbody>
          {BINGO_PATTERNS.map((pattern) => (
            <tr key={pattern}>
              <th scope="row">{t(`draws.bingo.patterns.${pattern}`)}</th>
              <td>
                {BINGO_PRIZES[pattern].map((tier) => (
                  <span key={tier.maxBalls} className="draws__tier">
                    {t('draws.bingo.tier', { balls: tier.maxBalls, pays: payText(tier.multiplier) })}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The winners of the latest settled draw (players masked), biggest win first. */
function LatestWinners() {
  const { t, i18n } = useTranslation('pages');
  const detail = useUnit(bingoModel.$latestDraw);
  if (!detail) return null;
  return (
    <section className="card draws__winners" aria-labelledby="bingo-winners-title">
      <h2 id="bingo-winners-title">{t('draws.winnersOf', { id: detail.draw.id })}</h2>
      {detail.winners.length === 0 ? (
        <p className="draws__muted">{t('draws.noWinners')}</p>
      ) : (
        <table className="draws__winner-table">
          <thead>
            <tr>
              <th scope="col">{t('draws.player')}</th>
              <th scope="col">{t('draws.bingo.pattern')}</th>
              <th scope="col">{t('draws.win')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.winners.map((winner) => (
              <tr key={winner.ticketId}>
                <td>{winner.player}</td>
                <td>{winner.pattern ? t(`draws.bingo.patterns.${winner.pattern}`) : '—'}</td>
                <td className="draws__amount">{moneyText(winner.payout, winner.currency, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {detail.winnersCount > detail.winners.length ? <p className="draws__muted">{t('draws.moreWinners', { count: detail.winnersCount - detail.winners.length })}</p> : null}
    </section>
  );
}

/** A bingo ticket: each card with the called numbers marked and, once settled, what each pattern took. */
export function BingoTicket({ ticket, balls }: { readonly ticket: CasinoDrawTicket; readonly balls: readonly number[] }) {
  const { t } = useTranslation('pages');
  if (ticket.selection.game !== 'bingo') return null;
  const called = new Set(balls);
  const outcomes: readonly BingoCardOutcome[] = ticket.outcome?.game === 'bingo' ? ticket.outcome.cards : [];
  return (
    <div className="bingo-cards">
      {ticket.selection.cards.map((card, index) => (
        <figure key={index} className="bingo-card">
          <table aria-label={t('draws.bingo.cardLabel', { index: index + 1 })}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[0, 1, 2, 3, 4].map((row) => (
                <tr key={row}>
                  {card.slice(row * 5, row * 5 + 5).map((cell, column) => {
                    const at = row * 5 + column;
                    const marked = at === BINGO_CENTRE || called.has(cell);
                    return (
                      <td key={at} className={marked ? 'bingo-card__cell bingo-card__cell--marked' : 'bingo-card__cell'}>
                        {at === BINGO_CENTRE ? t('draws.bingo.free') : cell}
                        {marked && at !== BINGO_CENTRE ? <span className="visually-hidden"> {t('draws.bingo.called')}</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <figcaption>
            <CardOutcome outcome={outcomes[index] ?? null} />
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function CardOutcome({ outcome }: { readonly outcome: BingoCardOutcome | null }) {
  const { t } = useTranslation('pages');
  if (!outcome) return null;
  const reached = BINGO_PATTERNS.filter((pattern) => outcome[PATTERN_AT[pattern]] !== null);
  if (reached.length === 0) return <span className="draws__muted">{t('draws.bingo.noPattern')}</span>;
  return (
    <ul className="bingo-card__patterns">
      {reached.map((pattern) => (
        <li key={pattern}>{t('draws.bingo.patternAt', { pattern: t(`draws.bingo.patterns.${pattern}`), balls: outcome[PATTERN_AT[pattern]] })}</li>
      ))}
    </ul>
  );
}
