import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusesLayout, LoadState, useBonusRoute } from './BonusesLayout';
import { catalogueQuery, gamesQuery } from './catalogue.model';
import { GamesTable } from './GamesTable';

/** `bonuses/games` and `offers/games`: the games bonuses are wagered on, how much of a stake counts, and for which offers. */
export function BonusGamesPage() {
  const { t } = useTranslation('pages');
  const { lng, paths } = useBonusRoute();
  const [games, failed, pending, start, catalogue, startCatalogue] = useUnit([gamesQuery.$data, gamesQuery.$failed, gamesQuery.$pending, gamesQuery.start, catalogueQuery.$data, catalogueQuery.start]);
  useEffect(() => {
    start(lng);
    startCatalogue({ lng, category: 'all_bonuses' });
  }, [start, startCatalogue, lng]);
  const titles = new Map(catalogue?.offers.map((offer) => [offer.id, offer.title]));
  return (
    <BonusesLayout>
      <p className="bonuses-lead">{t('bonuses.games.intro')}</p>
      <LoadState pending={pending && !games} failed={failed} onRetry={() => start(lng)}>
        <section className="card bonus-section" aria-labelledby="games-heading">
          <h2 id="games-heading">{t('bonuses.games.title')}</h2>
          <GamesTable games={games ?? []} captionId="games-heading" offers={{ link: paths.offer, title: (id) => titles.get(id) ?? id }} />
        </section>
      </LoadState>
    </BonusesLayout>
  );
}
