import { appKey, isFinalError } from '@betting/remote-apps';
import { useStoreMap, useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverRenderedApp } from '../../shared/remote-apps/host-effects';
import { remoteApps } from '../../shared/remote-apps/remote-apps';
import './remote-app.css';

export interface RemoteAppProps {
  /** The remote app: `content`, `footer`, `partners`, `technical-pages`. */
  readonly name: string;
  /** The page's full path the app renders for (`location.pathname`, or with the query). */
  readonly path: string;
  /** Render only these parts of the app (POST `{ components }`). */
  readonly components?: readonly string[];
  /** Put the app's `title` in the tab title when it has one. */
  readonly syncTitle?: boolean;
  /** The shape held while nothing can be shown: `page` (menu and text) or `block` (a band such as the footer). */
  readonly skeleton?: 'page' | 'block';
  /** While a new path loads, keep this app's previous content in place instead of the skeleton. */
  readonly keepPrevious?: boolean;
  readonly className?: string;
}

/**
 * A remote application (spec §4, §7, §8): its server-rendered HTML when the page came with it, else a skeleton of
 * the same shape while it loads (retries included), and the dictionary's refresh message once the retries are spent.
 * The HTML is our own API's, rendered and escaped on the server.
 */
export function RemoteApp({ name, path, components, syncTitle = false, skeleton = 'page', keepPrevious = true, className }: RemoteAppProps) {
  const { t } = useTranslation();
  const [viewMounted, viewUnmounted] = useUnit([remoteApps.viewMounted, remoteApps.viewUnmounted]);
  const key = appKey(name, path);
  const state = useStoreMap({ store: remoteApps.$apps, keys: [key], fn: (apps, [wanted]) => apps[wanted]?.state ?? null });
  const previous = useStoreMap({ store: remoteApps.$lastReady, keys: [name], fn: (last, [app]) => last[app] ?? null });
  const preloaded = useMemo(() => serverRenderedApp(name, path), [name, path]);
  const componentsKey = components?.join('\n') ?? '';

  useEffect(() => {
    const view = { app: name, path, ...(componentsKey === '' ? {} : { components: componentsKey.split('\n') }) };
    const fromServer = serverRenderedApp(name, path);
    viewMounted(fromServer ? { ...view, preloaded: fromServer } : view);
    return () => {
      viewUnmounted(view);
    };
  }, [name, path, componentsKey, viewMounted, viewUnmounted]);

  const ready = state?.status === 'ready' ? state.data : null;
  const title = syncTitle && ready ? ready.title : '';
  useEffect(() => {
    if (title !== '') document.title = title;
  }, [title]);

  const classes = ['remote-app', `remote-app--${skeleton}`, className].filter(Boolean).join(' ');

  if (state && isFinalError(state)) {
    return (
      <div className={`${classes} remote-app--failed`} data-remote-app-state="error">
        <div className="remote-app-error" role="alert">
          <h2 className="remote-app-error__title">{t('main_dictionary_load_error')}</h2>
          <p className="remote-app-error__text">{t('main_dictionary_refresh_page')}</p>
          <button type="button" className="button button--primary remote-app-error__button" onClick={() => window.location.reload()}>
            {t('main_page_refresh_button')}
          </button>
        </div>
      </div>
    );
  }

  // Ready content; else what the server sent with the page; else (optionally) this app's previous content.
  const shown = ready ?? preloaded ?? (keepPrevious ? previous : null);
  const busy = ready === null;
  if (shown) {
    return (
      <div className={`${classes}${busy ? ' remote-app--stale' : ''}`} data-remote-app-state={busy ? 'loading' : 'ready'} aria-busy={busy || undefined}>
        <div data-remote-app={name} className="remote-app__body" dangerouslySetInnerHTML={{ __html: shown.body }} />
      </div>
    );
  }

  return (
    <div className={classes} data-remote-app-state="loading" aria-busy="true">
      <RemoteAppSkeleton shape={skeleton} />
    </div>
  );
}

function RemoteAppSkeleton({ shape }: { readonly shape: 'page' | 'block' }) {
  if (shape === 'block') {
    return (
      <div className="remote-app-skeleton remote-app-skeleton--block" aria-hidden="true">
        {[0, 1, 2, 3].map((column) => (
          <div key={column} className="remote-app-skeleton__column">
            <span className="remote-app-skeleton__line remote-app-skeleton__line--title" />
            <span className="remote-app-skeleton__line" />
            <span className="remote-app-skeleton__line" />
            <span className="remote-app-skeleton__line remote-app-skeleton__line--short" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="remote-app-skeleton remote-app-skeleton--page" aria-hidden="true">
      <div className="remote-app-skeleton__menu">
        {[0, 1, 2, 3, 4, 5].map((item) => (
          <span key={item} className="remote-app-skeleton__line" />
        ))}
      </div>
      <div className="remote-app-skeleton__text">
        <span className="remote-app-skeleton__line remote-app-skeleton__line--heading" />
        {[0, 1, 2, 3, 4, 5, 6].map((line) => (
          <span key={line} className={`remote-app-skeleton__line${line % 3 === 2 ? ' remote-app-skeleton__line--short' : ''}`} />
        ))}
      </div>
    </div>
  );
}
