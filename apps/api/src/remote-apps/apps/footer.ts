import { pathInLanguage, visibleLanguageCodes } from '@betting/routing';
import { z } from 'zod';
import { loadConfigGroup } from '../seo/config-group.repository';
import { languagePreference, listFooterLinks, loadStrings, pageTitles } from '../content.repository';
import { attrs, escapeHtml, fillPlaceholders, inlineHtml } from '../html';
import type { RenderEnv, RenderOutcome, RenderRequest } from '../render-types';
import { REMOTE_APP_STYLES } from '../styles';
import { assemble } from './assemble';
import { placeholdersFor } from '../placeholders';

/** Spec §7: the policy logo is shown for these country ids only (the footer config group may change the list). */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];
export const POLICY_LOGO_PATH = '/web-api/policy/logo.agif';
export const EMAIL_SUBSCRIPTION_PATH = '/web-api/subscriptions/email';
/**
 * The footer's one script, same origin, loaded by the host once per page life (`scriptsToLoad`). It counts its runs in
 * `window.__footerScriptRuns` (a browser test proves it runs exactly once across navigations) and sends the
 * subscription form with `fetch` instead of a page load. See footer-script.ts.
 */
export const FOOTER_SCRIPT_PATH = '/remote-apps/footer/assets/footer.js';
/** Query keys the subscription endpoint adds when it sends a form-posting (JavaScript-free) visitor back. */
export const SUBSCRIBED_QUERY = 'subscribed';
export const SUBSCRIPTION_ERROR_QUERY = 'subscription_error';

export function showsPolicyLogo(countryId: number | undefined, countryIds: readonly number[] = POLICY_LOGO_COUNTRY_IDS): boolean {
  return countryId !== undefined && countryIds.includes(countryId);
}

const FooterConfigSchema = z.object({
  policyLogoCountryIds: z.array(z.number().int().positive()).catch([...POLICY_LOGO_COUNTRY_IDS]),
  /** The country assumed when the edge sends none (`x-country-id`). */
  defaultCountryId: z.number().int().positive().nullable().catch(null),
  subscriptionEnabled: z.boolean().catch(true),
});

