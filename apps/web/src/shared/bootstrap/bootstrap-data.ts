import { BOOTSTRAP_ELEMENT_ID, parseBootstrapJson, type BootstrapData } from '@betting/contracts';

/** What the server put in the page for the scripts (defaults when the page came from elsewhere, e.g. Vite's dev server). */
export function readBootstrapData(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): BootstrapData {
  return parseBootstrapJson(doc?.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent);
}

let cached: BootstrapData | undefined;
/** The page's bootstrap data, read once. */
export function bootstrapData(): BootstrapData {
  return (cached ??= readBootstrapData());
}
