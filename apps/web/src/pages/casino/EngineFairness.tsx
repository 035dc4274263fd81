import type { EngineCheck } from '@betting/games';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { engineOutcomeText } from '../../entities/casino/engine-outcome';
import { roundMoneyText } from '../../entities/casino/round-text';
import type { EngineFairnessAnswer } from './engine-fairness';
import type { EngineFairnessForm } from './engine-form';

type Shown = { readonly kind: 'none' } | { readonly kind: 'loading' } | { readonly kind: 'load_failed' } | { readonly kind: 'answer'; readonly answer: EngineFairnessAnswer; readonly form: EngineFairnessForm };

/** The engine verifier arrives with its first use: every engine's rules are in it. */
const verifierOf = () => import('./engine-fairness');

interface EngineFairnessProps {
  readonly initial: EngineFairnessForm;
  /** Verify at once (the form came filled in from the history). */
  readonly autoVerify: boolean;
  readonly gameSelect: ReactNode;
  readonly lng: string;
}

/**
 * An engine round (slots, roulette, baccarat, blackjack, video poker, Hold'em, dice, plinko, mines, hi-lo) replayed by
 * the engine's verifier in the browser: the seeds, the first stake, the game's options and the player's actions in,
 * the replayed outcome and every check out.
 */
export function EngineFairness({ initial, autoVerify, gameSelect, lng }: EngineFairnessProps) {
  const { t } = useTranslation('pages');
  // The page mounts this afresh (a new key) for each round it fills in.
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState<Shown>(autoVerify ? { kind: 'loading' } : { kind: 'none' });
  const verify = useCallback((checked: EngineFairnessForm) => {
    verifierOf().then(
      (verifier) => setShown({ kind: 'answer', answer: verifier.verifyEngineForm(checked), form: checked }),
      () => setShown({ kind: 'load_failed' }),
    );
  }, []);
  useEffect(() => {
    if (autoVerify) verify(initial);
  }, [initial, autoVerify, verify]);
  const field = (name: Exclude<keyof EngineFairnessForm, 'engine' | 'currency'>) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((previous) => ({ ...previous, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ kind: 'loading' });
    verify(form);
  };
  return (
    <>
      <p>{t('fairness.engine.lead')}</p>
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
            {t('fairness.engine.firstStake')} ({form.currency})
          </span>
          <input className="field__input" inputMode="decimal" {...field('stake')} />
        </label>
        <label className="field fairness__wide">
          <span className="field__label">{t('fairness.engine.params')}</span>
          <textarea className="field__input fairness__json" rows={2} spellCheck={false} {...field('params')} />
        </label>
        <label className="field fairness__wide">
          <span className="field__label">{t('fairness.engine.actions')}</span>
          <textarea className="field__input fairness__json" rows={2} spellCheck={false} {...field('actions')} />
        </label>
        <label className="field fairness__wide">
          <span className="field__label">{t('fairness.engine.settled')}</span>
          <textarea className="field__input fairness__json" rows={3} spellCheck={false} {...field('state')} />
        </label>
        <button type="submit" className="button button--primary">
          {t('fairness.verify')}
        </button>
      </form>
      <div aria-live="polite">
        {shown.kind === 'loading' ? <p aria-busy="true">{t('fairness.engine.loading')}</p> : null}
        {shown.kind === 'load_failed' ? (
          <p className="casino__message" role="alert">
            {t('fairness.engine.loadFailed')}
          </p>
        ) : null}
        {shown.kind === 'answer' ? <EngineResult answer={shown.answer} form={shown.form} lng={lng} /> : null}
      </div>
    </>
  );
}

function EngineResult({ answer, form, lng }: { readonly answer: EngineFairnessAnswer; readonly form: EngineFairnessForm; readonly lng: string }) {
  const { t } = useTranslation('pages');
  if (answer.kind === 'invalid')
    return (
      <p className="casino__message" role="alert">
        {answer.field === 'json' ? t('fairness.engine.invalidJson') : t('fairness.invalid')}
      </p>
    );
  const { verification } = answer;
  return (
    <div className="fairness__result" data-testid="engine-verification">
      <strong className={verification.ok ? 'fairness__verified' : undefined} role={verification.ok ? undefined : 'alert'}>
        {verification.ok ? t('fairness.engine.verified') : t('fairness.engine.notVerified')}
      </strong>
      {verification.replayed ? (
        <span>
          {t('fairness.engine.replayed')}: {engineOutcomeText(t, form.engine, verification.replayed)}
        </span>
      ) : null}
      {verification.wagered !== null ? (
        <span>
          {t('fairness.engine.wagered')} {roundMoneyText(verification.wagered, form.currency, lng)}
          {verification.payout !== null ? ` · ${t('fairness.engine.payout')} ${roundMoneyText(verification.payout, form.currency, lng)}` : null}
        </span>
      ) : null}
      <h2 className="fairness__checks-title">{t('fairness.engine.checks')}</h2>
      <ul className="fairness__checks">
        {verification.checks.map((check) => (
          <CheckItem key={check.id} check={check} />
        ))}
      </ul>
    </div>
  );
}

function CheckItem({ check }: { readonly check: EngineCheck }) {
  const { t } = useTranslation('pages');
  return (
    <li className={check.ok ? 'fairness__check' : 'fairness__check fairness__check--failed'} data-check={check.id}>
      <span aria-hidden="true">{check.ok ? '✓' : '✗'}</span> {t(`fairness.engine.check.${check.id}`)}: {check.ok ? t('fairness.engine.passed') : t('fairness.engine.failed')}
      {check.id === 'commitment' || (!check.ok && check.detail !== '') ? <span className="fairness__hash"> {check.detail}</span> : null}
    </li>
  );
}
