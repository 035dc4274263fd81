import { attach, createEvent, createStore, sample } from 'effector';

/** The browser's deferred install prompt (a Chromium event type TypeScript's DOM types do not ship). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** Spec §4: the install prompt is deferred and shown once, when the visitor asks for it. */
export function createInstallPromptModel() {
  const promptAvailable = createEvent<InstallPromptEvent>();
  const installRequested = createEvent();
  const $deferred = createStore<InstallPromptEvent | null>(null, { serialize: 'ignore' }).on(promptAvailable, (_, event) => event);

  const showPromptFx = attach({
    source: $deferred,
    effect: async (deferred) => {
      await deferred?.prompt();
    },
  });

  sample({ clock: installRequested, source: $deferred, filter: Boolean, target: showPromptFx });
  // A prompt can be shown once: whatever the visitor answered, it is spent.
  $deferred.reset(showPromptFx.finally);

  return { promptAvailable, installRequested, $canInstall: $deferred.map((event) => event !== null), __: { showPromptFx } };
}
