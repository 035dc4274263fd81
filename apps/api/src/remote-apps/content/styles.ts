/**
 * CSS of the content pages (lists, cards with covers, paging, search, chips, facts, landings), appended to
 * the `content` app's style. Scoped like the rest under `[data-remote-app="content"]`, design tokens with fallbacks.
 */
const S = '[data-remote-app="content"]';

export const CONTENT_PAGE_STYLES = `
${S} .ra-article--wide{max-width:none}
${S} .ra-article img{max-width:100%;height:auto}
${S} .ra-cover{display:block;width:100%;height:auto;aspect-ratio:1200/630;object-fit:cover;border-radius:var(--radius,8px);background:var(--color-surface,#16202b);margin:var(--space-4,16px) 0}
${S} .ra-meta{display:flex;flex-wrap:wrap;gap:0 var(--space-1,4px);margin:var(--space-1,4px) 0;font-size:.9em;color:var(--color-text-muted,#8b9bab)}
${S} .ra-meta a{color:inherit}
${S} .ra-posts{display:grid;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:var(--space-4,16px);list-style:none;margin:var(--space-4,16px) 0;padding:0}
${S} .ra-posts--news{grid-template-columns:minmax(0,1fr)}
${S} .ra-post{display:flex;flex-direction:column;overflow:hidden;background:var(--color-surface,#16202b);border:1px solid var(--color-border,#273544);border-radius:var(--radius,8px)}
${S} .ra-post__cover{display:block;line-height:0}
${S} .ra-post__cover .ra-cover{margin:0;border-radius:0}
${S} .ra-post__text{padding:var(--space-3,12px) var(--space-4,16px) var(--space-4,16px)}
${S} .ra-post__text>p{margin:var(--space-2,8px) 0 0;color:var(--color-text-muted,#8b9bab)}
${S} .ra-post__title{font-size:1.1em;line-height:1.35;margin:var(--space-1,4px) 0}
${S} .ra-post__title a{color:var(--color-text,#e6edf3);text-decoration:none}
${S} .ra-post__title a:hover{text-decoration:underline}
${S} .ra-search{display:grid;gap:var(--space-2,8px);margin:var(--space-4,16px) 0;max-width:36rem}
${S} .ra-search label{font-weight:600}
${S} .ra-search__row{display:flex;gap:var(--space-2,8px)}
${S} .ra-search input{flex:1 1 auto;min-width:0;min-height:2.75em;padding:0 var(--space-3,12px);border:1px solid var(--color-border,#273544);border-radius:var(--radius-small,6px);background:var(--color-bg,#0f1720);color:var(--color-text,#e6edf3);font:inherit}
${S} .ra-search button,${S} .ra-cta{display:inline-flex;align-items:center;min-height:2.75em;padding:0 var(--space-4,16px);border:0;border-radius:var(--radius-small,6px);background:var(--color-accent-strong,#1f6fdc);color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
${S} .ra-search__status{color:var(--color-text-muted,#8b9bab)}
${S} .ra-empty{padding:var(--space-6,24px);text-align:center;color:var(--color-text-muted,#8b9bab);background:var(--color-surface,#16202b);border-radius:var(--radius,8px)}
${S} .ra-pagination{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:var(--space-2,8px);margin:var(--space-6,24px) 0}
${S} .ra-pagination ol{display:flex;flex-wrap:wrap;gap:var(--space-1,4px);list-style:none;margin:0;padding:0}
${S} .ra-pagination a{display:inline-flex;align-items:center;justify-content:center;min-width:2.75em;min-height:2.75em;padding:0 var(--space-2,8px);border:1px solid var(--color-border,#273544);border-radius:var(--radius-small,6px);color:var(--color-text,#e6edf3);text-decoration:none}
${S} .ra-pagination a[aria-current="page"]{background:var(--color-accent-strong,#1f6fdc);border-color:transparent;color:#fff;font-weight:600}
${S} .ra-pagination__gap{align-self:center;color:var(--color-text-muted,#8b9bab)}
${S} .ra-chips,${S} .ra-tags{display:flex;flex-wrap:wrap;gap:var(--space-2,8px);list-style:none;margin:var(--space-3,12px) 0;padding:0}
${S} .ra-chips a{display:inline-flex;align-items:center;min-height:2.5em;padding:0 var(--space-3,12px);border:1px solid var(--color-border,#273544);border-radius:999px;color:var(--color-text,#e6edf3);text-decoration:none}
${S} .ra-chips a[aria-current="page"]{background:var(--color-accent-strong,#1f6fdc);border-color:transparent;color:#fff}
${S} .ra-chips--letters a{min-width:2.5em;justify-content:center;padding:0}
${S} .ra-tags{margin:0}
${S} .ra-tags li{font-size:.8em;padding:2px var(--space-2,8px);border-radius:999px;background:var(--color-surface-raised,#1d2935);color:var(--color-text-muted,#8b9bab)}
${S} .ra-card__links{margin-top:var(--space-2,8px);font-size:.9em}
${S} .ra-facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:var(--space-3,12px);margin:var(--space-4,16px) 0}
${S} .ra-facts div{padding:var(--space-3,12px);background:var(--color-surface,#16202b);border-radius:var(--radius,8px)}
${S} .ra-facts dt{font-size:.85em;color:var(--color-text-muted,#8b9bab)}
${S} .ra-facts dd{margin:0;font-weight:600}
${S} .ra-terms-list{display:grid;gap:var(--space-2,8px);margin:var(--space-3,12px) 0}
${S} .ra-terms-list div{padding:var(--space-2,8px) 0;border-bottom:1px solid var(--color-border,#273544)}
${S} .ra-terms-list dt{font-weight:600}
${S} .ra-terms-list dd{margin:var(--space-1,4px) 0 0;color:var(--color-text-muted,#8b9bab)}
${S} .ra-letter{scroll-margin-top:5rem}
${S} .ra-related{margin-top:var(--space-8,32px);padding-top:var(--space-4,16px);border-top:1px solid var(--color-border,#273544)}
${S} .ra-back{margin-top:var(--space-6,24px)}
${S} .ra-hero{padding:var(--space-6,24px);margin-bottom:var(--space-4,16px);border-radius:var(--radius,8px);background:linear-gradient(135deg,var(--color-surface-raised,#1d2935),var(--color-surface,#16202b))}
${S} .ra-hero .ra-breadcrumbs{margin-bottom:var(--space-4,16px)}
${S} .ra-landing{max-width:60rem}
`;
