/** The site's languages besides English: a card is written in each its own seed lacks. */
export const CARD_LANGUAGES = ['ru', 'uk', 'es', 'pt', 'tr'] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];
/** A card: title and summary. */
export type Card = readonly [title: string, summary: string];
/** A promotion's card: title, summary, when it runs and its button (when it has one). */
export type PromotionCard = readonly [title: string, summary: string, schedule: string, actionLabel?: string];
/** Cards by slug (or a blog category's path), per language the item's seed lacks. */
export type CardTexts<C> = Readonly<Record<string, Partial<Record<CardLanguage, C>>>>;
