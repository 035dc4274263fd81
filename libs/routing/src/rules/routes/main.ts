import { LINE_TIME_FILTERS } from '@betting/contracts';
import { area, oneOf, page } from './define';

/** `live` or `line`: the sports section of every betting path. */
export const sportsSection = oneOf('live', 'line');
/** The menu section of a sports path: the time filter of its lists (`all`, `upcoming_events`, …). */
const menuSection = oneOf(...LINE_TIME_FILTERS);

const betting = area({ meta: { needsAcceptedTerms: true } });

export const HOME_TYPES = ['betsonyour', 'topgame', 'marble', 'team', 'top-events'] as const;

/** Home, the sports shape `{section}/{menuSection?}/{sport?}/{champ?}/{game?}` and the home-type pages. */
export const mainRoutes = [
  page('home', '', { meta: { needsAcceptedTerms: true } }),
  // The sports shape, split by screen: section list, champion, single game.
  // Switching sport or menu section keeps the list where the bettor was.
  betting('sports.section', '{section}/{menuSection?}/{sport?}', { params: { section: sportsSection, menuSection }, meta: { keepScroll: true } }),
  betting('sports.champ', '{section}/{menuSection}/{sport}/{champ}', { params: { section: sportsSection, menuSection } }),
  betting('sports.game', '{section}/{menuSection}/{sport}/{champ}/{game}', { params: { section: sportsSection, menuSection } }),
  // Home-type pages: the page, its section list and its game variant.
  ...HOME_TYPES.flatMap((type) => [
    betting(`home.${type}`, type),
    betting(`home.${type}.section`, `${type}/{section}/{menuSection?}/{sport?}/{champ?}`, { params: { section: sportsSection, menuSection } }),
    betting(`home.${type}.game`, `${type}/{section}/{menuSection}/{sport}/{champ}/{game}`, { params: { section: sportsSection, menuSection } }),
  ]),
  betting('sports.multi', 'multi'),
  betting('sports.champs', 'champs/{champId?}'),
  betting('statistic', 'statistic/{*}', { meta: { enabledBy: [{ configFlag: 'statisticsEnabled' }] } }),
  betting('statisticpopup', 'statisticpopup/{*}', { meta: { enabledBy: [{ configFlag: 'statisticsEnabled' }] } }),
  page('toto', 'toto/{totoSection?}', { params: { totoSection: oneOf('draw', 'next', 'coupons', 'draws', 'nonimees') }, meta: { needsAcceptedTerms: true } }),
  page('oldbrowser', 'oldbrowser'),
] as const;

