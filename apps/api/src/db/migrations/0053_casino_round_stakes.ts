/**
 * A round's stake is everything put down on it: a blackjack double, split or insurance and a Hold'em call add to
 * `casino_rounds.stake` (the history, tournaments and reports read it), while the engine replays from the state's own
 * first stake. Each addition is a row of `casino_round_stakes` (its place is the action's, as in its ledger stake
 * `casino:{round}:stake:{place}`), so it counts towards casino bonus wagering once, by that reference
 * (`wagering_recorded`), like the round's first stake does by `casino:{round}`. Rounds played before this keep their
 * counted wagering; their `stake` becomes the engine state's total.
 */
export const casinoRoundStakesMigration = {
  id: '0053_casino_round_stakes',
  sql: /* sql */ `
    create table casino_round_stakes (
      id bigint generated always as identity primary key,
      round_id bigint not null references casino_rounds (id),
      place integer not null check (place > 0),
      user_id integer references users (id),
      is_demo boolean not null,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      stake bigint not null check (stake > 0),
      created_at timestamptz not null,
      wagering_recorded boolean not null default false,
      unique (round_id, place)
    );
    create index casino_round_stakes_unrecorded on casino_round_stakes (id) where not wagering_recorded and not is_demo;

    update casino_rounds set stake = (engine_state ->> 'wagered')::bigint
     where engine_state is not null and engine_state -> 'wagered' is not null and (engine_state ->> 'wagered')::bigint > stake;
  `,
};
