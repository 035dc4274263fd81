import { GAME_KINDS, isPickGame, type GameKind, type GameOutcome } from '@betting/games';
import { useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { CasinoLayout } from './CasinoLayout';
import { multiplierText, roundMoneyText } from '../../entities/casino/round-text';
import { verifyForm, type FairnessAnswer, type FairnessForm } from './fairness';
import { useRevealedRound } from './use-revealed-round';

const EMPTY_FORM: FairnessForm = { game: 'slot', serverSeed: '', serverSeedHash: '', clientSeed: '', nonce: '0', stake: '1.00', cashOut: '', picks: '', currency: 'EUR' };

/** `provably-fair`: anyone recomputes a revealed round of the house games in their browser; `?round=ID` fills it in from the player's history. */
export function ProvablyFairPage() {
  const { t } = useTranslation('pages');
  const { lng = 'en' } = useParams({ strict: false });
  const routeTitle = useRouteTitle();
  const [form, setForm] = useState<FairnessForm>(EMPTY_FORM);
  const [answer, setAnswer] = useState<FairnessAnswer | null>(null);
  const round = useRevealedRound((loaded) => {
    setForm(loaded);
    setAnswer(verifyForm(loaded));
  });
  useDocumentTitle(routeTitle('provably-fair'));
  const field = (name: keyof FairnessForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((previous) => ({ ...previous, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnswer(verifyForm(form));
  };

  return (
    <CasinoLayout lng={lng}>
      <div className="fairness">
        <h1 className="casino__title">{routeTitle('provably-fair')}</h1>
        <p>{t('fairness.lead')}</p>
        {round.state === 'loaded' ? <p role="status">{t('fairness.roundLoaded', { id: round.id })}</p> : null}
        {round.state === 'secret' ? <p className="casino__message" role="status">{t('fairness.notRevealed')}</p> : null}
        {round.state === 'failed' ? <p className="casino__message" role="alert">{t('fairness.loadFailed')}</p> : null}
        <form className="fairness__form card" onSubmit={submit}>
          <label className="field">
            <span className="field__label">{t('fairness.game')}</span>
            <select className="field__input" value={form.game} onChange={(event) => setForm((previous) => ({ ...previous, game: event.target.value as GameKind }))}>
              {GAME_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`fairness.games.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('fairness.serverSeed')}</span>
            <input className="field__input" autoComplete="off" spellCheck={false} {...field('serverSeed')} />
          </label>
          <label className="field">
            <span className="field__label">{t('fairness.serverSeedHash')}</span>
            <input className="field__input" autoComplete="off" spellCheck={false} {...field('serverSeedHash')} />
          </label>
          <label className="field">
            <span className="field__label">{t('fairness.clientSeed')}</span>
            <input className="field__input" autoComplete="off" spellCheck={false} {...field('clientSeed')} />
          </label>
          <label className="field">
            <span className="field__label">{t('fairness.nonce')}</span>
            <input className="field__input" inputMode="numeric" {...field('nonce')} />
          </label>
          <label className="field">
            <span className="field__label">
              {t('casinoHistory.stake')} ({form.currency})
            </span>
            <input className="field__input" inputMode="decimal" {...field('stake')} />
          </label>
          {isPickGame(form.game) ? (
            <label className="field">
              <span className="field__label">{t('fairness.picks')}</span>
              <input className="field__input" inputMode="numeric" placeholder="1, 5, 9, 12" {...field('picks')} />
            </label>
          ) : null}
          {form.game === 'crash' ? (
            <label className="field">
              <span className="field__label">{t('fairness.cashOut')}</span>
              <input className="field__input" inputMode="decimal" placeholder="2.00" {...field('cashOut')} />
            </label>
          ) : null}
          <button type="submit" className="button button--primary">
            {t('fairness.verify')}
          </button>
        </form>
        <div aria-live="polite">{answer ? <FairnessResult answer={answer} currency={form.currency} lng={lng} /> : null}</div>
      </div>
    </CasinoLayout>
  );
}

function FairnessResult({ answer, currency, lng }: { readonly answer: FairnessAnswer; readonly currency: string; readonly lng: string }) {
  const { t } = useTranslation('pages');
  if (answer.kind === 'invalid') return <p className="casino__message" role="alert">{t('fairness.invalid')}</p>;
  if (answer.kind === 'hash_mismatch')
    return (
      <div className="fairness__result" role="alert">
        <strong>{t('fairness.hashMismatch')}</strong>
        <span className="fairness__hash">sha256 = {answer.actual}</span>
      </div>
    );
  return (
    <div className="fairness__result">
      <strong className="fairness__verified">{t('fairness.verified')}</strong>
      <OutcomeText outcome={answer.outcome} />
      <span>
        {t('fairness.outcome')}: {t('fairness.multiplier', { value: multiplierText(answer.outcome.multiplier) })} · {t('casinoHistory.win')} {roundMoneyText(answer.outcome.payout, currency, lng)}
      </span>
    </div>
  );
}

function OutcomeText({ outcome }: { readonly outcome: GameOutcome }) {
  const { t } = useTranslation('pages');
  switch (outcome.game) {
    case 'crash':
      return <span>{t('fairness.crashPoint', { value: multiplierText(outcome.crashPoint) })}</span>;
    case 'slot':
      return (
        <table className="fairness__grid">
          <tbody>
            {Array.from({ length: outcome.grid[0]?.length ?? 0 }, (_, row) => (
              <tr key={row}>
                {outcome.grid.map((reel, column) => (
                  <td key={column}>{reel[row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'scratch':
      return <span className="fairness__hash">{outcome.cells.join(' · ')}</span>;
    case 'fortuna':
      return <span>{t('fairness.segment', { value: outcome.segment + 1 })}</span>;
    case 'memory':
      return <span className="fairness__hash">{outcome.board.join(' · ')}</span>;
    case 'lottery':
      return <span>{t('fairness.drawn', { numbers: outcome.board.flatMap((cell, index) => (cell === 1 ? [index + 1] : [])).join(', ') })}</span>;
    default:
      return <span className="fairness__hash">{outcome.board.map((cell) => multiplierText(cell)).join(' · ')}</span>;
  }
}
