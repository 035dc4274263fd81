import { FavouriteTeamsPath, FavouriteTeamsResponseSchema, type FavouriteTeam } from '@betting/contracts';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { $isSignedIn } from '../../entities/session/session-state';
import { apiRequest, failureCode } from '../../shared/api/api';

/**
 * The signed-in bettor's favourite teams, kept on the account: loaded once signed in (a guest has none), starred and
 * unstarred one at a time; `refusal` is the office error code of a refused change.
 */
export function useFavouriteTeams() {
  const signedIn = useUnit($isSignedIn);
  // Held with the sign-in state they were loaded for: a guest (or a bettor who signed out) shows none.
  const [loaded, setLoaded] = useState<{ readonly signedIn: boolean; readonly teams: readonly FavouriteTeam[] }>({ signedIn: false, teams: [] });
  const teams = loaded.signedIn === signedIn ? loaded.teams : [];
  const setTeams = useCallback((next: readonly FavouriteTeam[]) => setLoaded({ signedIn: true, teams: next }), []);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    apiRequest({ method: 'GET', path: FavouriteTeamsPath, schema: FavouriteTeamsResponseSchema }).then(
      (answer) => current && setTeams(answer.teams),
      (error: unknown) => current && setRefusal(failureCode(error)),
    );
    return () => {
      current = false;
    };
  }, [signedIn, setTeams]);

  const toggle = useCallback(async (team: FavouriteTeam, favourite: boolean) => {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await apiRequest({ method: 'PUT', path: FavouriteTeamsPath, body: { sportId: team.sportId, name: team.name, favourite }, schema: FavouriteTeamsResponseSchema });
      setTeams(answer.teams);
    } catch (error) {
      setRefusal(failureCode(error));
    } finally {
      setBusy(false);
    }
  }, [setTeams]);

  return { signedIn, teams, busy, refusal, toggle };
}
