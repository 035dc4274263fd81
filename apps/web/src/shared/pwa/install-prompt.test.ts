import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createInstallPromptModel, type InstallPromptEvent } from './install-prompt';

const promptEvent = () => Object.assign(new Event('beforeinstallprompt'), { prompt: vi.fn(async () => undefined) }) as InstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };

describe('install prompt', () => {
  it('offers installing once the browser defers its prompt, and shows it only when asked', async () => {
    const model = createInstallPromptModel();
    const scope = fork();
    const event = promptEvent();
    expect(scope.getState(model.$canInstall)).toBe(false);
    await allSettled(model.promptAvailable, { scope, params: event });
    expect(scope.getState(model.$canInstall)).toBe(true);
    expect(event.prompt).not.toHaveBeenCalled();
    await allSettled(model.installRequested, { scope });
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });

  it('shows a prompt once only', async () => {
    const model = createInstallPromptModel();
    const scope = fork();
    const event = promptEvent();
    await allSettled(model.promptAvailable, { scope, params: event });
    await allSettled(model.installRequested, { scope });
    await allSettled(model.installRequested, { scope });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(scope.getState(model.$canInstall)).toBe(false);
  });
});
