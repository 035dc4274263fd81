import { convertOdds, COUPON_TYPE, type CouponBet, type CouponTypeId } from '@betting/coupon';
import { formatMoney } from '@betting/kernel';
import { useStoreMap, useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { coupon } from '../../entities/coupon/coupon';
import { $coefView } from '../../entities/line/line-settings';
import { OneClickOption, PromoCodeOption } from './CouponOptions';
import { CouponSettingsPanel, VipBetOption } from './CouponSettings';
import { MoneyInput } from './MoneyInput';
import { PlaceButton } from './PlaceButton';
import { QuickCoupon } from './QuickCoupon';
import './coupon.css';

const TYPES: readonly { readonly id: CouponTypeId; readonly key: string; readonly minBets: number }[] = [
  { id: COUPON_TYPE.single, key: 'single', minBets: 1 },
  { id: COUPON_TYPE.express, key: 'express', minBets: 2 },
  { id: COUPON_TYPE.system, key: 'system', minBets: 3 },
  { id: COUPON_TYPE.multipleSingles, key: 'multipleSingles', minBets: 2 },
];

/**
 * The coupon (UI.md right column; the bottom sheet on phones): type tabs, the bets with their locked and changed
 * states, the system selector, the stake with steps, the odds-change policy, the possible win, and one "Place bet"
 * button with every reason it cannot place written beside it.
 */
export function CouponBody({ lng }: { readonly lng: string }) {
  const { t } = useTranslation('pages');
  const [bets, typeId, mounted, success, quick] = useUnit([coupon.$bets, coupon.$typeId, coupon.mounted, coupon.$successCoupon, coupon.$isQuickCouponVisible]);
  useEffect(() => {
    mounted();
  }, [mounted]);
  if (success) return <CouponSuccess lng={lng} />;
  if (bets.length === 0) return <EmptyCoupon />;
  if (quick) return <QuickCoupon />;
  const count = bets.length;
  return (
    <div className="coupon">
      <div className="coupon__tabs" role="group" aria-label={t('coupon.typeLabel')}>
        {TYPES.filter((type) => (type.id === COUPON_TYPE.single ? count === 1 : count >= type.minBets)).map((type) => (
          <TypeTab key={type.id} id={type.id} label={t(`coupon.types.${type.key}`)} current={typeId === type.id} />
        ))}
      </div>
      <ul className="coupon__bets">
        {bets.map((bet) => (
          <CouponBetItem key={bet.id} bet={bet} />
        ))}
      </ul>
      {typeId === COUPON_TYPE.system ? <SystemSelector /> : null}
      {typeId === COUPON_TYPE.multipleSingles ? null : <AmountField />}
      {typeId === COUPON_TYPE.multipleSingles ? null : <VipBetOption />}
      <CoefChanges />
      <CouponSettingsPanel />
      <PromoCodeOption />
      <CouponMultiplier />
      <CouponTotals />
      <PlaceButton />
      <OneClickOption />
      <CouponTools />
    </div>
  );
}

function TypeTab({ id, label, current }: { readonly id: CouponTypeId; readonly label: string; readonly current: boolean }) {
  const changed = useUnit(coupon.typeChanged);
  return (
    <button type="button" className="coupon__tab" aria-pressed={current} onClick={() => changed(id)}>
      {label}
    </button>
  );
}

function EmptyCoupon() {
  const { t } = useTranslation('pages');
  const [value, changed, requested, failed, loading] = useUnit([coupon.$loadCouponInputValue, coupon.loadCouponInputChanged, coupon.couponLoadRequested, coupon.$loadCouponFailed, coupon.$loadingCode]);
  const id = useId();
  return (
    <div className="coupon coupon--empty">
      <p className="coupon__empty">{t('coupon.empty')}</p>
      <OneClickOption />
      <form
        className="coupon__load"
        onSubmit={(event) => {
          event.preventDefault();
          requested();
        }}
      >
        <label htmlFor={`${id}-code`}>{t('coupon.loadLabel')}</label>
        <div className="coupon__load-row">
          <input id={`${id}-code`} value={value} onChange={(event) => changed(event.target.value)} autoComplete="off" maxLength={8} />
          <button type="submit" className="button button--secondary" disabled={loading}>
            {t('coupon.load')}
          </button>
        </div>
        {failed ? (
          <p className="coupon__error" role="alert">
            {t('coupon.loadFailed')}
          </p>
        ) : null}
      </form>
    </div>
  );
}

function CouponBetItem({ bet }: { readonly bet: CouponBet }) {
  const { t, i18n } = useTranslation('pages');
  const label = useStoreMap({ store: coupon.$labels, keys: [bet.id], fn: (labels, [id]) => labels[id] ?? null });
  const move = useStoreMap({ store: coupon.$coefMoves, keys: [bet.id], fn: (moves, [id]) => moves[id] ?? null });
  const own = useStoreMap({ store: coupon.$amountByBetId, keys: [bet.id], fn: (amounts, [id]) => amounts[id] ?? null });
  const [view, typeId, removed, bankerToggled, ownChanged, account] = useUnit([$coefView, coupon.$typeId, coupon.betRemoved, coupon.bankerToggled, coupon.amountByBetChanged, coupon.$account]);
  const locked = bet.isBlocked || bet.isFinished;
  const game = label?.gameName ?? `${bet.opponent1NameEn} – ${bet.opponent2NameEn}`;
  return (
    <li className={`coupon-bet${locked ? ' coupon-bet--locked' : ''}`}>
      <div className="coupon-bet__head">
        <span className="coupon-bet__game">{game}</span>
        <button type="button" className="coupon-bet__remove" aria-label={t('coupon.remove', { game })} onClick={() => removed(bet.id)}>
          ×
        </button>
      </div>
      <div className="coupon-bet__pick">
        <span>
          {label ? `${label.marketName}: ` : null}
          <strong>{label?.outcomeName ?? ''}</strong>
        </span>
        <span className={`coupon-bet__coef${move ? ` coupon-bet__coef--${move.direction}` : ''}`} aria-live="polite">
          {move ? <s className="coupon-bet__previous">{convertOdds(move.previous / 1000, view)}</s> : null}
          {convertOdds(bet.market.coef / 1000, view)}
        </span>
      </div>
      {locked ? <p className="coupon-bet__state">{t(bet.isFinished ? 'coupon.betFinished' : 'coupon.betLocked')}</p> : null}
      {typeId === COUPON_TYPE.system ? (
        <label className="coupon-bet__banker">
          <input type="checkbox" checked={bet.isBanker === true} disabled={bet.isDisabledBanker} onChange={() => bankerToggled(bet.id)} />
          {t('coupon.banker')}
        </label>
      ) : null}
      {typeId === COUPON_TYPE.multipleSingles && account ? (
        <MoneyInput label={t('coupon.stakeFor', { game })} iso={account.currency} value={own ?? 0} onChange={(amount) => ownChanged({ betId: bet.id, amount })} locale={i18n.language} />
      ) : null}
    </li>
  );
}

function SystemSelector() {
  const { t } = useTranslation('pages');
  const [options, value, changed] = useUnit([coupon.$systemOptions, coupon.$systemValue, coupon.systemValueChanged]);
  const id = useId();
  return (
    <div className="coupon__field">
      <label htmlFor={id}>{t('coupon.system')}</label>
      <select id={id} value={value} onChange={(event) => changed(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t('coupon.systemOption', { combo: option.combo, lines: option.lines })}
          </option>
        ))}
      </select>
    </div>
  );
}