/** `returnTo` of the subscription form: the page without the endpoint's own answer keys. */
function returnPath(pathname: string, query: URLSearchParams): string {
  const kept = new URLSearchParams(query);
  kept.delete(SUBSCRIBED_QUERY);
  kept.delete(SUBSCRIPTION_ERROR_QUERY);
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * `footer`: link columns, languages (the same page in each), the e-mail subscription form, the responsible-gaming
 * note with the 18+ badge, the policy logo where it applies, and the copyright. Components: `links`, `languages`,
 * `subscription`, `legal`. The footer is part of every page, including the 404 page, so any path with a language
 * renders it.
 */
export async function renderFooter(env: RenderEnv, request: RenderRequest): Promise<RenderOutcome> {
  const { page } = request;
  const lang = page.lang && env.languages.some((language) => language.code === page.lang) ? page.lang : env.siteConfig.lng;
  const languages = languagePreference(lang, env.siteConfig.lng);
  const [strings, links, storedConfig] = await Promise.all([loadStrings(env.db, 'footer', languages), listFooterLinks(env.db), loadConfigGroup(env.db, 'footer', lang)]);
  const config = FooterConfigSchema.parse(storedConfig);
  const titles = await pageTitles(env.db, [...new Set(links.filter((link) => link.labelKey === null).map((link) => link.path))], languages);
  const placeholders = placeholdersFor(env, lang);
  const text = (key: string) => fillPlaceholders(strings.get(key) ?? key, placeholders);

  const sections = new Map<string, string[]>();
  for (const link of links) {
    const label = link.labelKey ? strings.get(link.labelKey) : titles.get(link.path);
    if (label === undefined) continue; // a link to a page that is not published (or has no text) is left out
    const href = `/${lang}/${link.path}`;
    const items = sections.get(link.section) ?? [];
    items.push(`<li><a${attrs({ href, 'aria-current': href === page.pathname ? 'page' : undefined })}>${escapeHtml(fillPlaceholders(label, placeholders))}</a></li>`);
    sections.set(link.section, items);
  }
  const columns = [...sections]
    .map(([section, items]) => `<nav${attrs({ 'aria-label': text(`section.${section}`) })}><h2>${escapeHtml(text(`section.${section}`))}</h2><ul>${items.join('')}</ul></nav>`)
    .join('');
  const linksHtml = `<div class="ra-footer__columns">${columns}</div>`;

  const visible = new Set(visibleLanguageCodes(env.languages, env.hasUaCookie));
  const languageItems = env.languages
    .filter((language) => visible.has(language.code))
    .map((language) => {
      const href = pathInLanguage(page.pathname, language.code);
      const current = language.code === lang;
      return `<li><a${attrs({ href, hreflang: language.code, lang: language.code, 'aria-current': current ? 'true' : undefined })}>${escapeHtml(language.nativeName)}</a></li>`;
    })
    .join('');
  const languagesHtml = `<nav${attrs({ class: 'ra-footer__languages', 'aria-label': text('languages.title') })}><h2>${escapeHtml(text('languages.title'))}</h2><ul>${languageItems}</ul></nav>`;

  let subscriptionHtml = '';
  if (config.subscriptionEnabled) {
    const subscribed = page.query.get(SUBSCRIBED_QUERY) === '1';
    const error = page.query.get(SUBSCRIPTION_ERROR_QUERY);
    const status = subscribed
      ? `<p class="ra-footer__status ra-footer__status--success" role="status" data-subscription-status>${escapeHtml(text('subscribe.success'))}</p>`
      : error !== null
        ? `<p class="ra-footer__status ra-footer__status--error" role="status" data-subscription-status>${escapeHtml(text('subscribe.error'))}</p>`
        : `<p class="ra-footer__status" role="status" data-subscription-status></p>`;
    subscriptionHtml =
      `<section class="ra-footer__subscribe" id="footer-subscription" aria-labelledby="ra-footer-subscribe-title">` +
      `<h2 id="ra-footer-subscribe-title">${escapeHtml(text('subscribe.title'))}</h2><p>${escapeHtml(text('subscribe.text'))}</p>` +
      `<form${attrs({ method: 'post', action: EMAIL_SUBSCRIPTION_PATH, 'data-remote-form': 'email-subscription', 'data-success-text': text('subscribe.success'), 'data-error-text': text('subscribe.error') })}>` +
      `<input${attrs({ type: 'hidden', name: 'lang', value: lang })}>` +
      `<input${attrs({ type: 'hidden', name: 'returnTo', value: returnPath(page.pathname, page.query) })}>` +
      `<label class="visually-hidden" for="ra-footer-email">${escapeHtml(text('subscribe.label'))}</label>` +
      `<input${attrs({ id: 'ra-footer-email', type: 'email', name: 'email', required: true, maxlength: 254, autocomplete: 'email', placeholder: text('subscribe.placeholder') })}>` +
      `<button type="submit">${escapeHtml(text('subscribe.button'))}</button>` +
      `</form>${status}</section>`;
  }

  const countryId = env.countryId ?? config.defaultCountryId ?? undefined;
  const policyHtml = showsPolicyLogo(countryId, config.policyLogoCountryIds)
    ? `<a${attrs({ class: 'ra-footer__policy', href: `/${lang}/information/licenses` })}><img${attrs({ src: POLICY_LOGO_PATH, alt: text('policy.alt'), width: 96, height: 48, loading: 'lazy' })}></a>`
    : '';
  const legalHtml =
    `<div class="ra-footer__legal">` +
    `<span${attrs({ class: 'ra-footer__age', role: 'img', 'aria-label': text('age.label') })}>18+</span>` +
    `<p class="ra-footer__note">${inlineHtml(strings.get('responsible.note') ?? '', placeholders)}</p>` +
    policyHtml +
    `<p class="ra-footer__copyright">${escapeHtml(text('copyright'))}</p>` +
    `</div>`;

  return assemble({
    appName: 'footer',
    env,
    request,
    components: [
      ['links', () => linksHtml],
      ['languages', () => languagesHtml],
      ['subscription', () => subscriptionHtml],
      ['legal', () => legalHtml],
    ],
    wrap: (html) => `<footer${attrs({ class: 'ra-footer', lang: strings.lang ?? lang })}><div class="ra-footer__inner">${html}</div></footer>`,
    style: REMOTE_APP_STYLES.footer,
    defaultTitle: '',
    pageStatus: 200,
    scriptsToLoad: [FOOTER_SCRIPT_PATH],
    ownsPage: false,
  });
}
