import { matchRoute, pathSegments } from '@betting/routing';
import { useLocation } from '@tanstack/react-router';
import { allSettled } from 'effector';
import { useProvidedScope } from 'effector-react';
import { useState } from 'react';

/** Signing out from any page (spec §4 logout): a full load follows on protected routes. `leaving` disables the button. */
export function useSignOut(): { readonly signOut: () => Promise<void>; readonly leaving: boolean } {
  const scope = useProvidedScope();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    const { logoutRequested } = await import('../../app/session');
    const onProtectedRoute = matchRoute(pathSegments(pathname).slice(1))?.route.signIn === true;
    if (scope) await allSettled(logoutRequested, { scope, params: { onProtectedRoute } });
  };
  return { signOut, leaving };
}
