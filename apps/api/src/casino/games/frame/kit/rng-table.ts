import { isRngTableVariant } from '@betting/contracts';
import { escapeHtml } from './kit-page';
import type { FrameLanguage } from '../texts';

/**
 * A live casino tile plays its table's engine as an RNG table (`CASINO_RNG_TABLE_VARIANT`): the frame says so above
 * the game, so nobody takes it for a dealer's table.
 */
const NOTICE: Readonly<Record<FrameLanguage, { readonly title: string; readonly lead: string; readonly detail: string }>> = {
  en: { title: 'RNG table', lead: 'No live dealer', detail: 'every card, ball and die is drawn by the provably fair generator below.' },
  ru: { title: 'RNG-стол', lead: 'Без живого дилера', detail: 'каждую карту, шарик и кость выбирает доказуемо честный генератор (ниже).' },
  es: { title: 'Mesa RNG', lead: 'Sin crupier en vivo', detail: 'cada carta, bola y dado lo saca el generador demostrablemente justo de abajo.' },
  pt: { title: 'Mesa RNG', lead: 'Sem crupiê ao vivo', detail: 'cada carta, bola e dado é sorteado pelo gerador comprovadamente justo abaixo.' },
  tr: { title: 'RNG masası', lead: 'Canlı krupiye yok', detail: 'her kart, top ve zar aşağıdaki kanıtlanabilir adil üreteçle çekilir.' },
  uk: { title: 'RNG-стіл', lead: 'Без живого дилера', detail: 'кожну карту, кульку й кістку обирає доказово чесний генератор (нижче).' },
};

/** The notice's title in a language ("RNG table"). */
export const rngTableTitle = (lng: FrameLanguage): string => NOTICE[lng].title;

/** The notice for an RNG table's variant, else nothing. */
export function rngTableNotice(lng: FrameLanguage, variant: string | null | undefined): string {
  if (!isRngTableVariant(variant)) return '';
  const notice = NOTICE[lng];
  return `<p class="rng-table note" id="rng-table"><strong>${escapeHtml(notice.title)}</strong> · ${escapeHtml(notice.lead)}<span class="rng-detail">: ${escapeHtml(notice.detail)}</span></p>`;
}

export const RNG_TABLE_STYLE = `
.rng-table { padding: 6px 10px; border-radius: 12px; border: 1px solid #fde68a; background: #1f2937; color: var(--text); font-size: 0.8125rem; line-height: 1.35; }
.rng-table strong { color: #fde68a; }
/* Wide fast-game frames place the stage from row 2: the notice takes that row and the stage moves below it. */
@media (min-width: 760px) {
  body.game-fast main > .rng-table { grid-row: 2; }
  body.game-fast main:has(> .rng-table) > .stage { grid-row: 3 / span 4; }
}
/* A phone keeps the label to one line; the generator's sentence stays for screen readers (and wide frames). */
@media (max-width: 759px) {
  .rng-table { padding: 4px 8px; }
  .rng-detail { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
}
`;
