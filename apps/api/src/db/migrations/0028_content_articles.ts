/**
 * Content served by the `content` remote app besides the information pages: the blog (categories nested by
 * path, articles), news, promotions by promo category (spec §3), the betting alphabet (blocks → categories → terms)
 * and the section and landing pages (blog, news, promo, betting-alphabet, betting-awards, ipl-betting-app,
 * cricket-world-cup).
 *
 * Every entity has a language-neutral row and `*_texts` rows per language with its SEO data: `seo_title` (the whole
 * `<title>`; default `{title} · {companyName}`), `seo_description` (default: the summary), `canonical_path`,
 * `og_image_path` and `og_image_alt`. A language without a row reads the site default, then English. Bodies are
 * JSON blocks (remote-apps/blocks.ts), rendered and escaped by the API. Paths stored here are same-origin paths
 * (`/remote-apps/content/covers/x.svg`); `action_path`/`cta_path` are page paths after `/{lng}/`.
 */
const SLUG = `'^[a-z0-9]+(-[a-z0-9]+)*$'`;
const SITE_PATH = `'^/[^/[:space:]][^[:space:]]*$'`;
const PAGE_PATH = `'^[a-z0-9_-]+(/[a-z0-9_-]+)*$'`;

/** Title, summary, body and the SEO columns every text table has. */
const TEXT_COLUMNS = `
  lang char(2) not null references languages (code),
  title text not null check (length(title) between 1 and 200),
  summary text not null default '' check (length(summary) <= 1000),
  body jsonb not null default '[]' check (jsonb_typeof(body) = 'array'),
  seo_title text check (seo_title is null or length(seo_title) between 1 and 300),
  seo_description text check (seo_description is null or length(seo_description) <= 1000),
  canonical_path text check (canonical_path ~ ${SITE_PATH}),
  og_image_path text check (og_image_path ~ ${SITE_PATH}),
  og_image_alt text check (og_image_alt is null or length(og_image_alt) <= 300),
  updated_at timestamptz not null default now()`;

export const contentArticlesMigration = {
  id: '0028_content_articles',
  sql: /* sql */ `
    -- Blog categories; path is the nested slug after blog/categories/ ('betting-guides/football').
    create table content_blog_categories (
      id integer generated always as identity primary key,
      path text not null unique check (path ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*){0,3}$'),
      parent_id integer references content_blog_categories (id),
      position integer not null default 0,
      is_published boolean not null default true
    );
    create table content_blog_category_texts (
      category_id integer not null references content_blog_categories (id) on delete cascade,
      ${TEXT_COLUMNS},
      primary key (category_id, lang)
    );

    -- Articles show from published_at on. 'categories' is the categories index, never an article.
    create table content_blog_articles (
      id integer generated always as identity primary key,
      slug text not null unique check (slug ~ ${SLUG} and length(slug) <= 120 and slug <> 'categories'),
      category_id integer not null references content_blog_categories (id),
      author text not null check (length(author) between 1 and 120),
      published_at timestamptz not null,
      cover_path text check (cover_path ~ ${SITE_PATH}),
      is_published boolean not null default true
    );
    create index content_blog_articles_by_date on content_blog_articles (published_at desc, id desc);
    create table content_blog_article_texts (
      article_id integer not null references content_blog_articles (id) on delete cascade,
      ${TEXT_COLUMNS},
      cover_alt text not null default '' check (length(cover_alt) <= 300),
      -- Derived from title, summary and body when written (remote-apps/content/text.ts): lower-case text searched by
      -- ?q=, and minutes to read at 200 words a minute.
      search_text text not null default '',
      reading_minutes integer not null check (reading_minutes between 1 and 600),
      primary key (article_id, lang)
    );

    create table content_news (
      id integer generated always as identity primary key,
      slug text not null unique check (slug ~ ${SLUG} and length(slug) <= 120),
      published_at timestamptz not null,
      cover_path text check (cover_path ~ ${SITE_PATH}),
      is_published boolean not null default true
    );
    create index content_news_by_date on content_news (published_at desc, id desc);
    create table content_news_texts (
      news_id integer not null references content_news (id) on delete cascade,
      ${TEXT_COLUMNS},
      primary key (news_id, lang)
    );

    -- Promotions, in one or more promo categories of spec §3 (all_bonuses is the filter for all, never stored).
    -- The period: starts_at to ends_at (null: until further notice); schedule (texts) says when within it.
    create table content_promotions (
      id integer generated always as identity primary key,
      slug text not null unique check (slug ~ ${SLUG} and length(slug) <= 120),
      categories text[] not null check (
        cardinality(categories) between 1 and 8
        and categories <@ array['poker', 'casino', 'bukmaker', 'redeposit', 'shares', 'cashback', 'first_deposit', 'bonuses']::text[]
      ),
      starts_at timestamptz not null,
      ends_at timestamptz check (ends_at is null or ends_at > starts_at),
      position integer not null default 0,
      cover_path text check (cover_path ~ ${SITE_PATH}),
      action_path text check (action_path ~ ${PAGE_PATH}),
      is_published boolean not null default true
    );
    create table content_promotion_texts (
      promotion_id integer not null references content_promotions (id) on delete cascade,
      ${TEXT_COLUMNS},
      schedule text not null default '' check (length(schedule) <= 300),
      terms jsonb not null default '[]' check (jsonb_typeof(terms) = 'array'),
      action_label text not null default '' check (length(action_label) <= 100),
      primary key (promotion_id, lang)
    );

    -- The betting alphabet: betting-alphabet/{block}/{category}/{term slug}.
    create table content_glossary_blocks (
      id integer generated always as identity primary key,
      slug text not null unique check (slug ~ ${SLUG} and length(slug) <= 80),
      position integer not null default 0
    );
    create table content_glossary_block_texts (
      block_id integer not null references content_glossary_blocks (id) on delete cascade,
      ${TEXT_COLUMNS},
      primary key (block_id, lang)
    );
    create table content_glossary_categories (
      id integer generated always as identity primary key,
      block_id integer not null references content_glossary_blocks (id),
      slug text not null check (slug ~ ${SLUG} and length(slug) <= 80),
      position integer not null default 0,
      unique (block_id, slug)
    );
    create table content_glossary_category_texts (
      category_id integer not null references content_glossary_categories (id) on delete cascade,
      ${TEXT_COLUMNS},
      primary key (category_id, lang)
    );
    create table content_glossary_terms (
      id integer generated always as identity primary key,
      category_id integer not null references content_glossary_categories (id),
      slug text not null unique check (slug ~ ${SLUG} and length(slug) <= 80),
      is_published boolean not null default true
    );
    create table content_glossary_term_texts (
      term_id integer not null references content_glossary_terms (id) on delete cascade,
      ${TEXT_COLUMNS},
      primary key (term_id, lang)
    );

    -- Section and landing pages by key (their route's path): the texts above a list (blog, news, promo,
    -- betting-alphabet) or a whole landing (betting-awards, ipl-betting-app, cricket-world-cup).
    create table content_landings (
      key text primary key check (key ~ ${SLUG} and length(key) <= 80),
      cover_path text check (cover_path ~ ${SITE_PATH}),
      cta_path text check (cta_path ~ ${PAGE_PATH}),
      is_published boolean not null default true
    );
    create table content_landing_texts (
      landing_key text not null references content_landings (key) on delete cascade,
      ${TEXT_COLUMNS},
      cta_label text not null default '' check (length(cta_label) <= 100),
      primary key (landing_key, lang)
    );
  `,
};
