/** Spec §9: web vitals are reported 10 s after the page starts. */
export const WEB_VITALS_REPORT_DELAY_MS = 10_000;

/** Starts measuring the page's Core Web Vitals after the delay; the reporter and web-vitals load only then. */
export function reportWebVitals(version: string): void {
  window.setTimeout(() => void import('./web-vitals-reporter').then(({ startWebVitals }) => startWebVitals(version)), WEB_VITALS_REPORT_DELAY_MS);
}
