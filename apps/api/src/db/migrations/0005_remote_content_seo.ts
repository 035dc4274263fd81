/**
 * Content of the remote applications the API renders (footer, technical-pages, content, partners), the footer's
 * e-mail subscriptions, the operator's SEO per page and language, the SEO sports map and blog entities, and the
 * config groups of `GET /bff-api/config/group/get`.
 *
 * Texts are stored as plain text or as JSON blocks (`[{ "type": "paragraph", "text": "…" }, …]`, see
 * remote-apps/blocks.ts); the API renders every byte of HTML itself and escapes all stored text.
 */
export const remoteContentSeoMigration = {
  id: '0005_remote_content_seo',
  sql: String.raw`
    -- One page of a remote app, in no language. page_key is the path after /{lng}/ that shows it:
    -- 'information/about', 'information/rules/2/3', 'ourpartners/clubs', and '404' / '500' for the technical pages.
    create table remote_pages (
      id integer generated always as identity primary key,
      app text not null check (app in ('content', 'partners', 'technical-pages')),
      page_key text not null check (page_key ~ '^[a-z0-9_-]+(/[a-z0-9_-]+)*$' and length(page_key) <= 200),
      -- The libs/routing route id whose page this is ('information.rules' for every rules page).
      route_id text not null check (route_id ~ '^[a-z0-9_.-]+$'),
      -- The page it is listed under (menus and breadcrumbs); null at the top of an app.
      parent_key text check (parent_key is null or parent_key ~ '^[a-z0-9_-]+(/[a-z0-9_-]+)*$'),
      position integer not null default 0,
      is_published boolean not null default true,
      unique (app, page_key)
    );

    -- A page's text in one language. A language without a row is answered in the site's default language.
    create table remote_page_texts (
      page_id integer not null references remote_pages (id) on delete cascade,
      lang char(2) not null references languages (code),
      title text not null check (length(title) between 1 and 200),
      summary text not null default '' check (length(summary) <= 1000),
      blocks jsonb not null default '[]' check (jsonb_typeof(blocks) = 'array'),
      updated_at timestamptz not null default now(),
      primary key (page_id, lang)
    );

    -- Short texts of an app (headings, labels, notes), by key and language.
    create table remote_app_strings (
      app text not null check (app in ('footer', 'technical-pages', 'content', 'partners')),
      key text not null check (key ~ '^[a-z0-9_.-]+$'),
      lang char(2) not null references languages (code),
      value text not null check (length(value) <= 2000),
      primary key (app, key, lang)
    );

    -- The footer's link columns. path is after /{lng}/; the label is the string label_key, else the title of the
    -- remote page at that path.
    create table footer_links (
      id integer generated always as identity primary key,
      section text not null check (section ~ '^[a-z0-9_-]+$'),
      position integer not null,
      path text not null check (path ~ '^[a-z0-9_-]+(/[a-z0-9_-]+)*$'),
      label_key text check (label_key is null or label_key ~ '^[a-z0-9_.-]+$'),
      is_active boolean not null default true,
      unique (section, position)
    );

    -- Addresses left in the footer's subscription form; one row per address whatever its case.
    create table email_subscriptions (
      id bigint generated always as identity primary key,
      email text not null check (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
      lang char(2) not null,
      source text not null default 'footer' check (source ~ '^[a-z0-9_-]+$'),
      created_at timestamptz not null
    );
    create unique index email_subscriptions_address on email_subscriptions (lower(email));

    -- The operator's SEO for a route (every page of it) or for one exact path after /{lng}/, in one language or
    -- (lang null) in all. The most specific row wins field by field: path+lang, path, route+lang, route.
    create table seo_rules (
      id integer generated always as identity primary key,
      route_id text check (route_id is null or route_id ~ '^[a-z0-9_.-]+$'),
      path text check (path is null or path ~ '^([a-z0-9_-]+(/[a-z0-9_-]+)*)?$'),
      check ((route_id is null) <> (path is null)),
      lang char(2) references languages (code),
      title text check (title is null or length(title) between 1 and 300),
      description text check (description is null or length(description) <= 1000),
      site_name text check (site_name is null or length(site_name) between 1 and 200),
      meta_robots text check (meta_robots is null or meta_robots ~ '^[a-z0-9:-]+(, ?[a-z0-9:-]+)*$'),
      -- Applies to this page and every page below it, unless one of them says otherwise.
      hierarchy_meta_robots text check (hierarchy_meta_robots is null or hierarchy_meta_robots ~ '^[a-z0-9:-]+(, ?[a-z0-9:-]+)*$'),
      metas jsonb check (metas is null or jsonb_typeof(metas) = 'array'),
      canonical_mode text check (canonical_mode in ('url', 'mirror')),
      canonical_value text check (canonical_value ~ '^(https?://[^/[:space:]?#]+)?/[^[:space:]]*$'),
      check ((canonical_mode is null) = (canonical_value is null)),
      check (canonical_mode is distinct from 'mirror' or canonical_value ~ '^/'),
      h1 text check (h1 is null or length(h1) <= 300),
      image_path text check (image_path is null or image_path ~ '^/[^/[:space:]][^[:space:]]*$'),
      image_alt text,
      -- The search-engine text block: CSS, stylesheet paths on this site, and text blocks.
      content_style text check (content_style is null or position('<' in content_style) = 0),
      content_styles jsonb check (content_styles is null or jsonb_typeof(content_styles) = 'array'),
      content_blocks jsonb check (content_blocks is null or jsonb_typeof(content_blocks) = 'array'),
      updated_at timestamptz not null default now()
    );
    create unique index seo_rules_target on seo_rules (coalesce(route_id, ''), coalesce(path, '~'), coalesce(lang, '~'));

    -- SEO names of the line's sports (the sports map), by the sport's English name.
    create table seo_sports (
      name_eng text not null check (name_eng ~ '^[A-Za-z0-9][A-Za-z0-9 .&''-]{0,63}$'),
      lang char(2) not null references languages (code),
      name text not null check (length(name) between 1 and 100),
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      title text not null default '',
      description text not null default '',
      position integer not null default 0,
      primary key (name_eng, lang)
    );

    -- SEO of blog entities (articles, categories, tags) per project and domain (null: every domain).
    create table seo_blog_entities (
      id integer generated always as identity primary key,
      project_id integer not null check (project_id > 0),
      domain text check (domain is null or domain ~ '^[a-z0-9.-]+(:[0-9]+)?$'),
      entity_type text not null check (entity_type in ('article', 'category', 'tag')),
      identifier text not null check (identifier ~ '^[a-z0-9]+([-_][a-z0-9]+)*$'),
      lang char(2) not null references languages (code),
      title text not null check (length(title) between 1 and 300),
      description text not null default '',
      h1 text not null default '',
      meta_robots text check (meta_robots is null or meta_robots ~ '^[a-z0-9:-]+(, ?[a-z0-9:-]+)*$'),
      content_blocks jsonb not null default '[]' check (jsonb_typeof(content_blocks) = 'array')
    );
    create unique index seo_blog_entities_key on seo_blog_entities (project_id, coalesce(domain, ''), entity_type, identifier);

    -- Config groups: a group's keys and JSON values; a row in the asked language wins over the row for all (lang null).
    create table config_group_values (
      group_name text not null check (group_name ~ '^[a-z][a-z0-9_]{0,63}$'),
      key text not null check (key ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$'),
      lang char(2) references languages (code),
      value jsonb not null
    );
    create unique index config_group_values_key on config_group_values (group_name, key, coalesce(lang, '~'));
  `,
};
