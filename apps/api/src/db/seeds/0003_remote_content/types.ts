import type { BlockInput } from '../../../remote-apps';

/** A remote page's place in its app (texts are per language, in pages.en.ts and pages.ru.ts). */
export interface PageSeed {
  readonly app: 'content' | 'partners' | 'technical-pages';
  /** The path after /{lng}/ (or '404' / '500'). */
  readonly key: string;
  readonly routeId: string;
  readonly parentKey: string | null;
  readonly position: number;
}

export interface PageTextSeed {
  readonly title: string;
  readonly summary: string;
  readonly blocks: readonly BlockInput[];
}

/** One language's texts, by page key. */
export type PageTexts = Readonly<Record<string, PageTextSeed>>;

/** One language's short texts, by app and key. */
export type AppStrings = Readonly<Record<'content' | 'partners' | 'technical-pages' | 'footer', Readonly<Record<string, string>>>>;
