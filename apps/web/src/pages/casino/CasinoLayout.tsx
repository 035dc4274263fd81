import { Link, useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { favoritesOpened } from '../../entities/casino/favorites.model';
import { CASINO_BAR, lobbyRoute } from './casino-paths';
import './casino.css';

interface Props {
  readonly lng: string;
  /** The bar item of this page (its path after `/{lng}/`), marked current. */
  readonly current?: string;
  /** The search box's text (the search page keeps it in its address). */
  readonly query?: string;
  readonly onQuery?: (text: string) => void;
  readonly children: ReactNode;
}

/** Every casino page: the category bar and the search box above the page (UI.md), the favourites loaded for the stars. */
export function CasinoLayout({ lng, current, query, onQuery, children }: Props) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const openFavorites = useUnit(favoritesOpened);
  // On the search page the page holds the text; elsewhere the box does until it is sent.
  const [typed, setTyped] = useState('');
  const text = onQuery ? (query ?? '') : typed;
  useEffect(() => openFavorites(), [openFavorites]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onQuery) void navigate({ to: '/$lng/casino-search', params: { lng }, search: { q: text.trim() } });
  };
  return (
    <div className="casino">
      <div className="casino__bar">
        <nav className="chip-row" aria-label={t('casino.barLabel')}>
          {CASINO_BAR.map((path) => (
            <Link key={path} className="chip" to={lobbyRoute(path)} params={{ lng }} aria-current={path === current ? 'page' : undefined}>
              {t(`casino.categories.${path}`)}
            </Link>
          ))}
        </nav>
        <form className="casino__search" role="search" action={`/${lng}/casino-search`} onSubmit={submit}>
          <span aria-hidden="true">⌕</span>
          <input
            type="search"
            name="q"
            value={text}
            maxLength={100}
            placeholder={t('casino.searchPlaceholder')}
            aria-label={t('casino.searchLabel')}
            onChange={(event) => (onQuery ?? setTyped)(event.target.value)}
          />
        </form>
      </div>
      {children}
    </div>
  );
}

/** A list that failed says so with a retry, next to where the games would be. */
export function CasinoLoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <div className="casino__message" role="alert">
      {t('casino.loadFailed')}{' '}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('casino.retry')}
      </button>
    </div>
  );
}
