import type { LineGame } from '@betting/contracts';
import { CHAMP_BY_ID } from '../catalog';
import type { LineTexts } from './line-texts';

/**
 * A game's sport, champ, country and national sides in the caller's language (its markets are named where they are
 * read, from their outcome codes). A game of a champ the catalogue does not know keeps its stored names.
 */
export function localiseGame(game: LineGame, texts: LineTexts | null): LineGame {
  if (!texts) return game;
  const country = CHAMP_BY_ID.get(game.champId)?.country;
  return {
    ...game,
    sportName: texts.sport(game.sportSlug, game.sportName),
    champName: texts.champ(game.champId, game.champName),
    countryName: country ? texts.country(country, game.countryName) : game.countryName,
    opponents: game.opponents.map((opponent) => ({ ...opponent, name: texts.team(opponent.name) })),
  };
}