function AmountField() {
  const { t, i18n } = useTranslation('pages');
  const [amount, account, changed, up, down, step, max, maxed, autoMax, autoMaxToggled] = useUnit([
    coupon.$amount,
    coupon.$account,
    coupon.amountChanged,
    coupon.amountIncreased,
    coupon.amountDecreased,
    coupon.$amountStep,
    coupon.$maxStake,
    coupon.amountMaxed,
    coupon.$isAutoMax,
    coupon.autoMaxToggled,
  ]);
  if (!account) return null;
  return (
    <>
      <div className="coupon__amount">
        <MoneyInput label={t('coupon.stake')} iso={account.currency} value={amount} onChange={changed} locale={i18n.language} />
        <div className="coupon__steps">
          <button type="button" className="button button--secondary" aria-label={t('coupon.stepDown', { step: formatMoney(step, account.currency, i18n.language) })} onClick={() => down()}>
            −
          </button>
          <button type="button" className="button button--secondary" aria-label={t('coupon.stepUp', { step: formatMoney(step, account.currency, i18n.language) })} onClick={() => up()}>
            +
          </button>
          {max === null ? null : (
            <button type="button" className="button button--secondary coupon__max" aria-label={t('coupon.maxStake', { max: formatMoney(max, account.currency, i18n.language) })} onClick={() => maxed()}>
              {t('coupon.max')}
            </button>
          )}
        </div>
      </div>
      <label className="coupon__switch coupon__switch--small">
        <input type="checkbox" role="switch" checked={autoMax} onChange={(event) => autoMaxToggled(event.target.checked)} />
        {t('coupon.autoMax')}
      </label>
    </>
  );
}

