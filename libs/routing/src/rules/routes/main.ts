import { area, oneOf, page } from './define';

/** `live` or `line`: the sports section of every betting path. */
export const sportsSection = oneOf('live', 'line');

const betting = area({ meta: { needsAcceptedTerms: true, shellOf: 7 } });

const HOME_TYPES = ['betsonyour', 'topgame', 'marble', 'team', 'top-events'] as const;

/** Home, the sports shape `{section}/{menuSection?}/{sport?}/{champ?}/{game?}` and the home-type pages. */
export const mainRoutes = [
  page('home', '', { meta: { needsAcceptedTerms: true } }),
  // The sports shape, split by screen: section list, champion, single game.
  // Switching sport or menu section keeps the list where the bettor was.
  betting('sports.section', '{section}/{menuSection?}/{sport?}', { params: { section: sportsSection }, meta: { keepScroll: true } }),
  betting('sports.champ', '{section}/{menuSection}/{sport}/{champ}', { params: { section: sportsSection } }),
  betting('sports.game', '{section}/{menuSection}/{sport}/{champ}/{game}', { params: { section: sportsSection } }),
  // Home-type pages: the page, its section list and its game variant.
  ...HOME_TYPES.flatMap((type) => [
    betting(`home.${type}`, type),
    betting(`home.${type}.section`, `${type}/{section}/{menuSection?}/{sport?}/{champ?}`, { params: { section: sportsSection } }),
    betting(`home.${type}.game`, `${type}/{section}/{menuSection}/{sport}/{champ}/{game}`, { params: { section: sportsSection } }),
  ]),
  betting('sports.multi', 'multi'),
  betting('sports.champs', 'champs/{champId?}'),
  betting('statistic', 'statistic/{*}', { meta: { enabledBy: [{ configFlag: 'statisticsEnabled' }] } }),
  betting('statisticpopup', 'statisticpopup/{*}', { meta: { enabledBy: [{ configFlag: 'statisticsEnabled' }] } }),
  page('toto', 'toto/{totoSection?}', { params: { totoSection: oneOf('draw', 'next', 'coupons', 'draws', 'nonimees') }, meta: { needsAcceptedTerms: true, shellOf: 9 } }),
  page('oldbrowser', 'oldbrowser'),
] as const;

