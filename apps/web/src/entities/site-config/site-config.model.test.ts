import { configAllFixture } from '@betting/contracts/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createSiteConfigModel } from './site-config.model';

function setup(response: () => unknown) {
  const model = createSiteConfigModel();
  const execute = vi.fn(async () => {
    const data = response();
    if (typeof data === 'object' && data !== null && 'kind' in data) throw data;
    return data as ReturnType<typeof configAllFixture>;
  });
  const saveLanguage = vi.fn();
  const scope = fork({
    handlers: [
      [model.__.fetchConfigFx, execute],
      [model.__.saveLanguageFx, saveLanguage],
    ],
  });
  return { model, scope, execute, saveLanguage };
}

describe('site config model', () => {
  it('loads the config in the page language and remembers the language', async () => {
    const { model, scope, execute, saveLanguage } = setup(() => configAllFixture());
    await allSettled(model.languageChanged, { scope, params: 'ru' });
    expect(execute).toHaveBeenCalledTimes(1);
    expect(scope.getState(model.$config)).toEqual(configAllFixture());
    expect(scope.getState(model.$failed)).toBe(false);
    expect(saveLanguage).toHaveBeenCalledWith('ru');
  });

  it('reloads only when the language really changes', async () => {
    const { model, scope, execute } = setup(() => configAllFixture());
    await allSettled(model.languageChanged, { scope, params: 'en' });
    await allSettled(model.languageChanged, { scope, params: 'en' });
    expect(execute).toHaveBeenCalledTimes(1);
    await allSettled(model.languageChanged, { scope, params: 'ru' });
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('fails with a clear error, without retrying, when the answer breaks the contract', async () => {
    const { model, scope, execute } = setup(() => ({ kind: 'invalid-data', messages: ['languages: expected array'] }));
    await allSettled(model.languageChanged, { scope, params: 'en' });
    expect(execute).toHaveBeenCalledTimes(1);
    expect(scope.getState(model.$config)).toBeNull();
    expect(scope.getState(model.$failed)).toBe(true);
    expect(scope.getState(model.$error)).toMatchObject({ kind: 'invalid-data' });
  });

  it('keeps two scopes apart', async () => {
    const first = setup(() => configAllFixture());
    const model = first.model;
    const other = fork({ handlers: [[model.__.fetchConfigFx, async () => configAllFixture()], [model.__.saveLanguageFx, () => undefined]] });
    await allSettled(model.languageChanged, { scope: first.scope, params: 'ru' });
    expect(other.getState(model.$language)).toBeNull();
    expect(other.getState(model.$config)).toBeNull();
  });
});