/** What multiplies the express: the express of the day's boost, or the bonus bet (which the bettor may remove). */
function CouponMultiplier() {
  const { t } = useTranslation('pages');
  const [expressId, hasBonusBet, multiplier, view, removed] = useUnit([coupon.$expressId, coupon.$hasBonusBet, coupon.$bonusBetCoef, $coefView, coupon.bonusBetRemoved]);
  if (multiplier === null) return null;
  if (expressId !== null) {
    return (
      <p className="coupon__multiplier coupon__multiplier--express" data-testid="coupon-express-of-the-day">
        {t('coupon.expressOfTheDay', { percent: (multiplier - 1000) / 10 })}
      </p>
    );
  }
  if (!hasBonusBet) return null;
  return (
    <p className="coupon__multiplier" data-testid="coupon-bonus-bet">
      {t('coupon.bonusBet', { coef: convertOdds(multiplier / 1000, view) })}{' '}
      <button type="button" className="button button--ghost" onClick={() => removed()}>
        {t('coupon.bonusBetRemove')}
      </button>
    </p>
  );
}

/** Odds that moved past the policy (the policy itself is in the bet settings): the bettor accepts them to place. */
function CoefChanges() {
  const { t } = useTranslation('pages');
  const [pending, accepted] = useUnit([coupon.$pendingCoefChanges, coupon.coefChangesAccepted]);
  if (pending.length === 0) return null;
  return (
    <div className="coupon__changes" role="status">
      <p>{t('coupon.coefsChanged', { count: pending.length })}</p>
      <button type="button" className="button button--secondary" onClick={() => accepted()}>
        {t('coupon.acceptChanges')}
      </button>
    </div>
  );
}

function CouponTotals() {
  const { t, i18n } = useTranslation('pages');
  const [coefText, possibleWin, account, typeId, systemOptions, systemValue] = useUnit([coupon.$coefText, coupon.$possibleWin, coupon.$account, coupon.$typeId, coupon.$systemOptions, coupon.$systemValue]);
  const lines = systemOptions.find((option) => option.value === systemValue)?.lines;
  return (
    <dl className="coupon__totals">
      {coefText ? (
        <div>
          <dt>{t('coupon.coef')}</dt>
          <dd data-testid="coupon-coef">{coefText}</dd>
        </div>
      ) : null}
      {typeId === COUPON_TYPE.system && lines ? (
        <div>
          <dt>{t('coupon.lines')}</dt>
          <dd data-testid="coupon-lines">{lines}</dd>
        </div>
      ) : null}
      {account ? (
        <div>
          <dt>{t('coupon.possibleWin')}</dt>
          <dd className="coupon__win" data-testid="coupon-possible-win">
            {formatMoney(possibleWin, account.currency, i18n.language)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function CouponTools() {
  const { t } = useTranslation('pages');
  const [cleared, saveRequested, savedCode] = useUnit([coupon.couponCleared, coupon.couponSaveRequested, coupon.$savedCode]);
  return (
    <div className="coupon__tools">
      <button type="button" className="button button--ghost" onClick={() => cleared()}>
        {t('coupon.clear')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => saveRequested()}>
        {t('coupon.save')}
      </button>
      {savedCode ? (
        <p className="coupon__saved" role="status">
          {t('coupon.savedAs', { code: savedCode })}
        </p>
      ) : null}
    </div>
  );
}

function CouponSuccess({ lng }: { readonly lng: string }) {
  const { t, i18n } = useTranslation('pages');
  const [success, dismissed] = useUnit([coupon.$successCoupon, coupon.successDismissed]);
  if (!success) return null;
  return (
    <div className="coupon coupon--success" role="status">
      <p className="coupon__success-title">
        {t('coupon.accepted')}
        {success.isVipBet ? (
          <span className="coupon__vip-badge" data-testid="coupon-vip-placed">
            {t('coupon.vipPlaced')}
          </span>
        ) : null}
      </p>
      <p>
        <a href={`/${lng}/print-coupon/${success.id}`}>{t('coupon.number', { id: success.id })}</a>
      </p>
      <dl className="coupon__totals">
        <div>
          <dt>{t('coupon.stake')}</dt>
          <dd>{formatMoney(success.amount, success.currency, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('coupon.possibleWin')}</dt>
          <dd className="coupon__win">{formatMoney(success.possibleWin, success.currency, i18n.language)}</dd>
        </div>
      </dl>
      <button type="button" className="button button--primary" onClick={() => dismissed()}>
        {t('coupon.ok')}
      </button>
    </div>
  );
}
