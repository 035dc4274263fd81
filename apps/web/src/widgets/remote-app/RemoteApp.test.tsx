import { remoteAppResponseFixture } from '@betting/remote-apps/testing';
import type { RemoteAppsRegistry, RemoteAppState } from '@betting/remote-apps';
import { fork, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { remoteApps } from '../../shared/remote-apps/remote-apps';
import { RemoteApp } from './RemoteApp';

vi.mock('./remote-app.css', () => ({}));

const path = '/en/information/about';

function render(state: RemoteAppState | null, element = <RemoteApp name="content" path={path} />): string {
  const apps: RemoteAppsRegistry = state ? { [`content ${path}`]: { key: `content ${path}`, app: 'content', path, state } } : {};
  const scope = fork({ values: [[remoteApps.$apps as StoreWritable<RemoteAppsRegistry>, apps]] });
  return renderToString(<Provider value={scope}>{element}</Provider>);
}

const alive = { views: 1, ticket: 1, lastReloadAt: null };

describe('RemoteApp', () => {
  it('holds a skeleton of the page shape while loading and while retrying', () => {
    for (const state of [null, { status: 'loading', ...alive, retries: 0 }, { status: 'error', ...alive, retries: 1, willRetry: true, reason: 'HTTP 503' }] as const) {
      const html = render(state);
      expect(html).toContain('remote-app-skeleton--page');
      expect(html).toContain('aria-busy="true"');
      expect(html).not.toContain('role="alert"');
    }
    expect(render(null, <RemoteApp name="content" path={path} skeleton="block" />)).toContain('remote-app-skeleton--block');
  });

  it('shows the app body inside data-remote-app when ready', () => {
    const html = render({ status: 'ready', ...alive, data: remoteAppResponseFixture(), refreshing: false });
    expect(html).toContain('<div data-remote-app="content" class="remote-app__body"><section><h1>About us</h1></section></div>');
    expect(html).toContain('data-remote-app-state="ready"');
  });

  it('shows the dictionary error with a refresh button once the retries are spent', () => {
    const html = render({ status: 'error', ...alive, retries: 3, willRetry: false, reason: 'HTTP 503' });
    expect(html).toContain('role="alert"');
    for (const key of ['main_dictionary_load_error', 'main_dictionary_refresh_page', 'main_page_refresh_button']) expect(html).toContain(key);
    expect(html).toContain('<button type="button"');
  });
});
