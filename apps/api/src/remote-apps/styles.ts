import { CONTENT_PAGE_STYLES } from './content/styles';

/**
 * The apps' CSS, sent as `style` (the host injects it once per app) and put into the first HTML's head. Every rule
 * is scoped under `[data-remote-app="…"]`, the element the host (and the page server) wraps an app's body in,
 * and reads the site's design tokens with fallbacks, so it looks right in both themes and without the web app.
 */
const PAGE = `
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-page{display:grid;grid-template-columns:minmax(0,15rem) minmax(0,1fr);gap:var(--space-6,24px);max-width:var(--content-width,1280px);margin:0 auto;padding:var(--space-6,24px) var(--space-4,16px);color:var(--color-text,#e6edf3)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-page--single{grid-template-columns:minmax(0,1fr)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-menu{font-size:.95em}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-menu__title{display:block;font-weight:600;margin-bottom:var(--space-2,8px);color:var(--color-text,#e6edf3);text-decoration:none}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-menu ul{list-style:none;margin:0;padding:0}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-menu ul ul{padding-left:var(--space-3,12px)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-menu a{display:block;padding:var(--space-1,4px) var(--space-2,8px);border-radius:var(--radius-small,6px);color:var(--color-text-muted,#8b9bab);text-decoration:none}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-menu a:hover{color:var(--color-text,#e6edf3);background:var(--color-surface,#16202b)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-menu a[aria-current="page"]{color:var(--color-text,#e6edf3);background:var(--color-surface-raised,#1d2935);font-weight:600}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-article{min-width:0;max-width:52rem;line-height:1.6}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-article h2{margin-top:var(--space-6,24px)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-lead{font-size:1.1em;color:var(--color-text-muted,#8b9bab)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-breadcrumbs{display:flex;flex-wrap:wrap;gap:var(--space-2,8px);list-style:none;margin:0 0 var(--space-3,12px);padding:0;font-size:.9em;color:var(--color-text-muted,#8b9bab)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-breadcrumbs li+li::before{content:"›";margin-right:var(--space-2,8px)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-breadcrumbs a{color:inherit}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-note{margin:var(--space-4,16px) 0;padding:var(--space-3,12px) var(--space-4,16px);border-left:3px solid var(--color-accent,#2f80ed);background:var(--color-surface,#16202b);border-radius:var(--radius-small,6px)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-note--warning{border-left-color:var(--color-warning,#f59e0b)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-note p{margin:0}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-table{overflow-x:auto;margin:var(--space-4,16px) 0}
:where([data-remote-app="content"],[data-remote-app="partners"]) table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
:where([data-remote-app="content"],[data-remote-app="partners"]) th,:where([data-remote-app="content"],[data-remote-app="partners"]) td{padding:var(--space-2,8px) var(--space-3,12px);border-bottom:1px solid var(--color-border,#273544);text-align:left}
:where([data-remote-app="content"],[data-remote-app="partners"]) caption{text-align:left;color:var(--color-text-muted,#8b9bab);padding-bottom:var(--space-2,8px)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-contacts{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:var(--space-3,12px)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-contacts div{padding:var(--space-3,12px);background:var(--color-surface,#16202b);border-radius:var(--radius,8px)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-contacts dt{color:var(--color-text-muted,#8b9bab);font-size:.9em}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-contacts dd{margin:0;font-weight:600}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:var(--space-3,12px);list-style:none;margin:var(--space-4,16px) 0;padding:0}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-card{padding:var(--space-4,16px);background:var(--color-surface,#16202b);border:1px solid var(--color-border,#273544);border-radius:var(--radius,8px)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-card h3{font-size:1.05em}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-card p{margin:0;color:var(--color-text-muted,#8b9bab)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-faq details{border-bottom:1px solid var(--color-border,#273544);padding:var(--space-3,12px) 0}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-faq summary{cursor:pointer;font-weight:600}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-calc{display:grid;gap:var(--space-3,12px);max-width:28rem;padding:var(--space-4,16px);background:var(--color-surface,#16202b);border-radius:var(--radius,8px)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-calc__legs{display:grid;grid-template-columns:repeat(auto-fill,minmax(5rem,1fr));gap:var(--space-2,8px);border:0;margin:0;padding:0}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-calc__field{display:grid;gap:var(--space-1,4px);font-size:.9em;color:var(--color-text-muted,#8b9bab)}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-calc input{min-height:2.5em;padding:0 var(--space-2,8px);border:1px solid var(--color-border,#273544);border-radius:var(--radius-small,6px);background:var(--color-bg,#0f1720);color:var(--color-text,#e6edf3);font:inherit}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-calc button{min-height:2.75em;border:0;border-radius:var(--radius-small,6px);background:var(--color-accent-strong,#1f6fdc);color:#fff;font:inherit;font-weight:600;cursor:pointer}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-calc__result{display:grid;grid-template-columns:auto 1fr;gap:var(--space-1,4px) var(--space-4,16px);font-variant-numeric:tabular-nums}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-calc__result dd{margin:0;font-weight:600}
:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-calc__error{color:var(--color-danger,#ef4444)}
@media (max-width:767px){:where([data-remote-app="content"],[data-remote-app="partners"]) .ra-page{grid-template-columns:minmax(0,1fr)}}
`;

