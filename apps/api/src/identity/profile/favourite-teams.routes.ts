import { ApiErrorSchema, FAVOURITE_TEAMS_MAX, FavouriteTeamChangeSchema, FavouriteTeamsPath, FavouriteTeamsResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProfileDeps } from './deps';
import { addFavouriteTeam, listFavouriteTeams, removeFavouriteTeam, teamOnLine } from './favourite-teams.repository';
import { refuseOffice, signedInCaller } from '../../sessions';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema };

/** The bettor's favourite teams (see the contract): listed, starred and unstarred one at a time. */
export const favouriteTeamsRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  app.get(FavouriteTeamsPath, { schema: { response: { 200: FavouriteTeamsResponseSchema, ...errors } } }, async (request) => ({ teams: await listFavouriteTeams(db, signedInCaller(request).userId) }));

  app.put(FavouriteTeamsPath, { schema: { body: FavouriteTeamChangeSchema, response: { 200: FavouriteTeamsResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const { favourite, ...team } = request.body;
    if (!favourite) await removeFavouriteTeam(db, userId, team);
    else {
      if (!(await teamOnLine(db, team))) return refuseOffice(reply, 400, 'unknown_team');
      if (!(await addFavouriteTeam(db, userId, team, FAVOURITE_TEAMS_MAX, clock.now()))) return refuseOffice(reply, 409, 'too_many_favourites');
    }
    return { teams: await listFavouriteTeams(db, userId) };
  });
};
