import { PROMO_CODE_LENGTH, PromoCodeSchema, type PromoCheckResponse } from '@betting/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../shared/lib/use-format-moment';
import { coefText, useMoney } from '../../bonuses/format';
import { OfficeDone } from '../layout/OfficeAlert';
import { OfficeLayout } from '../layout/OfficeLayout';
import { BonusAlert } from './BonusAlert';
import { BonusOfficeNav } from './BonusOfficeNav';
import { $activated, $check, $promoRefusal, activateCodeFx, checkCodeFx, codeActivated, codeChecked, codeEdited, promotionPageOpened } from './promotion.model';
import '../../bonuses/bonuses.css';

/** `office/promotion`: type a promo code, see whether it is valid and what it grants, and activate it. */
export function PromotionPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const [code, setCode] = useState('');
  const [check, activated, refusal, checking, activating, opened, checked, activate, edited] = useUnit([
    $check,
    $activated,
    $promoRefusal,
    checkCodeFx.pending,
    activateCodeFx.pending,
    promotionPageOpened,
    codeChecked,
    codeActivated,
    codeEdited,
  ]);
  const money = useMoney();
  useEffect(() => {
    opened();
  }, [opened]);
  const parsed = PromoCodeSchema.safeParse(code);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) checked({ code: parsed.data, lng });
  };

  return (
    <OfficeLayout routeId="office.promotion">
      <BonusOfficeNav />
      <section className="card office-card" aria-labelledby="promo-title">
        <h2 id="promo-title">{t('bonuses.promo.title')}</h2>
        <p>{t('bonuses.promo.text')}</p>
        <form className="office-form" onSubmit={onSubmit} noValidate>
          <div className="field office-field">
            <label htmlFor="promo-code">{t('bonuses.promo.label')}</label>
            <input
              id="promo-code"
              name="promo-code"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={PROMO_CODE_LENGTH.max + 8}
              aria-describedby="promo-hint promo-alert"
              aria-invalid={code.trim() !== '' && !parsed.success}
              onChange={(event) => {
                setCode(event.target.value);
                edited();
              }}
            />
            <span id="promo-hint" className="office-field__hint">
              {t('bonuses.promo.hint', { min: PROMO_CODE_LENGTH.min, max: PROMO_CODE_LENGTH.max })}
            </span>
          </div>
          <BonusAlert id="promo-alert" refusal={refusal} />
          <div className="office-actions">
            <button type="submit" className="button button--primary" disabled={!parsed.success || checking}>
              {t('bonuses.promo.check')}
            </button>
          </div>
        </form>
      </section>
      <div role="status" aria-live="polite">
        {check ? <CheckResult check={check} pending={activating} onActivate={() => activate({ code: check.code, lng })} /> : null}
      </div>
      <OfficeDone text={activated ? t('bonuses.promo.activated', { amount: money(activated.amount, activated.currency) }) : null} />
      {activated ? (
        <div className="office-actions">
          <Link to="/$lng/office/bonuses/wager" params={{ lng }} className="button button--secondary">
            {t('bonuses.deposit.toWager')}
          </Link>
        </div>
      ) : null}
    </OfficeLayout>
  );
}

function CheckResult({ check, pending, onActivate }: { readonly check: PromoCheckResponse; readonly pending: boolean; readonly onActivate: () => void }) {
  const { t } = useTranslation('pages');
  const money = useMoney();
  const moment = useFormatMoment();
  const grant = check.grant;
  return (
    <section className="card office-card" aria-labelledby="promo-result">
      <h2 id="promo-result">{t(`bonuses.promo.status.${check.status}`, { code: check.code })}</h2>
      {grant ? (
        <>
          <p>{grant.title}</p>
          <dl className="bonus-facts">
            <div className="bonus-facts__item">
              <dt>{t('bonuses.facts.bonus')}</dt>
              <dd>{money(grant.amount, grant.currency)}</dd>
            </div>
            <div className="bonus-facts__item">
              <dt>{t('bonuses.facts.wager')}</dt>
              <dd>{grant.wager_multiplier === 0 ? t('bonuses.values.noWager') : t(`bonuses.values.wager.${grant.wager_kind}`, { multiplier: grant.wager_multiplier })}</dd>
            </div>
            {grant.min_coef !== null ? (
              <div className="bonus-facts__item">
                <dt>{t('bonuses.facts.minCoef')}</dt>
                <dd>{coefText(grant.min_coef)}</dd>
              </div>
            ) : null}
            <div className="bonus-facts__item">
              <dt>{t('bonuses.facts.valid')}</dt>
              <dd>{t('bonuses.values.days', { days: grant.valid_days })}</dd>
            </div>
          </dl>
          <p>{t('bonuses.promo.validUntil', { date: moment(grant.code_valid_until) })}</p>
          <div className="office-actions">
            <button type="button" className="button button--primary" onClick={onActivate} disabled={pending}>
              {t('bonuses.promo.activate')}
            </button>
          </div>
        </>
      ) : (
        <p>{t(`bonuses.promo.explain.${check.status}`)}</p>
      )}
    </section>
  );
}
