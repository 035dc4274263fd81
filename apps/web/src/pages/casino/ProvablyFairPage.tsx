import { GAME_KINDS, isGameKind, isPickGame, type GameOutcome } from '@betting/games';
import { useParams } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { CasinoLayout } from './CasinoLayout';
import { multiplierText, roundMoneyText } from '../../entities/casino/round-text';
import { EngineFairness } from './EngineFairness';
import { ENGINE_GAMES, emptyEngineForm, isEngineGame, type EngineFairnessForm } from './engine-form';
import { verifyForm, type FairnessAnswer, type FairnessForm } from './fairness';
import { useRevealedRound } from './use-revealed-round';

const EMPTY_FORM: FairnessForm = { game: 'slot', serverSeed: '', serverSeedHash: '', clientSeed: '', nonce: '0', stake: '1.00', cashOut: '', picks: '', currency: 'EUR' };

/**
 * `provably-fair`: anyone recomputes a revealed round in their browser — the house games here, the engine games (table,
 * card, reel and fast games) by their engine's verifier (`EngineFairness`, loaded when used); `?round=ID` fills it in
 * from the player's history.
 */
export function ProvablyFairPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const routeTitle = useRouteTitle();
  const [form, setForm] = useState<FairnessForm>(EMPTY_FORM);
  const [answer, setAnswer] = useState<FairnessAnswer | null>(null);
  // An engine round's form, or null while a house game is chosen; `autoVerify` once it came from the history.
  const [engineForm, setEngineForm] = useState<{ readonly form: EngineFairnessForm; readonly autoVerify: boolean; readonly version: number } | null>(null);
  const round = useRevealedRound((loaded) => {
    if (loaded.kind === 'engine') {
      setEngineForm((previous) => ({ form: loaded.form, autoVerify: true, version: (previous?.version ?? 0) + 1 }));
      return;
    }
    setEngineForm(null);
    setForm(loaded.form);
    setAnswer(verifyForm(loaded.form));
  });
  const chooseGame = (game: string) => {
    if (isEngineGame(game)) {
      setEngineForm((previous) => ({ form: emptyEngineForm(game, form.currency), autoVerify: false, version: (previous?.version ?? 0) + 1 }));
      return;
    }
    if (!isGameKind(game)) return;
    setEngineForm(null);
    setForm((previous) => ({ ...previous, game }));
    setAnswer(null);
  };
  const gameSelect = (
    <label className="field">
      <span className="field__label">{t('fairness.game')}</span>
      <select className="field__input" value={engineForm ? engineForm.form.engine : form.game} onChange={(event) => chooseGame(event.target.value)}>
        {[...GAME_KINDS, ...ENGINE_GAMES].map((kind) => (
          <option key={kind} value={kind}>
            {t(`fairness.games.${kind}`)}
          </option>
        ))}
      </select>
    </label>
  );
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
        {engineForm ? (
          <EngineFairness key={engineForm.version} initial={engineForm.form} autoVerify={engineForm.autoVerify} gameSelect={gameSelect} lng={lng} />
        ) : (
          <HouseFairness form={form} answer={answer} onSubmit={submit} gameSelect={gameSelect} lng={lng} field={field} />
        )}
      </div>
    </CasinoLayout>
  );
}

interface HouseFairnessProps {
  readonly form: FairnessForm;
  readonly answer: FairnessAnswer | null;
  readonly onSubmit: (event: FormEvent) => void;
  readonly gameSelect: ReactNode;
  readonly lng: string;
  readonly field: (name: keyof FairnessForm) => { value: string; onChange: (event: { target: { value: string } }) => void };
}

/** The house games' form (slot, crash, scratch, the wheel and pick games) and its answer. */
function HouseFairness({ form, answer, onSubmit: submit, gameSelect, lng, field }: HouseFairnessProps) {
  const { t } = useTranslation('pages');
  return (
    <>
    <form className="fairness__form card" onSubmit={submit}>
      {gameSelect}
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
    </>
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
