import {
  ApiErrorSchema,
  BackofficeInfoPagePaths,
  InfoPageBodySchema,
  InfoPageParamsSchema,
  InfoPageSchema,
  InfoPagesQuerySchema,
  InfoPagesResponseSchema,
  type InfoPage,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audited } from './audit.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';
import { findInfoPage, infoPageProblem, listInfoPages, writeInfoPageTexts } from './info-pages.repository';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The content desk's information pages: their texts in every site language, written where the `content` remote app
 * reads them. A save is audited with the page before and after in its own transaction; once committed, the `content`
 * cache channel makes the guest pages and page SEO caches read again, so the site shows the edit at once.
 */
export const backofficeInfoPageRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(
    BackofficeInfoPagePaths.list,
    { config: access('content.read'), schema: { querystring: InfoPagesQuerySchema, response: { 200: InfoPagesResponseSchema, ...errors } } },
    async (request) => ({ entities: await listInfoPages(db, request.query.q?.trim()) }),
  );

  app.get(
    BackofficeInfoPagePaths.page(':id'),
    { config: access('content.read'), schema: { params: InfoPageParamsSchema, response: { 200: InfoPageSchema, ...errors } } },
    async (request, reply) => (await findInfoPage(db, request.params.id)) ?? refuseStaff(reply, 404, 'not_found', 'No such information page'),
  );

  app.post(
    BackofficeInfoPagePaths.page(':id'),
    { config: access('content.manage'), schema: { params: InfoPageParamsSchema, body: InfoPageBodySchema, response: { 200: InfoPageSchema, ...errors } } },
    async (request, reply) => {
      const { id } = request.params;
      const problem = infoPageProblem(request.body.texts);
      if (problem) return refuseStaff(reply, 400, 'invalid_content', problem);
      const now = clock.now();
      const saved = await audited<InfoPage>(db, { staffId: staffSessionOf(request).staff.id, action: 'content.info_page.edit', target: `info-page:${id}`, now }, async (tx) => {
        // The page's row lock orders two editors' saves of the same page.
        const before = await findInfoPage(tx, id, true);
        if (!before) return undefined;
        await writeInfoPageTexts(tx, id, request.body.texts, new Date(now));
        const after = (await findInfoPage(tx, id)) as InfoPage;
        return { result: after, before, after };
      });
      if (!saved) return refuseStaff(reply, 404, 'not_found', 'No such information page');
      deps.cacheBus?.publish('content');
      return saved;
    },
  );
};
