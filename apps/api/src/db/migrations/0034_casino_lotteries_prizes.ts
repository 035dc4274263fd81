/**
 * The three gaps of the casino's lotteries and tournaments (migration 0034):
 *
 * - Bonus wagering counts toto coupons and lotto tickets too (`casino/wagering`): like `casino_rounds` and
 *   `casino_draw_tickets`, each says once it has been reported (`wagering_recorded`). Coupons and tickets bought
 *   before this migration were sold under the rule that did not count them: they stay uncounted.
 * - Tournament prizes (`casino/tournaments/prizes.ts`): when a tournament has ended its final board is frozen once
 *   into `casino_tournament_prizes` (place, winner, account, amount) under `casino_tournament_payouts`, and each prize
 *   is paid through the ledger (`bet_win`, key `casino-tournament:{id}:prize:{place}`, reference
 *   `casino-tournament:{id}:place:{place}`): `paying` → `paid` once every prize has its transaction.
 */
export const casinoLotteriesPrizesMigration = {
  id: '0034_casino_lotteries_prizes',
  sql: /* sql */ `
    alter table toto_coupons add column wagering_recorded boolean not null default false;
    alter table lotto_tickets add column wagering_recorded boolean not null default false;
    update toto_coupons set wagering_recorded = true;
    update lotto_tickets set wagering_recorded = true;
    create index toto_coupons_unrecorded on toto_coupons (id) where not wagering_recorded;
    create index lotto_tickets_unrecorded on lotto_tickets (id) where not wagering_recorded;

    create table casino_tournament_payouts (
      tournament_id integer primary key references casino_tournaments (id),
      status text not null check (status in ('paying', 'paid')),
      participants integer not null check (participants >= 0),
      frozen_at timestamptz not null,
      paid_at timestamptz,
      check ((status = 'paid') = (paid_at is not null))
    );
    create index casino_tournament_payouts_paying on casino_tournament_payouts (tournament_id) where status = 'paying';

    create table casino_tournament_prizes (
      tournament_id integer not null references casino_tournament_payouts (tournament_id),
      place integer not null check (place between 1 and 100),
      user_id integer not null references users (id),
      wallet_account_id bigint not null references wallet_accounts (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      amount bigint not null check (amount > 0),
      score bigint not null,
      transaction_id bigint,
      paid_at timestamptz,
      primary key (tournament_id, place),
      check ((transaction_id is null) = (paid_at is null))
    );
    create index casino_tournament_prizes_user on casino_tournament_prizes (user_id, tournament_id desc, place);
  `,
};
