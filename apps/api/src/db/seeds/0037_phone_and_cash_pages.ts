import { phoneAndCashPagesEn, phoneAndCashPagesRu } from './0003_remote_content/phone-and-cash-pages';
import type { Queryable } from '../database';

/**
 * The information pages about terminals, USSD codes and SMS bets described services the site does not have: a site
 * seeded before gets the truthful texts of `0003_remote_content/phone-and-cash-pages` over them (a new site already
 * has them from seed 0003).
 */
export const phoneAndCashPagesSeed = {
  id: '0037_phone_and_cash_pages',
  async run(tx: Queryable) {
    for (const [lang, pages] of [
      ['en', phoneAndCashPagesEn],
      ['ru', phoneAndCashPagesRu],
    ] as const) {
      for (const [key, text] of Object.entries(pages)) {
        await tx.query(
          `update remote_page_texts t set title = $3, summary = $4, blocks = $5
             from remote_pages p where p.id = t.page_id and p.app = 'content' and p.page_key = $1 and t.lang = $2`,
          [key, lang, text.title, text.summary, JSON.stringify(text.blocks)]
        );
      }
    }
  },
};
