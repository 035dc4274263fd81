import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { CasinoLayout } from './CasinoLayout';
import { lobbyRoute } from './casino-paths';

const LOBBY_OF_SECTION = { slots: 'slots', casino: 'casino-lobby', keno: 'keno' } as const;

const lobbyOf = (section: string) => (Object.hasOwn(LOBBY_OF_SECTION, section) ? LOBBY_OF_SECTION[section as keyof typeof LOBBY_OF_SECTION] : 'casino-lobby');

/** `thank-you/{section}`: after a deposit made from a game, back to that section's lobby. */
export function ThankYouPage() {
  const { t } = useTranslation('pages');
  const { lng, section } = useParams({ from: '/$lng/thank-you/$section' });
  const routeTitle = useRouteTitle();
  const title = routeTitle('casino.thank-you');
  useDocumentTitle(title);
  return (
    <CasinoLayout lng={lng}>
      <section className="casino__message" aria-labelledby="thank-you-title">
        <h1 id="thank-you-title" className="casino__title">
          {title}
        </h1>
        <p>{t('casino.thankYou')}</p>
        <Link className="button button--primary" to={lobbyRoute(lobbyOf(section))} params={{ lng }}>
          {t(`casino.categories.${section === 'slots' ? 'slots' : 'casino-lobby'}`)}
        </Link>
      </section>
    </CasinoLayout>
  );
}
