import { page } from './define';

/** Blocked and maintenance layouts, the 500 page and the non-production debug route. */
export const systemRoutes = [
  page('block-appeal-history', 'block-appeal-history', {
    layout: 'blocked',
    signIn: true,
    meta: { allowedWhileBanned: true, bannedOnly: true },
  }),
  page('maintenance', 'maintenance', { layout: 'maintenance', meta: { allowedWhileBanned: true } }),
  page('error.500', '500', { meta: { allowedWhileBanned: true } }),
  page('debug', 'debug', { meta: { devOnly: true, allowedWhileBanned: true } }),
] as const;
