import type { LottoDraw } from '@betting/contracts';
import { LOTTO_BALLS, LOTTO_PICK, lottoTicketPrice } from '@betting/games';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $buying, $lastTicket, $numbers, $refusal, numberToggled, numbersCleared, ticketSubmitted } from './lotto.model';
import { LottoBalls } from './LottoBalls';
import { PoolDrawHead, PoolFigure } from './PoolDrawHead';
import { PoolRefusalText } from './PoolRefusalText';
import { money, preferred } from './pool-format';
import { useFormatDate } from '../../../shared/lib/date-time';

const BOARD = Array.from({ length: LOTTO_BALLS }, (_, index) => index + 1);

/** `lotto/current`: the draw on sale — 6 numbers on the 1…45 board or a quick pick, the price, the buy button. */
export function LottoTicketForm({ draw, signedIn, currency }: { readonly draw: LottoDraw; readonly signedIn: boolean; readonly currency: string | null }) {
  const { t, i18n } = useTranslation('pages');
  const formatDate = useFormatDate();
  const [numbers, toggle, clear, submit, refusal, lastTicket, buying] = useUnit([$numbers, numberToggled, numbersCleared, ticketSubmitted, $refusal, $lastTicket, $buying]);
  const shownCurrency = currency ?? preferred(draw.jackpots, null)?.currency ?? 'RUB';
  const jackpot = preferred(draw.jackpots, shownCurrency);
  const full = numbers.length === LOTTO_PICK;
  const reason = !signedIn ? t('pools.signInToPlay') : null;

  return (
    <section className="card pools__card" aria-labelledby="lotto-current-title">
      <PoolDrawHead titleId="lotto-current-title" title={t('pools.lotto.drawTitle', { id: draw.id })} note={t('pools.lotto.drawAt', { time: formatDate(draw.drawAt, 'dateTime') })} jackpot={jackpot}>
        <PoolFigure label={t('pools.lotto.price')}>{money(lottoTicketPrice(shownCurrency), shownCurrency, i18n.language)}</PoolFigure>
      </PoolDrawHead>
      <p className="pools__muted pools__hash">
        {t('pools.lotto.commitment')} <code>{draw.serverSeedHash}</code>
      </p>
      <fieldset className="lotto-board">
        <legend>{t('pools.lotto.choose', { n: LOTTO_PICK - numbers.length })}</legend>
        {BOARD.map((number) => {
          const chosen = numbers.includes(number);
          return (
            <button key={number} type="button" className="lotto-board__number" aria-pressed={chosen} disabled={!chosen && full} onClick={() => toggle(number)}>
              {number}
            </button>
          );
        })}
      </fieldset>
      <div className="pools__actions">
        <p className="pools__summary" aria-live="polite">
          {numbers.length > 0 ? <LottoBalls numbers={numbers} label={t('pools.lotto.yourNumbers')} /> : <span className="pools__muted">{t('pools.lotto.noneChosen')}</span>}
        </p>
        {reason ? <p className="pools__muted">{reason}</p> : null}
        <div className="pools__quick">
          <button type="button" className="button button--ghost" onClick={() => clear()} disabled={numbers.length === 0}>
            {t('pools.lotto.clear')}
          </button>
          <button type="button" className="button button--secondary" disabled={reason !== null || buying} onClick={() => submit({ drawId: draw.id, quickPick: true })}>
            {t('pools.lotto.quickPick')}
          </button>
          <button type="button" className="button button--primary" disabled={reason !== null || buying || !full} onClick={() => submit({ drawId: draw.id, quickPick: false })}>
            {buying ? t('pools.buying') : t('pools.lotto.buy')}
          </button>
        </div>
        {refusal ? <PoolRefusalText refusal={refusal} /> : null}
        <p role="status" className="pools__success">
          {lastTicket?.drawId === draw.id ? t('pools.lotto.bought', { id: lastTicket.id, numbers: lastTicket.numbers.join(' · '), amount: money(lastTicket.price, lastTicket.currency, i18n.language) }) : ''}
        </p>
      </div>
    </section>
  );
}
