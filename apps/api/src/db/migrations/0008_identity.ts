/** One phone country: ISO 3166-1 numeric id and alpha-2 code, tel code, and its national-number mask. */
interface CountryRow {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly telCode: string;
  readonly mask: string;
  readonly min: number;
  readonly max: number;
}

/** Reference data (not demo data): registration and phone sign-in need them whether or not demo data is seeded. */
export const phoneCountries: readonly CountryRow[] = [
  { id: 643, code: 'RU', name: 'Russia', telCode: '7', mask: '(###) ###-##-##', min: 10, max: 10 },
  { id: 398, code: 'KZ', name: 'Kazakhstan', telCode: '7', mask: '(###) ###-##-##', min: 10, max: 10 },
  { id: 804, code: 'UA', name: 'Ukraine', telCode: '380', mask: '## ###-##-##', min: 9, max: 9 },
  { id: 112, code: 'BY', name: 'Belarus', telCode: '375', mask: '## ###-##-##', min: 9, max: 9 },
  { id: 31, code: 'AZ', name: 'Azerbaijan', telCode: '994', mask: '## ###-##-##', min: 9, max: 9 },
  { id: 860, code: 'UZ', name: 'Uzbekistan', telCode: '998', mask: '## ###-##-##', min: 9, max: 9 },
  { id: 268, code: 'GE', name: 'Georgia', telCode: '995', mask: '### ##-##-##', min: 9, max: 9 },
  { id: 51, code: 'AM', name: 'Armenia', telCode: '374', mask: '## ###-###', min: 8, max: 8 },
  { id: 417, code: 'KG', name: 'Kyrgyzstan', telCode: '996', mask: '### ###-###', min: 9, max: 9 },
  { id: 792, code: 'TR', name: 'Turkey', telCode: '90', mask: '### ### ## ##', min: 10, max: 10 },
  { id: 276, code: 'DE', name: 'Germany', telCode: '49', mask: '#### #######', min: 10, max: 11 },
  { id: 826, code: 'GB', name: 'United Kingdom', telCode: '44', mask: '#### ######', min: 10, max: 10 },
  { id: 724, code: 'ES', name: 'Spain', telCode: '34', mask: '### ### ###', min: 9, max: 9 },
  { id: 620, code: 'PT', name: 'Portugal', telCode: '351', mask: '### ### ###', min: 9, max: 9 },
  { id: 250, code: 'FR', name: 'France', telCode: '33', mask: '# ## ## ## ##', min: 9, max: 9 },
  { id: 380, code: 'IT', name: 'Italy', telCode: '39', mask: '### ### ####', min: 9, max: 10 },
  { id: 616, code: 'PL', name: 'Poland', telCode: '48', mask: '### ### ###', min: 9, max: 9 },
  { id: 76, code: 'BR', name: 'Brazil', telCode: '55', mask: '(##) #####-####', min: 10, max: 11 },
  { id: 840, code: 'US', name: 'United States', telCode: '1', mask: '(###) ###-####', min: 10, max: 10 },
  { id: 124, code: 'CA', name: 'Canada', telCode: '1', mask: '(###) ###-####', min: 10, max: 10 },
  { id: 356, code: 'IN', name: 'India', telCode: '91', mask: '##### #####', min: 10, max: 10 },
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Identity: users (the numeric id is the login), sessions (only a hash of the opaque `ua` token is kept), sign-in
 * attempts and captcha challenges, one-time codes (only hashes), the server secret that signs user tokens, phone
 * countries and masks, and the wallet's accounts (a user's main account is opened at registration).
 */
export const identityMigration = {
  id: '0008_identity',
  sql: /* sql */ `
    create table phone_countries (
      id integer primary key,
      code char(2) not null unique,
      name text not null,
      tel_code text not null check (tel_code ~ '^[0-9]{1,4}$'),
      position integer not null
    );
    create table phone_masks (
      country_id integer primary key references phone_countries (id),
      mask text not null,
      min_length integer not null check (min_length > 0),
      max_length integer not null check (max_length >= min_length)
    );
    insert into phone_countries (id, code, name, tel_code, position) values
      ${phoneCountries.map((row, index) => `(${row.id}, ${quote(row.code)}, ${quote(row.name)}, ${quote(row.telCode)}, ${index})`).join(',\n      ')};
    insert into phone_masks (country_id, mask, min_length, max_length) values
      ${phoneCountries.map((row) => `(${row.id}, ${quote(row.mask)}, ${row.min}, ${row.max})`).join(',\n      ')};

    create table users (
      id integer primary key check (id between 100000000 and 999999999),
      registration_type text not null check (registration_type in ('fast_reg', 'phone_reg', 'full_reg', 'soc_reg')),
      email text,
      phone_country_id integer references phone_countries (id),
      phone_code text,
      phone_number text,
      password_hash text not null,
      country_id integer not null references phone_countries (id),
      currency_id integer not null,
      ref_code text,
      first_deposit_bonus_choice smallint not null check (first_deposit_bonus_choice in (0, 1, 2)),
      name text,
      surname text,
      date_birthday date,
      user_data jsonb not null default '{}',
      status text not null default 'active' check (status in ('active', 'blocked')),
      user_status_id smallint not null default 0,
      ban_level smallint not null default 0,
      ban_version integer not null default 0,
      activation_type smallint not null default 0 check (activation_type between 0 and 3),
      verification_status smallint not null default 1,
      two_factor_enabled boolean not null default false,
      hide_balance boolean not null default false,
      disallow_line_sport integer[] not null default '{}',
      disallow_live_sport integer[] not null default '{}',
      password_changed_at timestamptz,
      created_at timestamptz not null,
      check ((phone_code is null) = (phone_number is null))
    );
    create unique index users_email on users (lower(email)) where email is not null;
    create unique index users_phone on users (phone_code, phone_number) where phone_number is not null;

    create table sessions (
      id bigint generated always as identity primary key,
      token_hash text not null unique,
      user_id integer not null references users (id),
      remember boolean not null,
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_user on sessions (user_id);

    create table login_attempts (
      id bigint generated always as identity primary key,
      login_key text not null,
      address text not null,
      succeeded boolean not null,
      created_at timestamptz not null
    );
    create index login_attempts_login on login_attempts (login_key, created_at desc);
    create index login_attempts_address on login_attempts (address, created_at desc);

    create table captcha_challenges (
      id uuid primary key,
      answer text not null check (answer ~ '^[0-9]+$'),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      solved_at timestamptz,
      used_at timestamptz
    );

    create table auth_codes (
      id bigint generated always as identity primary key,
      purpose text not null check (purpose in ('sms_login', 'password_reset', 'two_step')),
      user_id integer not null references users (id),
      channel text not null check (channel in ('sms', 'email')),
      recipient text not null,
      code_hash text not null,
      pending_token_hash text unique,
      remember boolean not null default false,
      attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index auth_codes_lookup on auth_codes (purpose, recipient, created_at desc);

    create table server_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    );

    create table wallet_accounts (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      currency_id integer not null,
      type smallint not null check (type >= 0),
      created_at timestamptz not null
    );
    create unique index wallet_accounts_one_main on wallet_accounts (user_id) where type = 0;
  `,
};
