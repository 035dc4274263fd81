import type { Queryable } from '../database';
import { SEED_GAMES, SEED_PARTNERS, SEED_PROMO_CODES, SEED_RULE_SECTIONS } from './0012_bonuses/content';
import { SEED_OFFERS } from './0012_bonuses/offers';

/** The bonus catalogue of the demo site: offers in every promo category, partners, games, rules, promo codes. */
export const bonusesSeed = {
  id: '0012_bonuses',
  async run(tx: Queryable) {
    for (const [position, partner] of SEED_PARTNERS.entries()) {
      await tx.query('insert into bonus_partners (id, url, position) values ($1, $2, $3) on conflict do nothing', [partner.id, partner.url, position]);
      for (const [lng, text] of Object.entries(partner.texts)) {
        await tx.query('insert into bonus_partner_texts (partner_id, lng, name, description) values ($1, $2, $3, $4) on conflict do nothing', [partner.id, lng, text.name, text.description]);
      }
    }
    for (const [position, game] of SEED_GAMES.entries()) {
      await tx.query('insert into bonus_games (id, name, provider, kind, contribution_percent, position) values ($1, $2, $3, $4, $5, $6) on conflict do nothing', [
        game.id,
        game.name,
        game.provider,
        game.kind,
        game.contribution,
        position,
      ]);
    }
    for (const [position, offer] of SEED_OFFERS.entries()) {
      await tx.query(
        `insert into bonus_offers (id, kind, categories, percent, cap_initial_stakes, min_loss_initial_stakes, wager_kind, wager_multiplier, min_coef, valid_days, partner_id, position)
         values ($1, $2, $3::text[], $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict do nothing`,
        [
          offer.id,
          offer.kind,
          offer.categories,
          offer.percent,
          offer.capInitialStakes,
          offer.minLossInitialStakes ?? 0,
          offer.wagerKind,
          offer.wagerMultiplier,
          offer.minCoef ?? null,
          offer.validDays,
          offer.partnerId ?? null,
          position,
        ],
      );
      for (const [lng, text] of Object.entries(offer.texts)) {
        await tx.query('insert into bonus_offer_texts (offer_id, lng, title, summary, description, rules) values ($1, $2, $3, $4, $5, $6) on conflict do nothing', [
          offer.id,
          lng,
          text.title,
          text.summary,
          text.description,
          text.rules,
        ]);
      }
      for (const game of offer.games ?? []) await tx.query('insert into bonus_offer_games (offer_id, game_id) values ($1, $2) on conflict do nothing', [offer.id, game]);
    }
    for (const [position, section] of SEED_RULE_SECTIONS.entries()) {
      for (const lng of ['en', 'ru'] as const) {
        await tx.query('insert into bonus_rule_sections (id, lng, position, title, body) values ($1, $2, $3, $4, $5) on conflict do nothing', [
          section.id,
          lng,
          position,
          section[lng].title,
          section[lng].body,
        ]);
      }
    }
    for (const code of SEED_PROMO_CODES) {
      await tx.query(
        `insert into bonus_promo_codes (code, offer_id, amount_initial_stakes, valid_from, valid_until, max_uses, created_at) values ($1, $2, $3, $4, $5, $6, $4)
         on conflict do nothing`,
        [code.code, code.offerId, code.amountInitialStakes, code.validFrom, code.validUntil, code.maxUses],
      );
    }
  },
};
