import {
  ApiErrorSchema,
  BLOG_ENTITY_CACHE_SECONDS,
  CONFIG_GROUP_CACHE_SECONDS,
  ConfigGroupPath,
  ConfigGroupQuerySchema,
  ConfigGroupResponseSchema,
  configGroupNames,
  SEO_NOT_FOUND,
  SeoBlogEntityQuerySchema,
  SeoBlogEntitySchema,
  SeoContentSchema,
  SeoPageDataSchema,
  SeoPageQuerySchema,
  SeoPageVisualSchema,
  SeoPaths,
  SeoSportsMapQuerySchema,
  SeoSportsMapSchema,
  type ConfigGroupResponse,
  type SeoBlogEntity,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadCache, type ReadCacheSettings } from '../../cache/read-cache';
import { configKey, type ConfigReads } from '../../config/config.cache';
import { loadSiteConfig, type OverridesFor } from '../../config/site-config.repository';
import type { Database } from '../../db/database';
import { readBlocks, renderBlocks } from '../blocks';
import { languagePreference } from '../content.repository';
import { fillPlaceholders } from '../html';
import { placeholdersFor } from '../placeholders';
import { parsePagePath } from '../page-path';
import { loadConfigGroups } from './config-group.repository';
import { requestOrigin } from './origin';
import type { PageSeo } from './page-seo';
import type { PageSeoCache } from './seo.cache';
import { findSeoBlogEntity, listSeoSports } from './seo.repository';

export interface SeoRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly overridesFor: OverridesFor;
  readonly config: ConfigReads;
  readonly pageSeo: PageSeoCache;
  readonly cache: ReadCacheSettings;
}

/** Operator SEO may change at any time: a minute is what a browser or proxy may keep it. */
const PAGE_SEO_CACHE = 'public, max-age=60';
const CONFIG_GROUP_CACHE = `public, max-age=${CONFIG_GROUP_CACHE_SECONDS.min}, stale-while-revalidate=${CONFIG_GROUP_CACHE_SECONDS.max - CONFIG_GROUP_CACHE_SECONDS.min}`;

/** The SEO calls (libs/contracts seo.ts) and the config groups (config-group.ts). */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { db, clock, overridesFor, config, pageSeo: pages, cache }) => {
  // Their own times to live, as long as the answers' cache-control lets clients keep them.
  const blogEntities = createReadCache<SeoBlogEntity | null>({ ...cache, ttlMs: BLOG_ENTITY_CACHE_SECONDS * 1000, channels: ['seo_blog_entities', 'site_settings'] });
  const configGroups = createReadCache<ConfigGroupResponse>({ ...cache, ttlMs: CONFIG_GROUP_CACHE_SECONDS.min * 1000, channels: ['config_group_values', 'site_settings'] });
  app.addHook('onClose', async () => {
    blogEntities.close();
    configGroups.close();
  });

  const badHost = (reply: FastifyReply) =>
    reply.code(400).header('cache-control', 'no-store').send({ error: { code: 'invalid_request', message: 'The Host header is not a host name' } });

  async function pageSeo(request: FastifyRequest, path: string): Promise<PageSeo | undefined> {
    const origin = requestOrigin(request);
    if (!origin) return undefined;
    const lang = parsePagePath(path).lang;
    const overrides = await overridesFor(request);
    const site = await config.configAll(lang, overrides);
    const seo = await pages.resolve({ languages: site.languages, siteConfig: site.siteConfig, mobileHost: site.routing.mobileHost }, configKey(lang, overrides), { fullPath: path, origin });
    return seo.seo;
  }

  app.get(SeoPaths.pageData, { schema: { querystring: SeoPageQuerySchema, response: { 200: SeoPageDataSchema } } }, async (request, reply) => {
    const seo = await pageSeo(request, request.query.path);
    if (!seo) return badHost(reply);
    return reply.header('cache-control', PAGE_SEO_CACHE).header('vary', 'host, x-forwarded-host').send(seo.pageData);
  });

  app.get(SeoPaths.content, { schema: { querystring: SeoPageQuerySchema, response: { 200: SeoContentSchema } } }, async (request, reply) => {
    const seo = await pageSeo(request, request.query.path);
    if (!seo) return badHost(reply);
    return reply.header('cache-control', PAGE_SEO_CACHE).send(seo.content);
  });

  app.get(SeoPaths.pageVisual, { schema: { querystring: SeoPageQuerySchema, response: { 200: SeoPageVisualSchema } } }, async (request, reply) => {
    const seo = await pageSeo(request, request.query.path);
    if (!seo) return badHost(reply);
    return reply.header('cache-control', PAGE_SEO_CACHE).send(seo.visual);
  });

  app.get(SeoPaths.sportsMap, { schema: { querystring: SeoSportsMapQuerySchema, response: { 200: SeoSportsMapSchema } } }, async (request, reply) => {
    const { lng, nameEng } = request.query;
    const site = await loadSiteConfig(db, lng, await overridesFor(request));
    const sports = await listSeoSports(db, languagePreference(lng, site.siteConfig.lng), nameEng);
    return reply.header('cache-control', PAGE_SEO_CACHE).send({
      lng,
      sports: sports.map(({ nameEng: name, name: localName, slug, title, description }) => ({ nameEng: name, name: localName, slug, title, description })),
    });
  });

  app.get(SeoPaths.blogEntity, { schema: { querystring: SeoBlogEntityQuerySchema, response: { 200: SeoBlogEntitySchema, 404: ApiErrorSchema } } }, async (request, reply) => {
    const { projectId, domain, entityType, identifier } = request.query;
    const key = [projectId, domain.toLowerCase(), entityType, identifier].join('|');
    const entity = await blogEntities.get(key, async () => {
      const row = await findSeoBlogEntity(db, { projectId: Number(projectId), domain, entityType, identifier });
      if (!row) return null;
      const site = await loadSiteConfig(db, row.lang);
      const placeholders = placeholdersFor({ clock, siteConfig: site.siteConfig }, row.lang);
      const content = renderBlocks(readBlocks(row.contentBlocks), { placeholders, text: (name) => name, pagePath: `/${row.lang}/blog`, query: new URLSearchParams() });
      const fill = (text: string) => fillPlaceholders(text, placeholders);
      return { entityType: row.entityType, identifier: row.identifier, lang: row.lang, title: fill(row.title), description: fill(row.description), h1: fill(row.h1), metaRobots: row.metaRobots, content: { style: '', styles: [], content } };
    });
    reply.header('cache-control', `public, max-age=${BLOG_ENTITY_CACHE_SECONDS}`);
    if (!entity) return reply.code(404).send({ error: { code: SEO_NOT_FOUND, message: `No SEO for ${entityType} ${identifier}` } });
    return reply.send(entity);
  });

  app.get(ConfigGroupPath, { schema: { querystring: ConfigGroupQuerySchema, response: { 200: ConfigGroupResponseSchema } } }, async (request, reply) => {
    const names = configGroupNames(request.query.groups);
    const asked = request.query.lang;
    const body = await configGroups.get(`${asked ?? ''}|${names.join(',')}`, async () => {
      const lang = asked ?? (await loadSiteConfig(db, undefined)).siteConfig.lng;
      return { lang, groups: (await loadConfigGroups(db, names, lang)) as ConfigGroupResponse['groups'] };
    });
    return reply.header('cache-control', CONFIG_GROUP_CACHE).send(body);
  });
};
