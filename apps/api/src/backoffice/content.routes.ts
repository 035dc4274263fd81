import {
  ApiErrorSchema,
  BackofficePaths,
  BlogCategoriesResponseSchema,
  ContentFieldsSchema,
  ContentItemParamsSchema,
  ContentItemSchema,
  ContentKindParamsSchema,
  ContentListQuerySchema,
  ContentListResponseSchema,
  ContentPublishBodySchema,
  type ContentFields,
  type ContentItem,
  type ContentKind,
} from '@betting/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audited } from './audit.repository';
import { blogCategoryChoices, contentProblem, findContent, listContent, setPublished, writeContent } from './content.repository';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff, staffSessionOf } from './guard';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const target = (kind: ContentKind, id: number) => `${kind}:${id}`;

/** Thrown inside an action's transaction to undo it, with its audit record: what the caller is answered. */
class Refusal extends Error {
  constructor(readonly problem: string) {
    super(problem);
  }
}

async function refusalOf<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}

/**
 * The content editor's desk: promotions, news and blog articles in every site language, written into the tables the
 * site's `content` remote app reads. A new item starts hidden; publishing shows it. Every change is audited with the
 * whole item before and after, in the same transaction as the change, and the caches of pages built from content
 * (guest pages, page SEO) are told once it is committed.
 */
export const backofficeContentRoutes: FastifyPluginAsyncZod<{
  deps: BackofficeDeps;
}> = async (app, { deps }) => {
  const { db, clock } = deps;
  const changed = () => deps.cacheBus?.publish('content');

  const refuseProblem = (reply: FastifyReply, problem: string) =>
    problem === 'slug_taken'
      ? refuseStaff(reply, 409, 'slug_taken', 'Another item has this slug')
      : problem === 'not_found'
      ? refuseStaff(reply, 404, 'not_found', 'No such item')
      : refuseStaff(reply, 400, 'invalid_content', problem);

  app.get(
    BackofficePaths.contentList(':kind'),
    {
      config: access('content.read'),
      schema: {
        params: ContentKindParamsSchema,
        querystring: ContentListQuerySchema,
        response: { 200: ContentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { published, q } = request.query;
      return {
        entities: await listContent(db, request.params.kind, {
          published: published === undefined ? undefined : published === 'yes',
          q,
        }),
      };
    }
  );

  app.get(
    BackofficePaths.contentBlogCategories,
    {
      config: access('content.read'),
      schema: { response: { 200: BlogCategoriesResponseSchema, ...errors } },
    },
    async () => ({
      entities: await blogCategoryChoices(db),
    })
  );

  app.get(
    BackofficePaths.contentItem(':kind', ':id'),
    {
      config: access('content.read'),
      schema: {
        params: ContentItemParamsSchema,
        response: { 200: ContentItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await findContent(db, request.params.kind, request.params.id);
      return item ?? refuseStaff(reply, 404, 'not_found', 'No such item');
    }
  );

  const save = async (reply: FastifyReply, staffId: number, fields: ContentFields, id: number | undefined) => {
    const now = clock.now();
    // Checked before the transaction for a precise answer, and again inside it: a slug taken meanwhile is refused too.
    const problem = await contentProblem(db, fields, id);
    if (problem) return refuseProblem(reply, problem);
    const outcome = await refusalOf(() =>
      audited<ContentItem>(
        db,
        {
          staffId,
          action: id === undefined ? `content.${fields.kind}.create` : `content.${fields.kind}.edit`,
          target: id === undefined ? `${fields.kind}-slug:${fields.slug}` : target(fields.kind, id),
          now,
        },
        async (tx) => {
          const before = id === undefined ? null : await findContent(tx, fields.kind, id);
          if (id !== undefined && !before) throw new Refusal('not_found');
          const again = await contentProblem(tx, fields, id);
          if (again) throw new Refusal(again);
          const written = await writeContent(tx, fields, id);
          const after = (await findContent(tx, fields.kind, written)) as ContentItem;
          return { result: after, before, after };
        }
      )
    );
    if (outcome instanceof Refusal) return refuseProblem(reply, outcome.problem);
    if (!outcome) throw new Error('a content change answered nothing');
    changed();
    return reply.code(id === undefined ? 201 : 200).send(outcome);
  };

  app.post(
    BackofficePaths.contentList(':kind'),
    {
      config: access('content.manage'),
      schema: {
        params: ContentKindParamsSchema,
        body: ContentFieldsSchema,
        response: { 201: ContentItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.body.kind !== request.params.kind) return refuseStaff(reply, 400, 'invalid_content', 'kind: differs from the path');
      return save(reply, staffSessionOf(request).staff.id, request.body, undefined);
    }
  );

  app.post(
    BackofficePaths.contentItem(':kind', ':id'),
    {
      config: access('content.manage'),
      schema: {
        params: ContentItemParamsSchema,
        body: ContentFieldsSchema,
        response: { 200: ContentItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.body.kind !== request.params.kind) return refuseStaff(reply, 400, 'invalid_content', 'kind: differs from the path');
      return save(reply, staffSessionOf(request).staff.id, request.body, request.params.id);
    }
  );

  app.post(
    BackofficePaths.contentPublish(':kind', ':id'),
    {
      config: access('content.manage'),
      schema: {
        params: ContentItemParamsSchema,
        body: ContentPublishBodySchema,
        response: { 200: ContentItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { published } = request.body;
      const now = clock.now();
      const item = await refusalOf(() =>
        audited<ContentItem>(
          db,
          {
            staffId: staffSessionOf(request).staff.id,
            action: `content.${kind}.${published ? 'publish' : 'unpublish'}`,
            target: target(kind, id),
            now,
          },
          async (tx) => {
            const before = await findContent(tx, kind, id);
            if (!before) throw new Refusal('not_found');
            // Asking for the state it is in already changes nothing, so it writes no record.
            if (before.published === published) return undefined;
            await setPublished(tx, kind, id, published);
            const after = (await findContent(tx, kind, id)) as ContentItem;
            const state = (value: ContentItem) => ({
              slug: value.fields.slug,
              published: value.published,
            });
            return {
              result: after,
              before: state(before),
              after: state(after),
            };
          }
        )
      );
      if (item instanceof Refusal) return refuseProblem(reply, item.problem);
      if (item === undefined) return (await findContent(db, kind, id)) ?? refuseStaff(reply, 404, 'not_found', 'No such item');
      changed();
      return item;
    }
  );
};