const TECHNICAL = `
[data-remote-app="technical-pages"] .ra-technical{max-width:36rem;margin:0 auto;padding:var(--space-12,48px) var(--space-4,16px);text-align:center;color:var(--color-text,#e6edf3)}
[data-remote-app="technical-pages"] .ra-technical__code{margin:0;font-size:4.5em;font-weight:700;line-height:1;color:var(--color-accent,#2f80ed);font-variant-numeric:tabular-nums}
[data-remote-app="technical-pages"] .ra-technical p{color:var(--color-text-muted,#8b9bab)}
[data-remote-app="technical-pages"] .ra-technical ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:var(--space-3,12px)}
`;

const FOOTER = `
[data-remote-app="footer"] .ra-footer{margin-top:var(--space-8,32px);padding:var(--space-8,32px) var(--space-4,16px) var(--space-6,24px);background:var(--color-surface,#16202b);border-top:1px solid var(--color-border,#273544);color:var(--color-text-muted,#8b9bab);font-size:.95em}
[data-remote-app="footer"] .ra-footer__inner{max-width:var(--content-width,1280px);margin:0 auto;display:grid;gap:var(--space-6,24px)}
[data-remote-app="footer"] .ra-footer__columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:var(--space-6,24px)}
[data-remote-app="footer"] .ra-footer h2{font-size:1em;color:var(--color-text,#e6edf3);margin-bottom:var(--space-2,8px)}
[data-remote-app="footer"] .ra-footer ul{list-style:none;margin:0;padding:0;display:grid;gap:var(--space-1,4px)}
[data-remote-app="footer"] .ra-footer a{color:var(--color-text-muted,#8b9bab);text-decoration:none}
[data-remote-app="footer"] .ra-footer a:hover,[data-remote-app="footer"] .ra-footer a[aria-current="true"]{color:var(--color-text,#e6edf3)}
[data-remote-app="footer"] .ra-footer__languages ul{display:flex;flex-wrap:wrap;gap:var(--space-3,12px)}
[data-remote-app="footer"] .ra-footer__subscribe form{display:flex;flex-wrap:wrap;gap:var(--space-2,8px)}
[data-remote-app="footer"] .ra-footer__subscribe input{flex:1 1 12rem;min-height:2.75em;padding:0 var(--space-3,12px);border:1px solid var(--color-border,#273544);border-radius:var(--radius-small,6px);background:var(--color-bg,#0f1720);color:var(--color-text,#e6edf3);font:inherit}
[data-remote-app="footer"] .ra-footer__subscribe button{min-height:2.75em;padding:0 var(--space-4,16px);border:0;border-radius:var(--radius-small,6px);background:var(--color-accent-strong,#1f6fdc);color:#fff;font:inherit;font-weight:600;cursor:pointer}
[data-remote-app="footer"] .ra-footer__status{margin:var(--space-2,8px) 0 0}
[data-remote-app="footer"] .ra-footer__status--success{color:var(--color-success,#22c55e)}
[data-remote-app="footer"] .ra-footer__status--error{color:var(--color-danger,#ef4444)}
[data-remote-app="footer"] .ra-footer__legal{display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-4,16px);padding-top:var(--space-4,16px);border-top:1px solid var(--color-border,#273544)}
[data-remote-app="footer"] .ra-footer__age{display:inline-grid;place-items:center;flex:none;width:2.75em;height:2.75em;border:2px solid var(--color-danger,#ef4444);border-radius:50%;color:var(--color-text,#e6edf3);font-weight:700}
[data-remote-app="footer"] .ra-footer__note{flex:1 1 20rem;margin:0}
[data-remote-app="footer"] .ra-footer__policy img{display:block;height:3em;width:auto}
[data-remote-app="footer"] .visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (max-width:767px){[data-remote-app="footer"] .ra-footer{padding-bottom:calc(var(--space-6,24px) + 56px)}}
`;

export const REMOTE_APP_STYLES: Readonly<Record<'content' | 'partners' | 'technical-pages' | 'footer', string>> = {
  content: `${PAGE.trim()}\n${CONTENT_PAGE_STYLES.trim()}`,
  partners: PAGE.trim(),
  'technical-pages': TECHNICAL.trim(),
  footer: FOOTER.trim(),
};
