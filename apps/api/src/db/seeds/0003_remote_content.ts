import { setConfigGroupValue, upsertSeoRule } from '../../remote-apps';
import type { Queryable } from '../database';
import { pageSeeds } from './0003_remote_content/pages';
import { pagesEn } from './0003_remote_content/pages.en';
import { pagesRu } from './0003_remote_content/pages.ru';
import { configGroupSeeds, seoBlogEntitySeeds, seoRuleSeeds, seoSportSeeds } from './0003_remote_content/seo';
import { appStrings, footerLinkSeeds } from './0003_remote_content/strings';
import type { PageTexts } from './0003_remote_content/types';

const textsByLanguage: ReadonlyArray<readonly ['en' | 'ru', PageTexts]> = [
  ['en', pagesEn],
  ['ru', pagesRu],
];

/**
 * Content of the remote apps in English and Russian (information pages with the rules, partner pages, the 404 and
 * 500 pages, the footer), the operator's SEO for a few pages, the SEO sports map and blog entities, and the config
 * groups. Languages added later read the English texts until they get their own.
 */
export const remoteContentSeed = {
  id: '0003_remote_content',
  async run(tx: Queryable) {
    for (const page of pageSeeds) {
      const [row] = await tx.query<{ id: number }>(
        `insert into remote_pages (app, page_key, route_id, parent_key, position) values ($1, $2, $3, $4, $5)
         on conflict (app, page_key) do update set route_id = excluded.route_id
         returning id`,
        [page.app, page.key, page.routeId, page.parentKey, page.position],
      );
      if (!row) throw new Error(`remote page ${page.key} not written`);
      for (const [lang, texts] of textsByLanguage) {
        const text = texts[page.key];
        if (!text) throw new Error(`remote page ${page.key} has no ${lang} text`);
        await tx.query(
          `insert into remote_page_texts (page_id, lang, title, summary, blocks) values ($1, $2, $3, $4, $5)
           on conflict (page_id, lang) do nothing`,
          [row.id, lang, text.title, text.summary, JSON.stringify(text.blocks)],
        );
      }
    }

    for (const [lang, apps] of Object.entries(appStrings)) {
      for (const [app, strings] of Object.entries(apps)) {
        for (const [key, value] of Object.entries(strings)) {
          await tx.query('insert into remote_app_strings (app, key, lang, value) values ($1, $2, $3, $4) on conflict do nothing', [app, key, lang, value]);
        }
      }
    }

    for (const link of footerLinkSeeds) {
      await tx.query('insert into footer_links (section, position, path, label_key) values ($1, $2, $3, $4) on conflict (section, position) do nothing', [
        link.section,
        link.position,
        link.path,
        link.labelKey ?? null,
      ]);
    }

    for (const rule of seoRuleSeeds) await upsertSeoRule(tx, rule);

    for (const sport of seoSportSeeds) {
      for (const [lang, text] of Object.entries(sport.texts)) {
        await tx.query(
          `insert into seo_sports (name_eng, lang, name, slug, title, description, position) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (name_eng, lang) do nothing`,
          [sport.nameEng, lang, text.name, text.slug, text.title, text.description, sport.position],
        );
      }
    }

    for (const entity of seoBlogEntitySeeds) {
      await tx.query(
        `insert into seo_blog_entities (project_id, domain, entity_type, identifier, lang, title, description, h1, content_blocks)
         values ($1, null, $2, $3, $4, $5, $6, $7, $8)
         on conflict do nothing`,
        [entity.projectId, entity.entityType, entity.identifier, entity.lang, entity.title, entity.description, entity.h1, JSON.stringify(entity.contentBlocks)],
      );
    }

    for (const value of configGroupSeeds) await setConfigGroupValue(tx, value);
  },
};
