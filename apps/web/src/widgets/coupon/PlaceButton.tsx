import { convertOdds } from '@betting/coupon';
import { formatMoney } from '@betting/kernel';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { coupon } from '../../entities/coupon/coupon';
import { $coefView } from '../../entities/line/line-settings';
import { placeErrorText, refusalText } from './refusal-text';

/** The slip's one "Place bet" (full and quick coupon alike), with every reason it cannot place written above it. */
export function PlaceButton() {
  const { t, i18n } = useTranslation('pages');
  const [refusals, serverRefusals, placeError, placing, place, account, view] = useUnit([coupon.$refusals, coupon.$serverRefusals, coupon.$placeError, coupon.$isPlacing, coupon.placeRequested, coupon.$account, $coefView]);
  const format = { money: (minor: number) => formatMoney(minor, account?.currency ?? 'RUB', i18n.language), coef: (thousandths: number) => convertOdds(thousandths / 1000, view) };
  const reasons = [...new Set([...refusals.map((refusal) => refusalText(t, refusal, format)), ...serverRefusals.map((refusal) => refusalText(t, refusal, format))])];
  const error = placeError ? placeErrorText(t, placeError) : null;
  const id = useId();
  return (
    <div className="coupon__place">
      {reasons.length > 0 || error ? (
        <div role="alert" id={`${id}-reasons`}>
          <ul className="coupon__reasons">
            {error ? <li>{error}</li> : null}
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="button" className="button button--primary coupon__place-button" aria-describedby={reasons.length > 0 ? `${id}-reasons` : undefined} aria-disabled={reasons.length > 0 || placing} onClick={() => place()}>
        {placing ? t('coupon.placing') : t('coupon.place')}
      </button>
    </div>
  );
}
