import { CasinoGameParamsSchema, CasinoPaths, CasinoProviderParamsSchema } from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { providerBySlug } from './catalogue.repository';
import { gameCoverSvg, providerLogoSvg, svgEtag } from './covers';
import { gameCoverData } from './games.repository';
import { refuseCatalogue } from './refusals';

/** Answers an SVG picture, cacheable for a day and revalidated by its ETag. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = svgEtag(svg);
  reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** Game covers and provider logos drawn on the server (covers.ts). */
export const catalogueImagesRoutes: FastifyPluginAsyncZod<{ readonly db: Database }> = async (app, { db }) => {
  app.get(CasinoPaths.gameCoverPattern, { schema: { params: CasinoGameParamsSchema } }, async (request, reply) => {
    const game = await gameCoverData(db, request.params.gameId);
    return game ? sendSvg(request, reply, gameCoverSvg(game)) : refuseCatalogue(reply, 'casino_game_not_found');
  });

  app.get(CasinoPaths.providerLogoPattern, { schema: { params: CasinoProviderParamsSchema } }, async (request, reply) => {
    const provider = await providerBySlug(db, request.params.providerSlug);
    return provider ? sendSvg(request, reply, providerLogoSvg(provider)) : refuseCatalogue(reply, 'casino_provider_not_found');
  });
};
