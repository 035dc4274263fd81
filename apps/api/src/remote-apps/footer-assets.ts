import { escapeHtml } from './html';

/**
 * `/remote-apps/footer/assets/footer.js`, the footer app's only script (its `scriptsToLoad`). The host loads each
 * listed script once per page life, so across any number of navigations:
 *
 * - `window.__footerScriptRuns` is 1. A browser test reads it to prove that a remote app's script runs exactly once.
 * - One delegated `submit` listener on `document` sends the footer's subscription form
 *   (`form[data-remote-form="email-subscription"]`) as JSON with `fetch`, whichever copy of the footer's HTML is on
 *   the page, writes the answer into the form's status line and dispatches `remote-app:email-subscribed` on
 *   `document` (the host shows its email_subscription_success notice). Without JavaScript the form posts itself and
 *   the endpoint sends the visitor back with `?subscribed=1`, which the footer renders as the same message.
 *
 * Plain ES2017 with no imports: it is served as is, not through the web app's bundler.
 */
export const FOOTER_SCRIPT = `(function () {
  'use strict';
  window.__footerScriptRuns = (window.__footerScriptRuns || 0) + 1;
  if (window.__footerSubscriptionBound) return;
  window.__footerSubscriptionBound = true;

  function showStatus(form, text, tone) {
    var status = form.parentNode && form.parentNode.querySelector('[data-subscription-status]');
    if (!status) return;
    status.textContent = text || '';
    status.className = 'ra-footer__status' + (tone ? ' ra-footer__status--' + tone : '');
  }

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute('data-remote-form') !== 'email-subscription') return;
    event.preventDefault();
    var data = new FormData(form);
    var button = form.querySelector('button[type="submit"]');
    if (button) button.disabled = true;
    fetch(form.getAttribute('action'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: String(data.get('email') || ''), lang: String(data.get('lang') || '') })
    })
      .then(function (response) {
        if (!response.ok) throw new Error('subscription refused: ' + response.status);
        form.reset();
        showStatus(form, form.getAttribute('data-success-text'), 'success');
        document.dispatchEvent(new CustomEvent('remote-app:email-subscribed', { detail: { appName: 'footer' } }));
      })
      .catch(function () {
        showStatus(form, form.getAttribute('data-error-text'), 'error');
      })
      .then(function () {
        if (button) button.disabled = false;
      });
  });
})();
`;

/**
 * `/web-api/policy/logo.agif`: the licence (policy) badge the footer shows for some countries (spec §7). Served by our
 * own server as a small SVG (no CDN is reachable); the name is the one the spec gives.
 */
export function policyLogoSvg(companyName: string): string {
  const name = escapeHtml(companyName.length > 22 ? `${companyName.slice(0, 21)}…` : companyName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48" role="img" aria-label="Licensed operator">
<rect x="1" y="1" width="94" height="46" rx="7" fill="#0f1720" stroke="#22c55e" stroke-width="2"/>
<path d="M16 10l9 4v7c0 6-4 10-9 12-5-2-9-6-9-12v-7z" fill="#22c55e"/>
<path d="M12 21l3 3 6-6" fill="none" stroke="#0f1720" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
<text x="31" y="21" fill="#e6edf3" font-family="system-ui,sans-serif" font-size="10" font-weight="700">LICENSED</text>
<text x="31" y="33" fill="#8b9bab" font-family="system-ui,sans-serif" font-size="7.5">${name}</text>
<text x="9" y="43" fill="#8b9bab" font-family="system-ui,sans-serif" font-size="6">Regulated gaming · 18+</text>
</svg>
`;
}
