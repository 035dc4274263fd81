import type { Clock } from '@betting/kernel';
import type { Placeholders } from './html';

/** `{companyName}`, `{lng}` and `{year}` (from the injected clock) for stored texts. */
export function placeholdersFor(env: { readonly clock: Clock; readonly siteConfig: { readonly companyName: string } }, lang: string): Placeholders {
  return { companyName: env.siteConfig.companyName, lng: lang, year: String(new Date(env.clock.now()).getUTCFullYear()) };
}
