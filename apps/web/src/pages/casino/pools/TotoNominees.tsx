import type { TotoDraw, TotoMatch } from '@betting/contracts';
import { convertOdds } from '@betting/coupon';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $coefView } from '../../../entities/line/line-settings';
import { useFormatDate } from '../../../shared/lib/date-time';

/** The chances the line's odds imply, margin removed (each 1/odds over their sum), in whole per cent. */
function chancesOf(odds: NonNullable<TotoMatch['odds']>): [number, number, number] {
  const inverse = [1 / odds.home, 1 / odds.draw, 1 / odds.away];
  const sum = inverse.reduce((total, value) => total + value, 0);
  const [home = 0, draw = 0, away = 0] = inverse.map((value) => Math.round((value / sum) * 100));
  return [home, draw, away];
}

function sharesOf(marked: TotoMatch['marked']): [number, number, number] | null {
  const total = marked.home + marked.draw + marked.away;
  if (total === 0) return null;
  return [Math.round((marked.home / total) * 100), Math.round((marked.draw / total) * 100), Math.round((marked.away / total) * 100)];
}

/** `toto/nonimees`: the matches nominated for the next draw, with the line's odds, the chances they imply and the players' picks. */
export function TotoNominees({ draw }: { readonly draw: TotoDraw }) {
  const { t } = useTranslation('pages');
  const formatDate = useFormatDate();
  const view = useUnit($coefView);
  const odds = (thousandths: number) => convertOdds(thousandths / 1000, view);
  return (
    <section className="card pools__card" aria-labelledby="toto-nominees-title">
      <h2 id="toto-nominees-title">{t('pools.toto.nomineesTitle', { id: draw.id })}</h2>
      <p className="pools__muted">{t('pools.toto.nomineesLead')}</p>
      <div className="pools__table-wrap">
        <table className="pools__table toto-nominees">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('pools.toto.match')}</th>
              <th scope="col">{t('pools.toto.odds')}</th>
              <th scope="col">{t('pools.toto.chances')}</th>
              <th scope="col">{t('pools.toto.players')}</th>
            </tr>
          </thead>
          <tbody>
            {draw.matches.map((match) => {
              const chances = match.odds ? chancesOf(match.odds) : null;
              const shares = sharesOf(match.marked);
              return (
                <tr key={match.position}>
                  <td>{match.position}</td>
                  <td>
                    <span className="toto-match__name">
                      {match.homeName} – {match.awayName}
                    </span>
                    <span className="pools__muted pools__block">
                      {match.champName} · <time dateTime={match.startAt}>{formatDate(match.startAt, 'weekdayDayTime')}</time>
                    </span>
                  </td>
                  <td className="pools__odds">{match.odds ? `${odds(match.odds.home)} · ${odds(match.odds.draw)} · ${odds(match.odds.away)}` : '—'}</td>
                  <td>{chances ? <ChanceBar parts={chances} label={t('pools.toto.chancesLabel', { home: chances[0], draw: chances[1], away: chances[2] })} /> : '—'}</td>
                  <td>{shares ? <ChanceBar parts={shares} label={t('pools.toto.playersLabel', { home: shares[0], draw: shares[1], away: shares[2] })} /> : <span className="pools__muted">{t('pools.toto.noPicksYet')}</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Three shares (1 / X / 2) as one bar with the numbers written on it. */
function ChanceBar({ parts, label }: { readonly parts: readonly [number, number, number]; readonly label: string }) {
  return (
    <span className="chance-bar" role="img" aria-label={label}>
      {parts.map((part, index) => (
        <span key={index} className={`chance-bar__part chance-bar__part--${index}`} style={{ flexGrow: Math.max(part, 1) }}>
          {part}%
        </span>
      ))}
    </span>
  );
}
