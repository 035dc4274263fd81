import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: the loading bar appears only for navigations slower than 200 ms and fills over 5000 ms. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

export function LoadingBar() {
  const { t } = useTranslation();
  const pendingHref = useRouterState({ select: (state) => (state.status === 'pending' ? state.location.href : null) });
  // The pending navigation that has lasted longer than the throttle.
  const [slowHref, setSlowHref] = useState<string | null>(null);

  useEffect(() => {
    if (pendingHref === null) return;
    const timer = window.setTimeout(() => setSlowHref(pendingHref), LOADING_BAR_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [pendingHref]);

  if (pendingHref === null || slowHref !== pendingHref) return null;
  return <div className="loading-bar" role="progressbar" aria-label={t('nav.loading')} style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }} />;
}
