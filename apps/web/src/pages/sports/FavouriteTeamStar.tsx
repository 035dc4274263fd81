import { sameTeam, type FavouriteTeam } from '@betting/contracts';
import { useTranslation } from 'react-i18next';
import type { useFavouriteTeams } from './use-favourite-teams';
import './favourite-star.css';

/**
 * Stars or unstars a team for a signed-in bettor (a guest sees nothing: favourites live on the account). `chip` is
 * the starred-list form that names the team beside its star.
 */
export function FavouriteTeamStar({ team, favourites, chip = false }: { readonly team: FavouriteTeam; readonly favourites: ReturnType<typeof useFavouriteTeams>; readonly chip?: boolean }) {
  const { t } = useTranslation('pages');
  if (!favourites.signedIn) return null;
  const starred = favourites.teams.some((favourite) => sameTeam(favourite, team));
  const label = t('homeType.team.star', { team: team.name });
  return (
    <button
      type="button"
      className={chip ? 'favourite-star favourite-star--chip' : 'favourite-star'}
      aria-pressed={starred}
      aria-label={label}
      title={label}
      disabled={favourites.busy}
      onClick={() => void favourites.toggle(team, !starred)}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
      {chip ? ` ${team.name}` : null}
    </button>
  );
}

/** Why the last star or unstar was refused (too many favourites, a team the line never had), in the bettor's language. */
export function FavouriteTeamsRefusal({ favourites }: { readonly favourites: ReturnType<typeof useFavouriteTeams> }) {
  const { t } = useTranslation('pages');
  if (favourites.refusal === null) return null;
  return (
    <p className="favourite-refusal" role="alert">
      {t(`office.errors.${favourites.refusal}`, { defaultValue: t('office.errors.unknown_error') })}
    </p>
  );
}
