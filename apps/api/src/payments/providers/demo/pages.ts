import { DEMO_PAY_OUTCOMES } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import type { DemoSession } from './sessions.repository';
import { demoPageLanguage, demoPageTexts } from './texts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

const STYLE = `
:root { color-scheme: light dark; --bg: #eef1f5; --card: #fff; --text: #14171f; --muted: #4b5563; --accent: #1d4ed8; --accent-text: #fff; --line: #d1d5db; --focus: #f59e0b; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f1720; --card: #18212d; --text: #f3f4f6; --muted: #c2c8d0; --accent: #60a5fa; --accent-text: #0b1220; --line: #334155; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 16px; }
main { width: min(440px, 100%); background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 24px; box-shadow: 0 8px 24px rgb(0 0 0 / 0.12); }
.brand { margin: 0 0 4px; font-weight: 700; letter-spacing: 0.04em; color: var(--accent); }
h1 { margin: 0 0 8px; font-size: 1.5rem; }
.notice { margin: 0 0 16px; color: var(--muted); font-size: 0.9375rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 0 0 20px; }
dt { color: var(--muted); } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.amount { font-size: 1.5rem; }
fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 8px; }
legend { font-weight: 600; margin-bottom: 8px; padding: 0; }
button, .link { display: block; width: 100%; min-height: 44px; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; padding: 10px 16px; text-align: center; text-decoration: none; }
button { border: 1px solid var(--line); background: transparent; color: var(--text); }
button.primary, .link { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
button:focus-visible, .link:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.status { padding: 12px; border-radius: 10px; border: 1px solid var(--line); margin: 0 0 16px; }
`;

function document(lng: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="${demoPageLanguage(lng)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

function details(session: DemoSession): string {
  const texts = demoPageTexts(session.lng);
  const amount = formatMoney(session.amount, session.currency, demoPageLanguage(session.lng));
  const destination = session.destination ? `<dt>${texts.destination}</dt><dd>${escapeHtml(session.destination)}</dd>` : '';
  return `<dl>
<dt>${texts.amount}</dt><dd class="amount">${escapeHtml(amount)}</dd>
${destination}
<dt>${texts.reference}</dt><dd>${escapeHtml(session.description)}</dd>
</dl>`;
}

/** The hosted page: what is paid, and the four outcomes as buttons of one form (POST to the same address). */
export function demoPayPage(session: DemoSession, action: string): string {
  const texts = demoPageTexts(session.lng);
  const title = texts.title[session.kind];
  const header = `<p class="brand">${texts.brand}</p><h1>${escapeHtml(title)}</h1>`;
  if (session.status !== 'open' && session.status !== 'pending') {
    const back = session.returnUrls[session.status];
    return document(
      session.lng,
      title,
      `${header}${details(session)}<p class="status" role="status">${texts.finished} <strong>${texts.statuses[session.status]}</strong></p><a class="link" href="${escapeHtml(back)}">${texts.back}</a>`,
    );
  }
  const pending = session.status === 'pending' ? `<p class="status" role="status">${texts.pendingNote}</p>` : '';
  const buttons = DEMO_PAY_OUTCOMES.filter((outcome) => session.status === 'open' || outcome !== 'pending')
    .map((outcome) => `<button type="submit" name="outcome" value="${outcome}"${outcome === 'success' ? ' class="primary"' : ''}>${escapeHtml(texts.choices[session.kind][outcome])}</button>`)
    .join('\n');
  return document(
    session.lng,
    title,
    `${header}<p class="notice">${texts.notice}</p>${details(session)}${pending}
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>${texts.choose}</legend>
${buttons}
</fieldset>
</form>`,
  );
}

export function demoPayNotFoundPage(lng: string): string {
  const texts = demoPageTexts(lng);
  return document(lng, texts.brand, `<p class="brand">${texts.brand}</p><h1>${texts.notFound}</h1>`);
}
