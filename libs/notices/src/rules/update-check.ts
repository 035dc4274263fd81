/** Spec §9: the update check starts 60 s after the app starts. */
export const UPDATE_CHECK_DELAY_MS = 60_000;

/** A new app version is out when the server's differs from the one running (a blank answer says nothing). */
export function isUpdateAvailable(running: string, latest: string | null): boolean {
  return latest !== null && latest.trim() !== '' && latest !== running;
}
