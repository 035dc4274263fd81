import { CONTENT_LANGUAGES, type ContentBlock, type ContentLanguage } from '@betting/contracts';
import { texts } from '../texts';
import { textToBlocks } from './body-text';

const t = texts.content;

/** What every edited text has in each language: a title, a summary and a body in blocks. */
export interface BaseText {
  title: string;
  summary: string;
  body: ContentBlock[];
}

/**
 * The texts of an editor's form by language (`{lang}.title`, `{lang}.summary`, `{lang}.body`), each completed with
 * the fields of its own kind; a language without a title is left out. Answers the text of what is wrong instead: a
 * body whose code fence never closes, or no English text (every page falls back to it).
 */
export function textsByLanguage<T>(form: FormData, complete: (lang: ContentLanguage, base: BaseText) => T): ({ en: T } & Partial<Record<ContentLanguage, T>>) | string {
  const byLanguage: Partial<Record<ContentLanguage, T>> = {};
  for (const lang of CONTENT_LANGUAGES) {
    const title = String(form.get(`${lang}.title`) ?? '').trim();
    if (title === '') continue;
    const body = textToBlocks(String(form.get(`${lang}.body`) ?? ''));
    if (!body.ok) return `${t.language[lang]}: ${t.badFence(body.fence)}`;
    byLanguage[lang] = complete(lang, { title, summary: String(form.get(`${lang}.summary`) ?? '').trim(), body: body.blocks });
  }
  const en = byLanguage.en;
  return en ? { ...byLanguage, en } : t.englishRequired;
}
