import { createInstallPromptModel, type InstallPromptEvent } from '../shared/pwa/install-prompt';

export const installPrompt = createInstallPromptModel();

/** Keeps the browser's install prompt for when the visitor asks for it (spec §4: deferred, shown once). */
export function deferInstallPrompt(onAvailable: (event: InstallPromptEvent) => void): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    onAvailable(event as InstallPromptEvent);
  });
}
