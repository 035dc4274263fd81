import { useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../../entities/accounts/accounts.model';
import { $isSignedIn } from '../../../entities/session/session-state';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { PoolOverview, PoolPageFrame } from './PoolPageFrame';
import { TotoCoupons } from './TotoCoupons';
import { TotoDrawCard } from './TotoDrawCard';
import { TotoNominees } from './TotoNominees';
import { TotoPastDraws } from './TotoPastDraws';
import { totoOverviewQuery } from './pools.queries';
import './pools.balance';
import './pools.css';

const SECTIONS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: unknown): value is Section => SECTIONS.includes(value as Section);

/** `toto/{totoSection?}`: the football pool — the current draw, the next, my coupons, past draws, the nominees. */
export function TotoPage() {
  const { t } = useTranslation('pages');
  const { lng, totoSection } = useParams({ from: '/$lng/toto/{-$totoSection}' });
  const section: Section = isSection(totoSection) ? totoSection : 'draw';
  const [signedIn, account, overview, failed, start] = useUnit([$isSignedIn, accounts.$activeAccount, totoOverviewQuery.$data, totoOverviewQuery.$failed, totoOverviewQuery.start]);
  useDocumentTitle(`${t('pools.toto.title')} — ${t(`pools.toto.sections.${section}`)}`);
  useEffect(() => {
    if (section !== 'coupons' && section !== 'draws') start();
  }, [section, start]);
  const currency = signedIn ? (account?.iso ?? null) : null;

  return (
    <PoolPageFrame lng={lng} game="toto" tabs={SECTIONS.map((key) => ({ key, href: `/${lng}/toto/${key}`, label: t(`pools.toto.sections.${key}`), current: key === section }))}>
      {section === 'coupons' ? (
        <TotoCoupons signedIn={signedIn} />
      ) : section === 'draws' ? (
        <TotoPastDraws currency={currency} />
      ) : (
        <PoolOverview data={overview} failed={failed} onRetry={() => start()}>
          {({ current, next }) => {
            const draw = section === 'next' ? next : section === 'nonimees' ? (next ?? current) : current;
            return !draw ? (
              <p className="pools__message">{t('pools.toto.noDraw')}</p>
            ) : section === 'nonimees' ? (
              <TotoNominees draw={draw} />
            ) : (
              <TotoDrawCard draw={draw} signedIn={signedIn} currency={currency} />
            );
          }}
        </PoolOverview>
      )}
      <TotoRules />
    </PoolPageFrame>
  );
}

/** The rules in short: how lines, the pool and the jackpot work. */
function TotoRules() {
  const { t } = useTranslation('pages');
  return (
    <details className="card pools__rules">
      <summary>{t('pools.toto.rulesTitle')}</summary>
      <ul>
        <li>{t('pools.toto.rules.marks')}</li>
        <li>{t('pools.toto.rules.lines')}</li>
        <li>{t('pools.toto.rules.pool')}</li>
        <li>{t('pools.toto.rules.void')}</li>
        <li>{t('pools.toto.rules.jackpot')}</li>
      </ul>
    </details>
  );
}
