import type { ProviderSetup } from '@betting/settings';

const loaded = new Map<string, Promise<void>>();

/** Sets the provider's settings globals and loads its script once per page life; rejects when the script fails. */
export function loadChatProvider(scriptUrl: string, setup: ProviderSetup, win: Window = window): Promise<void> {
  const existing = loaded.get(scriptUrl);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    Object.assign(win, setup.globals);
    const script = win.document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    script.dataset['supportChat'] = 'true';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`support chat script failed to load: ${scriptUrl}`));
    win.document.head.append(script);
  });
  loaded.set(
    scriptUrl,
    loading.catch((error: unknown) => {
      loaded.delete(scriptUrl); // a later press may try again
      throw error;
    }),
  );
  return loaded.get(scriptUrl)!;
}

/** Asks the loaded provider to open its chat; false when its global is not there. */
export function openChatProvider(setup: ProviderSetup, win: Window = window): boolean {
  const open = (win as unknown as Record<string, unknown>)[setup.open.global];
  if (typeof open === 'function') {
    (open as (...args: readonly unknown[]) => unknown)(...setup.open.args);
    return true;
  }
  const withCall = open as { call?: (...args: readonly unknown[]) => unknown } | undefined;
  if (withCall && typeof withCall.call === 'function' && setup.open.args[0] === 'call') {
    withCall.call(...setup.open.args.slice(1));
    return true;
  }
  return false;
}
