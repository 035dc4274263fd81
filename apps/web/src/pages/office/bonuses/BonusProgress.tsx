import type { UserBonus } from '@betting/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../bonuses/format';

/** Share of the requirement wagered, in whole percent, rounded down (100 only when fully wagered). */
export function wageredPercent(bonus: Pick<UserBonus, 'wager_done' | 'wager_required'>): number {
  if (bonus.wager_required === 0) return 100;
  return Math.floor((bonus.wager_done * 100) / bonus.wager_required);
}

/** A bonus's wagering as a progress bar with the amounts staked and left (screen readers hear both). */
export function BonusProgress({ bonus, labelId }: { readonly bonus: UserBonus; readonly labelId: string }) {
  const { t } = useTranslation('pages');
  const money = useMoney();
  const percent = wageredPercent(bonus);
  const done = money(bonus.wager_done, bonus.currency);
  const required = money(bonus.wager_required, bonus.currency);
  const left = money(Math.max(0, bonus.wager_required - bonus.wager_done), bonus.currency);
  const text = t('bonuses.wager.progress', { done, required });
  return (
    <div className={percent >= 100 ? 'bonus-progress bonus-progress--done' : 'bonus-progress'}>
      <div className="bonus-progress__bar" role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent} % — ${text}`}>
        <div className="bonus-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <div className="bonus-progress__numbers">
        <span>{text}</span>
        {bonus.state === 'active' ? <span>{t('bonuses.wager.remaining', { amount: left })}</span> : <span>{percent} %</span>}
      </div>
    </div>
  );
}
