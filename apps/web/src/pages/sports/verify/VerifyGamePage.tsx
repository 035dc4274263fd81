import { LineGameProofResponseSchema, LinePaths, type LineGameProofResponse } from '@betting/contracts';
import { verifySimGame, type SimCheck, type SimEvent, type SimVerification } from '@betting/games';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, failureCode } from '../../../shared/api/api';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import '../sports.css';
import './verify.css';

type Loaded = { readonly state: 'loading' } | { readonly state: 'failed' | 'missing' } | { readonly state: 'loaded'; readonly proof: LineGameProofResponse };
type Checked = { readonly state: 'running' } | { readonly state: 'done'; readonly result: SimVerification } | { readonly state: 'error' };
/** An answer and what it answers (a newer game id or proof shows as loading until its own answer comes). */
type For<K, T> = { readonly of: K; readonly value: T } | null;

/** Game time of an event, `mm:ss`. */
const clock = (second: number) => `${Math.floor(second / 60)}:${String(second % 60).padStart(2, '0')}`;

/**
 * `results/verify/{gameId}` ("Verify this game"): the finished simulated game's revealed key, replayed in the browser by
 * `@betting/games`' verifier — the simulator's own code — against the scoring events and scores the line published.
 */
export function VerifyGamePage() {
  const { t } = useTranslation('pages');
  const { lng, gameId: gameIdSegment } = useParams({ from: '/$lng/results/verify/$gameId' });
  const gameId = Number(gameIdSegment);
  const [loadedFor, setLoaded] = useState<For<number, Loaded>>(null);
  const [checkedFor, setChecked] = useState<For<LineGameProofResponse, Checked>>(null);
  const loaded: Loaded = loadedFor?.of === gameId ? loadedFor.value : { state: 'loading' };
  useDocumentTitle(t('lineProof.title'));

  useEffect(() => {
    let current = true;
    apiRequest({ method: 'GET', path: LinePaths.proof(gameId), schema: LineGameProofResponseSchema }).then(
      (proof) => {
        if (current) setLoaded({ of: gameId, value: { state: 'loaded', proof } });
      },
      (error: unknown) => {
        if (current) setLoaded({ of: gameId, value: { state: failureCode(error) === 'line_game_not_found' ? 'missing' : 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId]);

  const proof = loaded.state === 'loaded' ? loaded.proof : null;
  const checked: Checked = proof && checkedFor?.of === proof ? checkedFor.value : { state: 'running' };
  useEffect(() => {
    if (!proof?.key) return;
    let current = true;
    verifySimGame(proof).then(
      (result) => {
        if (current) setChecked({ of: proof, value: result ? { state: 'done', result } : { state: 'error' } });
      },
      () => {
        if (current) setChecked({ of: proof, value: { state: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [proof]);

  return (
    <div className="page sports-page line-proof">
      <header className="sports-page__header">
        <h1 className="sports-page__title">{t('lineProof.title')}</h1>
        {proof ? (
          <p className="line-proof__game">
            <span className="line-proof__teams">
              {proof.homeName} <strong>{proof.key ? `${proof.home}:${proof.away}` : '–:–'}</strong> {proof.awayName}
            </span>
            <span className="line-proof__champ">
              {proof.sportName} · {proof.champName}
            </span>
          </p>
        ) : null}
      </header>
      <p className="line-proof__lead">{t('lineProof.lead')}</p>
      {loaded.state === 'loading' ? <p role="status">{t('lineProof.loading')}</p> : null}
      {loaded.state === 'failed' ? <p className="sports-message" role="alert">{t('lineProof.loadFailed')}</p> : null}
      {loaded.state === 'missing' ? <p className="sports-message" role="alert">{t('lineProof.notFound')}</p> : null}
      {proof ? <ProofBody proof={proof} checked={checked} /> : null}
      <p className="line-proof__how">{t('lineProof.how')}</p>
      <Link className="line-proof__back" to="/$lng/results/{-$type}" params={{ lng }}>
        {t('lineProof.toResults')}
      </Link>
    </div>
  );
}

function ProofBody({ proof, checked }: { readonly proof: LineGameProofResponse; readonly checked: Checked }) {
  const { t } = useTranslation('pages');
  const keys = (
    <dl className="line-proof__keys card">
      <dt>{t('lineProof.commitment')}</dt>
      <dd className="line-proof__hash">{proof.commitment}</dd>
      {proof.key ? (
        <>
          <dt>{t('lineProof.key')}</dt>
          <dd className="line-proof__hash">{proof.key}</dd>
        </>
      ) : null}
    </dl>
  );
  if (!proof.key)
    return (
      <>
        <p className="line-proof__banner" role="status">
          {t('lineProof.notFinished')}
        </p>
        {keys}
      </>
    );
  if (checked.state === 'running') return <p role="status">{t('lineProof.running')}</p>;
  if (checked.state === 'error')
    return (
      <p className="sports-message" role="alert">
        {t('lineProof.cannotRun')}
      </p>
    );
  const { result } = checked;
  const wrong = new Set(result.wrongMarkets);
  return (
    <>
      <p className={`line-proof__banner ${result.ok ? 'line-proof__banner--ok' : 'line-proof__banner--bad'}`} role={result.ok ? 'status' : 'alert'} data-verified={result.ok}>
        {result.ok ? t('lineProof.allPassed') : t('lineProof.mismatch')}
      </p>
      <ul className="line-proof__checks" aria-label={t('lineProof.checksLabel')}>
        {result.checks.map((check) => (
          <CheckRow key={check.id} check={check} />
        ))}
      </ul>
      {wrong.size > 0 ? (
        <div className="line-proof__wrong">
          <p>{t('lineProof.wrongMarkets')}</p>
          <ul>
            {proof.markets
              .filter((market) => wrong.has(market.id))
              .map((market) => (
                <li key={market.id}>
                  {market.name}: {market.outcomes.map((outcome) => `${outcome.name} — ${outcome.result ? t(`coupon.statuses.${outcome.result}`, { defaultValue: outcome.result }) : '–'}`).join(' · ')}
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      {keys}
      <EventTable proof={proof} result={result} />
    </>
  );
}

function Mark({ ok }: { readonly ok: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <span className={`line-proof__mark ${ok ? 'line-proof__mark--ok' : 'line-proof__mark--bad'}`}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span className="visually-hidden">{ok ? t('lineProof.passed') : t('lineProof.failed')}</span>
    </span>
  );
}

function CheckRow({ check }: { readonly check: SimCheck }) {
  const { t } = useTranslation('pages');
  return (
    <li className="line-proof__check" data-check={check.id} data-ok={check.ok}>
      <Mark ok={check.ok} />
      <span className="line-proof__check-text">
        {t(`lineProof.checks.${check.id}`)}
        {check.id === 'commitment' ? null : (
          <span className="line-proof__values">
            {t('lineProof.replayed')}: <b>{check.expected || '–'}</b> · {t('lineProof.published')}: <b>{check.published || '–'}</b>
          </span>
        )}
      </span>
    </li>
  );
}

function EventTable({ proof, result }: { readonly proof: LineGameProofResponse; readonly result: SimVerification }) {
  const { t } = useTranslation('pages');
  if (result.events.length === 0) return <p>{t('lineProof.noEvents')}</p>;
  const team = (event: SimEvent) => (event.side === 'home' ? proof.homeName : proof.awayName);
  return (
    <section className="line-proof__events" aria-labelledby="line-proof-events">
      <h2 id="line-proof-events" className="line-proof__subtitle">
        {t('lineProof.events')}
      </h2>
      <div className="line-proof__scroll" tabIndex={0} role="region" aria-labelledby="line-proof-events">
        <table className="line-proof__table">
          <thead>
            <tr>
              <th scope="col">{t('lineProof.columns.time')}</th>
              <th scope="col">{t('lineProof.columns.event')}</th>
              <th scope="col">{t('lineProof.columns.team')}</th>
              <th scope="col">{t('lineProof.columns.score')}</th>
              <th scope="col">{t('lineProof.columns.check')}</th>
            </tr>
          </thead>
          <tbody>
            {result.events.map((row, index) => {
              const event = row.replayed ?? row.published!;
              const other = row.replayed && row.published && !row.ok ? row.published : null;
              return (
                <tr key={index} data-ok={row.ok}>
                  <td>{clock(event.second)}</td>
                  <td>
                    {t(`lineProof.kinds.${event.kind}`)} <span className="line-proof__period">({t('lineProof.period', { value: event.period })})</span>
                  </td>
                  <td>{team(event)}</td>
                  <td>
                    {event.home}:{event.away}
                    {other ? <span className="line-proof__values"> {t('lineProof.published')}: {clock(other.second)} {other.home}:{other.away}</span> : null}
                  </td>
                  <td>
                    <Mark ok={row.ok} />
                    {row.replayed ? null : <span className="line-proof__values"> {t('lineProof.onlyPublished')}</span>}
                    {row.published ? null : <span className="line-proof__values"> {t('lineProof.onlyReplayed')}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
