import { describe, expect, it } from 'vitest';
import { applySettingsToDocument, type AppearanceRoot } from './apply-to-document';
import { browserSettingsStorage, type BrowserStorageEnvironment } from './browser-storage';

/** document.cookie as a browser keeps it: set one cookie at a time with attributes, read back "a=1; b=2". */
class CookieJar {
  readonly set: string[] = [];
  private readonly values = new Map<string, string>();
  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(text: string) {
    this.set.push(text);
    const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const maxAge = attributes.find((attribute) => attribute.startsWith('max-age='));
    if (maxAge !== undefined && Number(maxAge.slice('max-age='.length)) <= 0) this.values.delete(name);
    else this.values.set(name, pair.slice(name.length + 1));
  }
}

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

function environment(overrides: Partial<BrowserStorageEnvironment> = {}) {
  const jar = new CookieJar();
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  return { jar, local, session, env: { cookies: jar, local: () => local, session: () => session, secure: false, ...overrides } };
}

describe('browserSettingsStorage', () => {
  it('writes cookies with path=/, max-age and samesite=lax, and reads them back decoded', () => {
    const { jar, env } = environment();
    const storage = browserSettingsStorage(env);
    storage.write('app_theme', '0', 86_400);
    storage.write('lng', 'en ru', 86_400);
    expect(jar.set).toEqual(['app_theme=0; path=/; max-age=86400; samesite=lax', 'lng=en%20ru; path=/; max-age=86400; samesite=lax']);
    expect(storage.read('app_theme')).toBe('0');
    expect(storage.read('lng')).toBe('en ru');
    expect(storage.read('tzo')).toBeUndefined();
  });

  it('makes a session cookie for a null max age, adds secure on https, removes with max-age=0', () => {
    const { jar, env } = environment({ secure: true });
    const storage = browserSettingsStorage(env);
    storage.write('user_token', 'abc', null);
    storage.remove('user_token');
    expect(jar.set).toEqual(['user_token=abc; path=/; samesite=lax; secure', 'user_token=; path=/; max-age=0; samesite=lax; secure']);
    expect(storage.read('user_token')).toBeUndefined();
  });

  it('keeps the age flags and the settings JSON in local and session storage, not in cookies', () => {
    const { jar, local, session, env } = environment();
    const storage = browserSettingsStorage(env);
    storage.write('age_accepted_at', '1000', null);
    storage.write('age_accepted_session', '1', null);
    storage.write('settings', '{"isShowGameId":1}', null);
    expect(jar.set).toEqual([]);
    expect(local.getItem('age_accepted_at')).toBe('1000');
    expect(session.getItem('age_accepted_session')).toBe('1');
    expect(storage.read('settings')).toBe('{"isShowGameId":1}');
    storage.remove('settings');
    expect(storage.read('settings')).toBeUndefined();
  });

  it('never throws: refused storage and broken cookie encoding read as absent', () => {
    const refusing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const { jar, env } = environment({ local: refusing, session: refusing });
    const storage = browserSettingsStorage(env);
    expect(() => storage.write('settings', '{}', null)).not.toThrow();
    expect(storage.read('age_accepted_at')).toBeUndefined();
    jar.cookie = 'lng=%E0%A4%A; path=/';
    expect(storage.read('lng')).toBeUndefined();
  });
});

describe('applySettingsToDocument', () => {
  function fakeRoot() {
    const attributes: Record<string, string> = {};
    const root: AppearanceRoot = { setAttribute: (name, value) => void (attributes[name] = value), style: { fontSize: '', colorScheme: '' } };
    return { root, attributes };
  }

  it.each([
    [{ appTheme: 1 as const, appFontSize: 100 }, 'dark', '14px'],
    [{ appTheme: 0 as const, appFontSize: 125 }, 'light', '17.5px'],
    [{ appTheme: 0 as const, appFontSize: 500 }, 'light', '21px'],
  ])('%o → data-theme %s, root font %s', (settings, theme, fontSize) => {
    const { root, attributes } = fakeRoot();
    applySettingsToDocument(settings, root);
    expect(attributes['data-theme']).toBe(theme);
    expect(root.style).toEqual({ fontSize, colorScheme: theme });
  });
});
