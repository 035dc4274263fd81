import { LOTTO_FIXED_PRIZES, LOTTO_JACKPOT_SHARE_BP } from '@betting/games';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../../entities/accounts/accounts.model';
import { $isSignedIn } from '../../../entities/session/session-state';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { LottoBalls } from './LottoBalls';
import { LottoDrawResult, LottoResults } from './LottoResults';
import { LottoTicketForm } from './LottoTicketForm';
import { LottoTickets } from './LottoTickets';
import { PoolOverview, PoolPageFrame } from './PoolPageFrame';
import { lottoOverviewQuery } from './pools.queries';
import './pools.balance';
import './pools.css';

const SECTIONS = ['current', 'results', 'tickets'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: unknown): value is Section => SECTIONS.includes(value as Section);

/** `lotto/{sectionName?}/{lottoId?}`: Lotto 6/45 — the draw on sale, results (one draw by its id), my tickets. */
export function LottoPage() {
  const { t } = useTranslation('pages');
  const { lng, sectionName, lottoId } = useParams({ from: '/$lng/lotto/{-$sectionName}/{-$lottoId}' });
  const section: Section = isSection(sectionName) ? sectionName : 'current';
  const drawId = lottoId && /^\d{1,15}$/.test(lottoId) ? Number(lottoId) : null;
  const [signedIn, account, overview, failed, start] = useUnit([$isSignedIn, accounts.$activeAccount, lottoOverviewQuery.$data, lottoOverviewQuery.$failed, lottoOverviewQuery.start]);
  useDocumentTitle(`${t('pools.lotto.title')} — ${t(`pools.lotto.sections.${section}`)}`);
  useEffect(() => {
    if (section === 'current') start();
  }, [section, start]);
  const currency = signedIn ? (account?.iso ?? null) : null;

  return (
    <PoolPageFrame lng={lng} game="lotto" tabs={SECTIONS.map((key) => ({ key, href: `/${lng}/lotto/${key}`, label: t(`pools.lotto.sections.${key}`), current: key === section && drawId === null }))}>
      {section === 'results' ? (
        drawId !== null ? (
          <>
            <LottoDrawResult drawId={drawId} currency={currency} />
            <Link to="/$lng/lotto/{-$sectionName}/{-$lottoId}" params={{ lng, sectionName: 'results' }} className="pools__back">
              {t('pools.lotto.allResults')}
            </Link>
          </>
        ) : (
          <LottoResults lng={lng} />
        )
      ) : section === 'tickets' ? (
        <LottoTickets signedIn={signedIn} />
      ) : (
        <PoolOverview data={overview} failed={failed} onRetry={() => start()}>
          {({ current, latest }) => (
            <>
              {current ? <LottoTicketForm draw={current} signedIn={signedIn} currency={currency} /> : <p className="pools__message">{t('pools.lotto.noDraw')}</p>}
              {latest?.balls ? (
                <section className="card pools__card" aria-labelledby="lotto-latest-title">
                  <h2 id="lotto-latest-title">{t('pools.lotto.latestTitle', { id: latest.id })}</h2>
                  <LottoBalls numbers={latest.balls} label={t('pools.lotto.ballsOf', { id: latest.id })} />
                  <Link to="/$lng/lotto/{-$sectionName}/{-$lottoId}" params={{ lng, sectionName: 'results', lottoId: String(latest.id) }}>{t('pools.lotto.seeResult')}</Link>
                </section>
              ) : null}
            </>
          )}
        </PoolOverview>
      )}
      <details className="card pools__rules">
        <summary>{t('pools.lotto.rulesTitle')}</summary>
        <ul>
          <li>{t('pools.lotto.rules.ticket')}</li>
          <li>{t('pools.lotto.rules.prizes', { three: LOTTO_FIXED_PRIZES[3] / 1000, four: LOTTO_FIXED_PRIZES[4] / 1000, five: LOTTO_FIXED_PRIZES[5] / 1000 })}</li>
          <li>{t('pools.lotto.rules.jackpot', { share: LOTTO_JACKPOT_SHARE_BP / 100 })}</li>
          <li>{t('pools.lotto.rules.fair')}</li>
        </ul>
      </details>
    </PoolPageFrame>
  );
}
