import type { CasinoGameDetails } from '@betting/contracts';
import { Link, useMatches, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CasinoGamePage } from '../CasinoGamePage';
import { paytableOf, percentOf, timesOf, type WheelPageGame } from './wheel-paytable';
import './wheel.css';

const WHEEL_PAGE_GAMES: readonly WheelPageGame[] = ['fortuna', 'chest', 'safe', 'memory', 'lottery'];

/**
 * `fortuna`, `chest`, `memory`, `safe`, `lottery` (routing ids `wheel.*`): the bonus wheel game of that route in its
 * frame (the game page by route), its rules and paytable from `@betting/games`, and a link to its `-bonus` variant
 * (`games/{route}-bonus`, the same game for the casino bonus balance).
 */
export function WheelGamePage() {
  const { lng } = useParams({ from: '/$lng' });
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.staticData.routeId ?? '' });
  const game = WHEEL_PAGE_GAMES.find((candidate) => routeId === `wheel.${candidate}`) ?? 'fortuna';
  return <CasinoGamePage route={game}>{(details) => <WheelRules lng={lng} game={game} details={details} />}</CasinoGamePage>;
}

function WheelRules({ lng, game, details }: { readonly lng: string; readonly game: WheelPageGame; readonly details: CasinoGameDetails }) {
  const { t } = useTranslation('pages');
  const rows = paytableOf(game);
  // Fortuna, chests and safes pay a multiplier: the prize is the multiplier itself, one column says it.
  const named = rows.some((row) => row.kind !== 'multiplier');
  const prizeOf = (row: (typeof rows)[number]) =>
    row.kind === 'pair' ? t('wheelGames.pair', { symbol: t(`wheelGames.symbols.${row.key}`) }) : row.kind === 'matches' ? t('wheelGames.matches', { count: Number(row.key) }) : timesOf(row.multiplier);
  return (
    <section className="wheel-rules" aria-labelledby="wheel-rules-title">
      <div className="wheel-rules__text">
        <h2 id="wheel-rules-title">{t('wheelGames.rulesTitle')}</h2>
        <p>{t(`wheelGames.rules.${game}`)}</p>
        <p className="wheel-rules__rtp">{t('wheelGames.rtp', { rtp: (details.rtpBasisPoints / 100).toFixed(2) })}</p>
        <Link className="button button--secondary wheel-rules__bonus" to="/$lng/games/$gameRoute" params={{ lng, gameRoute: `${game}-bonus` }}>
          {t('wheelGames.bonusLink', { name: details.name })}
        </Link>
      </div>
      <table className="wheel-rules__table">
        <caption>{t('wheelGames.paytableTitle')}</caption>
        <thead>
          <tr>
            {named ? <th scope="col">{t('wheelGames.prize')}</th> : null}
            <th scope="col">{t('wheelGames.pays')}</th>
            <th scope="col">{t('wheelGames.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}:${row.key}`}>
              {named ? <th scope="row">{prizeOf(row)}</th> : null}
              {named ? <td>{timesOf(row.multiplier)}</td> : <th scope="row">{timesOf(row.multiplier)}</th>}
              <td>{percentOf(row.chance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
