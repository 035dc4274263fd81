import type { FirstDepositBonusChoice, FirstDepositOption } from '@betting/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { coefText, useMoney } from '../../bonuses/format';
import { OfficeDone } from '../layout/OfficeAlert';
import { OfficeLayout } from '../layout/OfficeLayout';
import { BonusAlert } from './BonusAlert';
import { BonusItem } from './BonusItem';
import { BonusOfficeNav } from './BonusOfficeNav';
import { $choiceRefusal, $choiceSaved, $firstDeposit, $firstDepositFailed, choiceSubmitted, depositBonusPageOpened, saveChoiceFx } from './first-deposit.model';
import '../../bonuses/bonuses.css';

/** `office/bonuses/deposit`: the first-deposit bonus — the choice made at registration, its terms, and the bonus once granted. */
export function DepositBonusPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const [answer, failed, opened] = useUnit([$firstDeposit, $firstDepositFailed, depositBonusPageOpened]);
  useEffect(() => {
    opened(lng);
  }, [opened, lng]);

  return (
    <OfficeLayout routeId="office.bonuses-deposit">
      <BonusOfficeNav />
      {failed ? (
        <p role="alert">{t('office.loadFailed')}</p>
      ) : !answer ? (
        <p aria-busy="true">{t('office.loading')}</p>
      ) : (
        <>
          {answer.bonus ? (
            <section className="card office-card" aria-labelledby="deposit-bonus-granted">
              <h2 id="deposit-bonus-granted">{t('bonuses.deposit.grantedTitle')}</h2>
              <BonusItem bonus={answer.bonus} />
              <div className="office-actions">
                <Link to="/$lng/office/bonuses/wager" params={{ lng }} className="button button--secondary">
                  {t('bonuses.deposit.toWager')}
                </Link>
              </div>
            </section>
          ) : null}
          <section className="card office-card" aria-labelledby="deposit-bonus-choice">
            <h2 id="deposit-bonus-choice">{t('bonuses.deposit.choiceTitle')}</h2>
            <p>{answer.can_change ? t('bonuses.deposit.choiceText') : t('bonuses.deposit.choiceLocked')}</p>
            <ChoiceForm key={answer.choice} choice={answer.choice} options={answer.options} canChange={answer.can_change} lng={lng} />
          </section>
        </>
      )}
    </OfficeLayout>
  );
}

function ChoiceForm({ choice, options, canChange, lng }: { readonly choice: FirstDepositBonusChoice; readonly options: readonly FirstDepositOption[]; readonly canChange: boolean; readonly lng: string }) {
  const { t } = useTranslation('pages');
  const [selected, setSelected] = useState<FirstDepositBonusChoice>(choice);
  const [refusal, saved, pending, submit] = useUnit([$choiceRefusal, $choiceSaved, saveChoiceFx.pending, choiceSubmitted]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ choice: selected, lng });
  };
  return (
    <form className="office-form" onSubmit={onSubmit}>
      <fieldset className="bonus-choice" disabled={!canChange} aria-describedby="deposit-choice-alert">
        <legend>{t('bonuses.deposit.legend')}</legend>
        {options.map((option) => (
          <ChoiceOption key={option.choice} option={option} checked={selected === option.choice} onSelect={() => setSelected(option.choice)} />
        ))}
        <label className="bonus-choice__option">
          <input type="radio" name="first-deposit-bonus" value={0} checked={selected === 0} onChange={() => setSelected(0)} />
          <span className="bonus-choice__body">
            <strong>{t('bonuses.deposit.none')}</strong>
            <p>{t('bonuses.deposit.noneText')}</p>
          </span>
        </label>
      </fieldset>
      <BonusAlert id="deposit-choice-alert" refusal={refusal} />
      <OfficeDone text={saved ? t('bonuses.deposit.saved') : null} />
      {canChange ? (
        <div className="office-actions">
          <button type="submit" className="button button--primary" disabled={pending || selected === choice}>
            {t('bonuses.deposit.save')}
          </button>
        </div>
      ) : null}
    </form>
  );
}

function ChoiceOption({ option, checked, onSelect }: { readonly option: FirstDepositOption; readonly checked: boolean; readonly onSelect: () => void }) {
  const { t } = useTranslation('pages');
  const money = useMoney();
  const terms = [
    t('bonuses.deposit.terms', { percent: option.percent, amount: money(option.max_amount, option.currency) }),
    t(`bonuses.values.wager.${option.wager_kind}`, { multiplier: option.wager_multiplier }),
    option.min_coef !== null ? t('bonuses.wager.minCoef', { coef: coefText(option.min_coef) }) : null,
    t('bonuses.values.days', { days: option.valid_days }),
  ].filter((term): term is string => term !== null);
  return (
    <label className="bonus-choice__option">
      <input type="radio" name="first-deposit-bonus" value={option.choice} checked={checked} onChange={onSelect} />
      <span className="bonus-choice__body">
        <strong>{option.title}</strong>
        <p>{option.summary}</p>
        <p>{terms.join(' · ')}</p>
      </span>
    </label>
  );
}
