import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeLayout } from '../layout/OfficeLayout';
import { BonusItem } from './BonusItem';
import { BonusOfficeNav } from './BonusOfficeNav';
import { $activeBonuses, $bonuses, $bonusesFailed, $finishedBonuses, wagerPageOpened } from './wager.model';
import '../../bonuses/bonuses.css';

/** `office/bonuses/wager`: active bonuses with their wagering progress, then the finished ones. */
export function WagerPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const [bonuses, failed, active, finished, opened] = useUnit([$bonuses, $bonusesFailed, $activeBonuses, $finishedBonuses, wagerPageOpened]);
  useEffect(() => {
    opened(lng);
  }, [opened, lng]);

  return (
    <OfficeLayout routeId="office.bonuses-wager">
      <BonusOfficeNav />
      <section className="card office-card" aria-labelledby="wager-active" aria-busy={bonuses === null && !failed}>
        <h2 id="wager-active">{t('bonuses.wager.activeTitle')}</h2>
        <p>{t('bonuses.wager.explain')}</p>
        {failed ? (
          <p role="alert">{t('office.loadFailed')}</p>
        ) : bonuses === null ? (
          <p>{t('office.loading')}</p>
        ) : active.length === 0 ? (
          <div className="bonuses-message">
            <p>{t('bonuses.wager.empty')}</p>
            <Link to="/$lng/bonuses" params={{ lng }} className="button button--secondary">
              {t('bonuses.wager.seeBonuses')}
            </Link>
          </div>
        ) : (
          <ul className="bonus-list">
            {active.map((bonus) => (
              <li key={bonus.id}>
                <BonusItem bonus={bonus} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {finished.length > 0 ? (
        <section className="card office-card" aria-labelledby="wager-finished">
          <h2 id="wager-finished">{t('bonuses.wager.finishedTitle')}</h2>
          <ul className="bonus-list">
            {finished.map((bonus) => (
              <li key={bonus.id}>
                <BonusItem bonus={bonus} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </OfficeLayout>
  );
}
