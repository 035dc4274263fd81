import type { LineMenuSport, LineSection, LineTimeFilter } from '@betting/contracts';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { menuQuery } from '../../entities/line/line.queries';
import { $groupByCountry } from '../../entities/line/line-settings';
import { champPath, sectionPath } from './sports-paths';

/**
 * The sports tree of the left column (UI.md): sports with their event counts in the section, the chosen sport open
 * with its champs, grouped by country when the bettor's `isGroupByCountry` setting says so.
 */
export function SportsMenu({ lng, section, timeFilter, sportSlug }: { readonly lng: string; readonly section: LineSection; readonly timeFilter: LineTimeFilter; readonly sportSlug: string | null }) {
  const { t } = useTranslation('pages');
  const [menu, start, groupByCountry] = useUnit([menuQuery.$data, menuQuery.start, $groupByCountry]);
  useEffect(() => {
    start({ lng, section, groupByCountry });
  }, [start, lng, section, groupByCountry]);
  const sports = menu?.section === section ? menu.sports : [];
  return (
    <nav className="sports-menu" aria-label={t('sports.menuLabel')}>
      <ul className="sports-menu__sports">
        {sports.map((sport) => (
          <li key={sport.id}>
            <Link className="sports-menu__sport" to={sectionPath(lng, section, timeFilter, sport.slug)} aria-current={sport.slug === sportSlug ? 'page' : undefined}>
              <span className="sports-menu__name">{sport.name}</span>
              <span className="sports-menu__count">{section === 'live' ? sport.liveCount : sport.lineCount}</span>
            </Link>
            {sport.slug === sportSlug ? <ChampList sport={sport} lng={lng} section={section} timeFilter={timeFilter} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ChampList({ sport, lng, section, timeFilter }: { readonly sport: LineMenuSport; readonly lng: string; readonly section: LineSection; readonly timeFilter: LineTimeFilter }) {
  const count = (item: { liveCount: number; lineCount: number }) => (section === 'live' ? item.liveCount : item.lineCount);
  const champLink = (champ: { id: number; name: string; liveCount: number; lineCount: number }) => (
    <li key={champ.id}>
      <Link className="sports-menu__champ" to={champPath(lng, section, sport.slug, champ, timeFilter)} activeProps={{ 'aria-current': 'page' }}>
        <span className="sports-menu__name">{champ.name}</span>
        <span className="sports-menu__count">{count(champ)}</span>
      </Link>
    </li>
  );
  if (sport.countries.length > 0) {
    return (
      <ul className="sports-menu__champs">
        {sport.countries.map((country) => (
          <li key={country.id}>
            <span className="sports-menu__country">{country.name}</span>
            <ul>{country.champs.map(champLink)}</ul>
          </li>
        ))}
      </ul>
    );
  }
  return <ul className="sports-menu__champs">{sport.champs.map(champLink)}</ul>;
}
