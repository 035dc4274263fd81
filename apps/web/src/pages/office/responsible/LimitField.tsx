import type { Limit, LimitType } from '@betting/contracts';
import { NOT_SET, NO_AMOUNT_LIMIT, isAmountType, limitLabel, limitOptions, noLimitValue } from '@betting/limits';
import { useUnit } from 'effector-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../shared/lib/use-format-moment';
import { formatAmount, formatLimitValue, isoOfSeconds } from './format';
import { limitsPage } from './responsible.model';

interface Props {
  readonly type: LimitType;
  readonly current: Limit | null;
  readonly pending: Limit | null;
  /** Locked (a running self-exclusion or time-out), pending, or the whole section locked. */
  readonly disabled: boolean;
  readonly iso: string | null;
}

/** One limit: what is in force, the pending change with its buttons, and the control to set a new value. */
export function LimitField({ type, current, pending, disabled, iso }: Props) {
  const { t, i18n } = useTranslation('pages');
  const formatMoment = useFormatMoment();
  const [busy, submit, approve, reject, cancel, chooseSelfExclusion, warning] = useUnit([
    limitsPage.$busy,
    limitsPage.limitSubmitted,
    limitsPage.approveClicked,
    limitsPage.rejectClicked,
    limitsPage.cancelClicked,
    limitsPage.selfExclusionChosen,
    limitsPage.$selfExclusionWarning,
  ]);
  const id = useId();
  const amount = isAmountType(type);
  const options = limitOptions(type, 365);
  const [value, setValue] = useState('');
  const locale = i18n.language;
  const label = t(current?.label ?? pending?.label ?? limitLabel(type));
  const shown = (limitValue: number) => formatLimitValue(type, limitValue, iso, locale) ?? t(amount ? 'responsible.noLimit' : 'responsible.notSet');
  const lifted = noLimitValue(type);
  const canLift = lifted !== null && current !== null && current.limitValue !== lifted;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = Number(value);
    if (value.trim() === '' || !Number.isInteger(parsed)) return;
    submit({ limitType: type, limitValue: parsed });
    setValue('');
  };
  const onChoose = (next: string) => {
    setValue(next);
    if (type === 30) chooseSelfExclusion(next === '' ? null : Number(next));
  };
  const inputId = `${id}-value`;
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  const locked = current !== null && current.endsAt !== null && (type === 30 || type === 33);

  return (
    <form className="limit-field" onSubmit={onSubmit} aria-labelledby={`${id}-legend`}>
      <fieldset disabled={disabled || busy}>
        <legend id={`${id}-legend`} className="limit-field__legend">
          {label}
        </legend>
        <dl className="limit-field__facts">
          <div>
            <dt>{t('responsible.current')}</dt>
            <dd>{current ? shown(current.limitValue) : t(amount ? 'responsible.noLimit' : 'responsible.notSet')}</dd>
          </div>
          {current && amount && current.limitBalance !== null && current.limitValue < NO_AMOUNT_LIMIT ? (
            <div>
              <dt>{t('responsible.remaining')}</dt>
              <dd>{formatAmount(current.limitBalance, iso, locale)}</dd>
            </div>
          ) : null}
          {locked ? (
            <div>
              <dt>{t('responsible.endsAt')}</dt>
              <dd>{formatMoment(isoOfSeconds(current.endsAt))}</dd>
            </div>
          ) : null}
        </dl>
        {options ? (
          <div className="field office-field limit-field__control">
            <label htmlFor={inputId}>{t('responsible.newValue')}</label>
            <select id={inputId} value={value} onChange={(event) => onChoose(event.target.value)} aria-describedby={type === 30 && warning ? warningId : hintId}>
              <option value="">{t('responsible.choose')}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option === NOT_SET ? t('responsible.notSet') : shown(option)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="field office-field limit-field__control">
            <label htmlFor={inputId}>{t('responsible.newAmount', { currency: iso ?? '' })}</label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={0}
              max={NO_AMOUNT_LIMIT - 1}
              step={1}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-describedby={hintId}
            />
          </div>
        )}
        <p id={hintId} className="office-field__hint">
          {locked ? t('responsible.lockedHint') : t('responsible.changeHint')}
        </p>
        {type === 30 && warning ? (
          <p id={warningId} className="limit-field__warning" role="alert">
            {t('responsible.selfExclusionWarning')}
          </p>
        ) : null}
        <div className="office-actions">
          <button type="submit" className="button button--primary" disabled={value === ''}>
            {t('responsible.save')}
          </button>
          {canLift && lifted !== null ? (
            <button type="button" className="button button--secondary" onClick={() => submit({ limitType: type, limitValue: lifted })}>
              {t(amount ? 'responsible.removeLimit' : 'responsible.switchOff')}
            </button>
          ) : null}
        </div>
      </fieldset>
      {pending ? (
        <div className="limit-field__pending" role="group" aria-label={t('responsible.pendingTitle')}>
          <p>
            <strong>{t('responsible.pendingTitle')}</strong> {shown(pending.limitValue)}
          </p>
          <p className="office-field__hint">
            {pending.needApprove
              ? t('responsible.pendingReady', { date: formatMoment(isoOfSeconds(pending.endsAt)) })
              : t('responsible.pendingWaits', { date: formatMoment(isoOfSeconds(pending.endsAt)) })}
          </p>
          <div className="office-actions">
            {pending.needApprove ? (
              <>
                <button type="button" className="button button--primary" disabled={busy} onClick={() => approve(type)}>
                  {t('responsible.approve')}
                </button>
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => reject(type)}>
                  {t('responsible.reject')}
                </button>
              </>
            ) : null}
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => cancel(type)}>
              {t('responsible.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
