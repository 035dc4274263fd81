import { CasinoFrameParamsSchema, CasinoFrameQuerySchema, CasinoGamePaths, CasinoLaunchKindSchema, isLinkLaunch, isWheelLaunch } from '@betting/contracts';
import { fastGamePage, isFastGame } from '../fast-frame/fast-page';
import { linkLaunchPage } from '../fast-frame/link-page';
import { blackjackPage } from '../table-frame/blackjack-page';
import { baccaratPage } from '../table-frame/baccarat-page';
import { holdemPage } from '../table-frame/holdem-page';
import { roulettePage } from '../table-frame/roulette-page';
import { slotsPage } from '../table-frame/slots-page';
import { videoPokerPage } from '../table-frame/video-poker-page';
import { wheelGamePage } from '../wheel-frame/wheel-page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamePage, unavailablePage, type DemoLaunchKind } from './page';
import { frameLanguageOf } from './texts';

/** The launch kinds the first frame (`page.ts`) plays; an engine kind without a frame of its own answers "Demo unavailable". */
const isDemoLaunch = (kind: string): kind is DemoLaunchKind => kind === 'slot' || kind === 'crash' || kind === 'scratch';

/**
 * `GET /game-server/{launchKind}?lng=&demo=0|1&variant=`: the page the game page frames. A launch kind the game server
 * plays answers its game (an engine game opens with the variant's params); a link launch (keno, bingo, lotto,
 * virtual-sports) a card leading to that part of the site; any other name (`unavailable` for catalogue games without one) the "Demo unavailable" page, 200.
 * Same-origin framing only; never cached (the page carries no personal data, its script asks the API).
 */
export const gameFrameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(CasinoGamePaths.framePattern, { schema: { params: CasinoFrameParamsSchema, querystring: CasinoFrameQuerySchema } }, async (request, reply) => {
    const lng = frameLanguageOf(request.query.lng);
    const kind = CasinoLaunchKindSchema.safeParse(request.params.launchKind);
    const input = kind.success ? { kind: kind.data, lng, demo: request.query.demo } : null;
    const link = request.params.launchKind;
    const html = isLinkLaunch(link)
      ? linkLaunchPage(link, lng)
      : !input
      ? unavailablePage(lng)
      : isWheelLaunch(input.kind)
      ? wheelGamePage({ ...input, variant: request.query.variant })
      : isFastGame(input.kind)
      ? fastGamePage({ ...input, variant: request.query.variant })
      : input.kind === 'slots'
      ? slotsPage({ ...input, variant: request.query.variant })
      : input.kind === 'blackjack'
      ? blackjackPage({ ...input, variant: request.query.variant })
      : input.kind === 'casino-holdem'
      ? holdemPage({ ...input, variant: request.query.variant })
      : input.kind === 'roulette'
      ? roulettePage({ ...input, variant: request.query.variant })
      : input.kind === 'baccarat'
      ? baccaratPage({ ...input, variant: request.query.variant })
      : input.kind === 'video-poker'
      ? videoPokerPage({ ...input, variant: request.query.variant })
      : isDemoLaunch(input.kind)
      ? gamePage({ ...input, kind: input.kind })
      : unavailablePage(lng);
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-security-policy', "frame-ancestors 'self'")
      .send(html);
  });
};
