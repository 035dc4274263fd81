import type { BonusGame } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly games: readonly (BonusGame & { readonly offer_ids?: readonly string[] })[];
  /** The heading that names the table. */
  readonly captionId: string;
  /** With the offers column: each offer a game serves, as a link named by the offer's title. */
  readonly offers?: { readonly link: (id: string) => string; readonly title: (id: string) => string };
}

/** Games with their provider, type and the share of a stake that counts towards wagering; rows stack on phones. */
export function GamesTable({ games, captionId, offers }: Props) {
  const { t } = useTranslation('pages');
  return (
    <table className="bonus-table" aria-labelledby={captionId}>
      <thead>
        <tr>
          <th scope="col">{t('bonuses.games.name')}</th>
          <th scope="col">{t('bonuses.games.provider')}</th>
          <th scope="col">{t('bonuses.games.kind')}</th>
          <th scope="col" className="bonus-table__number">
            {t('bonuses.games.contribution')}
          </th>
          {offers ? <th scope="col">{t('bonuses.games.offers')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <tr key={game.id}>
            <th scope="row" data-label={t('bonuses.games.name')}>
              {game.name}
            </th>
            <td data-label={t('bonuses.games.provider')}>{game.provider}</td>
            <td data-label={t('bonuses.games.kind')}>{t(`bonuses.games.kinds.${game.kind}`)}</td>
            <td data-label={t('bonuses.games.contribution')} className="bonus-table__number">
              {t('bonuses.values.percent', { percent: game.contribution_percent })}
            </td>
            {offers ? (
              <td data-label={t('bonuses.games.offers')}>
                <ul className="bonus-table__links">
                  {(game.offer_ids ?? []).map((id) => (
                    <li key={id}>
                      <Link to={offers.link(id)}>{offers.title(id)}</Link>
                    </li>
                  ))}
                </ul>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
