import { CHAMP_BY_ID } from '../catalog';

/**
 * Names every language writes as they are: esports titles and brand-like competitions (a league's own mark, not words
 * of a language). Each language's dictionary spreads them in, so the completeness test still sees every name.
 */
export const BRAND_SPORTS = {
  cs2: 'Counter-Strike 2',
  'dota-2': 'Dota 2',
  lol: 'League of Legends',
  valorant: 'Valorant',
  'rainbow-six': 'Rainbow Six Siege',
  'starcraft-2': 'StarCraft II',
  'rocket-league': 'Rocket League',
  'mobile-legends': 'Mobile Legends',
  fifa: 'FIFA',
  'mortal-kombat': 'Mortal Kombat',
  mma: 'MMA',
} as const;

export const BRAND_CHAMPS = {
  201: 'NHL',
  301: 'NBA',
  701: 'NFL',
  801: 'MLB',
  1001: 'WTT Champions',
  1701: 'UFC',
  1901: 'Beach Pro Tour Elite 16',
  4001: 'IEM World Championship',
  4002: 'ESL Pro League',
  4003: 'BLAST Premier',
  4101: 'The International',
  4102: 'DreamLeague',
  4201: 'LoL World Championship',
  4202: 'LCK',
  4301: 'VCT Champions',
  4401: 'Six Invitational',
  4501: 'Esports World Cup. StarCraft II',
  4601: 'RLCS World Championship',
  4701: 'MPL Indonesia',
  5002: 'FIFA. Volta League',
  5101: 'NBA 2K. H2H GG League',
} as const;

/** Teams that are countries (cricket's national sides): their names are translated; club and player names stay. */
export const NATIONAL_TEAMS: readonly string[] = CHAMP_BY_ID.get(1301)?.teams ?? [];
