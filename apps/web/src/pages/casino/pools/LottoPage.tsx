import { LOTTO_FIXED_PRIZES, LOTTO_JACKPOT_SHARE_BP } from '@betting/games';
import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../../../entities/accounts/accounts.model';
import { $isSignedIn } from '../../../entities/session/session-state';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { NavLinks } from '../../../shared/ui/NavLinks';
import { CasinoLayout } from '../CasinoLayout';
import { LottoBalls } from './LottoBalls';
import { LottoDrawResult, LottoResults } from './LottoResults';
import { LottoTicketForm } from './LottoTicketForm';
import { LottoTickets } from './LottoTickets';
import { lottoOverviewQuery } from './pools.queries';
import './pools.balance';
import './pools.css';

const SECTIONS = ['current', 'results', 'tickets'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: unknown): value is Section => SECTIONS.includes(value as Section);

/** `lotto/{sectionName?}/{lottoId?}`: Lotto 6/45 — the draw on sale, results (one draw by its id), my tickets. */
export function LottoPage() {
  const { t } = useTranslation('pages');
  const { lng = 'en', sectionName, lottoId } = useParams({ strict: false }) as { lng?: string; sectionName?: string; lottoId?: string };
  const section: Section = isSection(sectionName) ? sectionName : 'current';
  const drawId = lottoId && /^\d{1,15}$/.test(lottoId) ? Number(lottoId) : null;
  const [signedIn, account, overview, failed, start] = useUnit([$isSignedIn, accounts.$activeAccount, lottoOverviewQuery.$data, lottoOverviewQuery.$failed, lottoOverviewQuery.start]);
  useDocumentTitle(`${t('pools.lotto.title')} — ${t(`pools.lotto.sections.${section}`)}`);
  useEffect(() => {
    if (section === 'current') start();
  }, [section, start]);
  const currency = signedIn ? (account?.iso ?? null) : null;

  return (
    <CasinoLayout lng={lng}>
      <div className="pools">
        <header className="pools__head">
          <h1 className="casino__title">{t('pools.lotto.title')}</h1>
          <p className="pools__muted">{t('pools.lotto.lead')}</p>
        </header>
        <NavLinks
          className="chip-row pools__tabs"
          label={t('pools.lotto.tabsLabel')}
          linkClassName="chip"
          items={SECTIONS.map((key) => ({ key, href: `/${lng}/lotto/${key}`, label: t(`pools.lotto.sections.${key}`), current: key === section && drawId === null }))}
        />
        {section === 'results' ? (
          drawId !== null ? (
            <>
              <LottoDrawResult drawId={drawId} currency={currency} />
              <Link to={`/${lng}/lotto/results`} className="pools__back">
                {t('pools.lotto.allResults')}
              </Link>
            </>
          ) : (
            <LottoResults lng={lng} />
          )
        ) : section === 'tickets' ? (
          <LottoTickets signedIn={signedIn} />
        ) : failed ? (
          <p role="alert" className="pools__message">
            {t('pools.loadFailed')}{' '}
            <button type="button" className="button button--secondary" onClick={() => start()}>
              {t('pools.retry')}
            </button>
          </p>
        ) : overview === null ? (
          <div className="card pools__card pools__skeleton" aria-busy="true" aria-label={t('pools.loading')} />
        ) : (
          <>
            {overview.current ? <LottoTicketForm draw={overview.current} signedIn={signedIn} currency={currency} /> : <p className="pools__message">{t('pools.lotto.noDraw')}</p>}
            {overview.latest?.balls ? (
              <section className="card pools__card" aria-labelledby="lotto-latest-title">
                <h2 id="lotto-latest-title">{t('pools.lotto.latestTitle', { id: overview.latest.id })}</h2>
                <LottoBalls numbers={overview.latest.balls} label={t('pools.lotto.ballsOf', { id: overview.latest.id })} />
                <Link to={`/${lng}/lotto/results/${overview.latest.id}`}>{t('pools.lotto.seeResult')}</Link>
              </section>
            ) : null}
          </>
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
      </div>
    </CasinoLayout>
  );
}
