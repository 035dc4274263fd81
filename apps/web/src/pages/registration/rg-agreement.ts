/** The agreement is shown once a browser session (spec §4: "if … required and not yet shown it is shown first"). */
const KEY = 'rg_agreement_shown';

export interface SessionFlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function sessionStore(): SessionFlagStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the agreement is shown on every visit of the page, never skipped.
    return null;
  }
}

export function rgAgreementShown(storage: SessionFlagStorage | null = sessionStore()): boolean {
  try {
    return storage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberRgAgreementShown(storage: SessionFlagStorage | null = sessionStore()): void {
  try {
    storage?.setItem(KEY, '1');
  } catch {
    // Full or blocked storage: the page still moves on; only the memory is lost.
  }
}
