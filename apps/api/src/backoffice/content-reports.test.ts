import {
  AuditResponseSchema,
  AuthPaths,
  BackofficeInfoPagePaths,
  BackofficePaths,
  ContentItemSchema,
  InfoPageSchema,
  InfoPagesResponseSchema,
  ContentListResponseSchema,
  REMOTE_APP_REQUEST_HEADERS,
  RemoteAppResponseSchema,
  ReportResponseSchema,
  SESSION_COOKIE,
  remoteAppUrl,
  type ContentFields,
  type ContentText,
  type PromotionFields,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { identitySite, registerFast } from '../identity/testing';
import { grantFirstDepositBonus } from '../bonuses';
import { creditDeposit, forfeitBonus, payWin, placeStake, refundStake, reverseTransaction } from '../wallet';
import { signedInStaff } from './staff.fixture';

const promotion = (slug: string, texts: PromotionFields['texts']): PromotionFields => ({
  kind: 'promotion',
  slug,
  categories: ['casino', 'shares'],
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: null,
  position: -10,
  cover_path: null,
  action_path: 'casino',
  texts,
});

const english: ContentText = {
  title: 'Friday reload for the slots',
  summary: 'Half of your Friday deposit back as casino bonus money.',
  body: [{ type: 'paragraph', text: 'Deposit on a Friday and we add half of it, up to 100.00.' }],
  schedule: 'Every Friday',
  terms: ['One reload a week.', 'Wagering x30 within 7 days.'],
  action_label: 'Play slots',
};
const spanish: ContentText = {
  title: 'Recarga del viernes para las tragaperras',
  summary: 'La mitad de tu depósito del viernes, como bono de casino.',
  body: [{ type: 'paragraph', text: 'Deposita un viernes y te sumamos la mitad, hasta 100,00.' }],
  schedule: 'Cada viernes',
  terms: ['Una recarga por semana.'],
  action_label: 'Jugar',
};

describe.each(enginesUnderTest())('the content desk and reports on $name', (engine) => {
  const site = identitySite(engine);
  const staffOf = (roles: Parameters<typeof signedInStaff>[1]) => signedInStaff(site, roles);
  const post = (cookies: Record<string, string>, url: string, payload: unknown) => site.app.inject({ method: 'POST', url, cookies, payload: payload as Record<string, unknown> });
  /** The site's `content` remote app, as the bettor's browser asks for a page of it. */
  const contentHtml = async (fullPath: string) => {
    const response = await site.app.inject({ method: 'GET', url: remoteAppUrl('content', fullPath), headers: { ...REMOTE_APP_REQUEST_HEADERS } });
    expect(response.statusCode, fullPath).toBe(200);
    return RemoteAppResponseSchema.parse(response.json()).body;
  };
  const promoHtml = (lang: string) => contentHtml(`/${lang}/promo`);
  const auditOf = async (admin: Record<string, string>, query: string) =>
    AuditResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${BackofficePaths.audit}?${query}`, cookies: admin })).json()).entities;

  it('refuses a bettor, and a staff role without the permission, on every content and report call', async () => {
    const [kyc, content, risk] = [await staffOf(['kyc']), await staffOf(['content']), await staffOf(['risk'])];
    const bettor = await registerFast(site.app);
    const token = (await site.app.inject({ method: 'GET', url: `${AuthPaths.getToken}?force_refresh=true`, cookies: { [SESSION_COOKIE]: bettor.session } })).json<{ token: string }>().token;
    const calls = [
      { method: 'GET', url: BackofficePaths.contentList('promotion'), permitted: content },
      { method: 'GET', url: BackofficePaths.contentItem('news', 1), permitted: content },
      { method: 'GET', url: BackofficePaths.contentBlogCategories, permitted: content },
      { method: 'POST', url: BackofficePaths.contentList('promotion'), permitted: content },
      { method: 'POST', url: BackofficePaths.contentItem('blog', 1), permitted: content },
      { method: 'POST', url: BackofficePaths.contentPublish('promotion', 1), permitted: content },
      { method: 'GET', url: BackofficeInfoPagePaths.list, permitted: content },
      { method: 'GET', url: BackofficeInfoPagePaths.page(1), permitted: content },
      { method: 'POST', url: BackofficeInfoPagePaths.page(1), permitted: content },
      { method: 'GET', url: `${BackofficePaths.reports}?from=2026-11-01&to=2026-11-02`, permitted: risk },
      { method: 'GET', url: `${BackofficePaths.reportsCsv}?from=2026-11-01&to=2026-11-02`, permitted: risk },
    ] as const;
    for (const { method, url, permitted } of calls) {
      const as = (options: { cookies?: Record<string, string>; headers?: Record<string, string> }) => site.app.inject({ method, url, ...options, payload: method === 'POST' ? {} : undefined });
      expect((await as({ cookies: kyc })).statusCode, `${method} ${url} as kyc`).toBe(403);
      // The content editor may not read reports, the risk officer may not edit content.
      expect((await as({ cookies: permitted === content ? risk : content })).statusCode, `${method} ${url} as the other desk`).toBe(403);
      expect((await as({ cookies: { [SESSION_COOKIE]: bettor.session } })).statusCode).toBe(401);
      expect((await as({ headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
      expect([401, 403]).not.toContain((await as({ cookies: permitted })).statusCode);
    }
  });

  it('an editor creates a promotion in two languages, publishes it, and the site serves it in both; each action one audit record', async () => {
    const editor = await staffOf(['content']);
    const admin = await staffOf(['admin']);
    // The guest page is kept by the page cache before the promotion exists: publishing must make it read again.
    expect((await site.app.inject({ method: 'GET', url: '/en/promo' })).body).not.toContain(english.title);

    const created = await post(editor, BackofficePaths.contentList('promotion'), promotion('friday-reload', { en: english, es: spanish }));
    expect(created.statusCode).toBe(201);
    const item = ContentItemSchema.parse(created.json());
    expect(item).toMatchObject({ published: false, fields: { slug: 'friday-reload', texts: { en: { title: english.title, terms: english.terms }, es: { title: spanish.title } } } });
    expect(await promoHtml('en')).not.toContain(english.title);

    const published = await post(editor, BackofficePaths.contentPublish('promotion', item.id), { published: true });
    expect(published.json()).toMatchObject({ published: true });
    expect(await promoHtml('en')).toContain(english.title);
    expect(await promoHtml('es')).toContain(spanish.title);
    // Portuguese has no text of its own: it reads the English one, as the site does for any language without a text.
    expect(await promoHtml('pt')).toContain(english.title);
    expect((await site.app.inject({ method: 'GET', url: '/en/promo' })).body).toContain(english.title);
    const page = await site.app.inject({ method: 'GET', url: '/es/promotions/friday-reload' });
    expect(page.body).toContain(spanish.title);
    expect(page.body).toContain('Una recarga por semana.');

    // Editing drops the Spanish text: the Spanish page falls back to English.
    const edited = await post(editor, BackofficePaths.contentItem('promotion', item.id), promotion('friday-reload', { en: { ...english, title: 'Friday reload, now weekly' } }));
    expect(edited.statusCode).toBe(200);
    expect(await promoHtml('es')).toContain('Friday reload, now weekly');

    expect((await post(editor, BackofficePaths.contentPublish('promotion', item.id), { published: false })).json()).toMatchObject({ published: false });
    expect(await promoHtml('en')).not.toContain('Friday reload, now weekly');
    // Asking for the state it is in changes nothing and records nothing.
    expect((await post(editor, BackofficePaths.contentPublish('promotion', item.id), { published: false })).statusCode).toBe(200);

    const records = await auditOf(admin, `target=promotion:${item.id}`);
    expect(records.map((record) => record.action)).toEqual(['content.promotion.unpublish', 'content.promotion.edit', 'content.promotion.publish']);
    expect(records[0]).toMatchObject({ before: { published: true }, after: { published: false } });
    expect(records[1]).toMatchObject({
      before: { fields: { texts: { en: { title: english.title }, es: { title: spanish.title } } } },
      after: { fields: { texts: { en: { title: 'Friday reload, now weekly' } } } },
    });
    expect((records[1]?.after as { fields: ContentFields }).fields.texts.es).toBeUndefined();
    expect(records[2]).toMatchObject({ before: { published: false }, after: { published: true } });
    const creation = await auditOf(admin, 'action=content.promotion.create');
    expect(creation).toEqual([expect.objectContaining({ target: 'promotion-slug:friday-reload', before: null, after: expect.objectContaining({ id: item.id, published: false }) })]);

    const list = ContentListResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${BackofficePaths.contentList('promotion')}?q=friday-reload`, cookies: editor })).json());
    expect(list.entities).toEqual([expect.objectContaining({ id: item.id, slug: 'friday-reload', published: false, languages: ['en'] })]);
  });

  it('news and blog articles go through the same desk; bad input is refused without a record', async () => {
    const editor = await staffOf(['content']);
    const admin = await staffOf(['admin']);
    const news = ContentItemSchema.parse(
      (
        await post(editor, BackofficePaths.contentList('news'), {
          kind: 'news',
          slug: 'desk-news',
          published_at: '2026-11-20T10:00:00.000Z',
          cover_path: null,
          texts: { en: { title: 'The desk writes news', summary: 'From the back office.', body: [{ type: 'paragraph', text: 'Straight to the site.' }] }, uk: { title: 'Новина з бек-офісу', summary: '', body: [] } },
        })
      ).json(),
    );
    await post(editor, BackofficePaths.contentPublish('news', news.id), { published: true });
    expect(await contentHtml('/en/news')).toContain('The desk writes news');
    expect(await contentHtml('/uk/news')).toContain('Новина з бек-офісу');

    const article = {
      kind: 'blog',
      slug: 'desk-article',
      category_path: 'betting-guides/basics',
      author: 'Desk Editor',
      published_at: '2026-11-20T10:00:00.000Z',
      cover_path: null,
      texts: { en: { title: 'An article from the desk', summary: 'Written in the back office.', body: [{ type: 'heading', text: 'Why' }], cover_alt: '' } },
    };
    const blog = await post(editor, BackofficePaths.contentList('blog'), article);
    expect(blog.statusCode).toBe(201);
    await post(editor, BackofficePaths.contentPublish('blog', ContentItemSchema.parse(blog.json()).id), { published: true });
    expect(await contentHtml('/en/blog/desk-article')).toContain('An article from the desk');

    const before = (await auditOf(admin, 'action=content.')).length;
    expect((await post(editor, BackofficePaths.contentList('blog'), article)).json()).toMatchObject({ error: { code: 'slug_taken' } });
    expect((await post(editor, BackofficePaths.contentList('blog'), { ...article, slug: 'other', category_path: 'no-such' })).json()).toMatchObject({ error: { code: 'invalid_content' } });
    expect((await post(editor, BackofficePaths.contentList('news'), { ...article, slug: 'other' })).json()).toMatchObject({ error: { code: 'invalid_content' } });
    const badBlock = { ...article, slug: 'other', texts: { en: { ...article.texts.en, body: [{ type: 'list', items: [] }] } } };
    expect((await post(editor, BackofficePaths.contentList('blog'), badBlock)).json()).toMatchObject({ error: { code: 'invalid_content' } });
    const noEnglish = { ...article, slug: 'other', texts: { es: article.texts.en } };
    expect((await post(editor, BackofficePaths.contentList('blog'), noEnglish)).statusCode).toBe(400);
    expect((await post(editor, BackofficePaths.contentPublish('news', 999_999), { published: true })).statusCode).toBe(404);
    expect(await auditOf(admin, 'action=content.')).toHaveLength(before);
  });

  it('an editor rewrites an information page in two languages and the site serves the edit at once; one audit record', async () => {
    const editor = await staffOf(['content']);
    const admin = await staffOf(['admin']);
    const found = InfoPagesResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${BackofficeInfoPagePaths.list}?q=taxation`, cookies: editor })).json());
    const summary = found.entities.find((entity) => entity.page_key === 'information/taxation');
    expect(summary).toMatchObject({ parent_key: 'information', published: true, languages: expect.arrayContaining(['en', 'ru']) });
    const id = summary?.id ?? 0;
    const before = InfoPageSchema.parse((await site.app.inject({ method: 'GET', url: BackofficeInfoPagePaths.page(id), cookies: editor })).json());
    expect(before.texts.ru?.title).toBeTruthy();
    // The guest page is kept by the page cache before the edit: saving must make it read again.
    expect((await site.app.inject({ method: 'GET', url: '/en/information/taxation' })).body).not.toContain('Taxes on winnings, 2027');

    const texts = {
      en: {
        title: 'Taxes on winnings, 2027',
        summary: 'What is withheld from a win, and when.',
        body: [
          { type: 'heading', text: 'Withholding' },
          { type: 'paragraph', text: 'We withhold 13 % of net winnings above 4,000.00 and pay it to the tax office.' },
        ],
      },
      es: { title: 'Impuestos sobre las ganancias, 2027', summary: 'Lo que se retiene de un premio.', body: [{ type: 'paragraph', text: 'Retenemos el 13 % de las ganancias netas.' }] },
    };
    const saved = await post(editor, BackofficeInfoPagePaths.page(id), { texts });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = InfoPageSchema.parse(saved.json());
    expect(after.texts).toEqual(texts);
    expect(await contentHtml('/en/information/taxation')).toContain('We withhold 13 % of net winnings above 4,000.00');
    expect(await contentHtml('/es/information/taxation')).toContain('Retenemos el 13 % de las ganancias netas.');
    // Russian lost its own text: it reads the English one, as the site does for any language without a text.
    expect(await contentHtml('/ru/information/taxation')).toContain('Taxes on winnings, 2027');
    expect((await site.app.inject({ method: 'GET', url: '/en/information/taxation' })).body).toContain('Taxes on winnings, 2027');
    const listed = InfoPagesResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${BackofficeInfoPagePaths.list}?q=taxation`, cookies: editor })).json());
    expect(listed.entities.find((entity) => entity.id === id)).toMatchObject({ title: 'Taxes on winnings, 2027', languages: ['en', 'es'] });

    const [record, ...others] = await auditOf(admin, `target=info-page:${id}`);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ action: 'content.info_page.edit', before: { page_key: 'information/taxation', texts: { ru: { title: before.texts.ru?.title } } }, after: { texts } });
    expect((record?.after as { texts: Record<string, unknown> }).texts['ru']).toBeUndefined();

    // Refused: a block the remote apps would not render, no English text, a page that is not an information page.
    const [partnersPage] = await site.db.query<{ id: number }>("select id from remote_pages where app = 'partners' limit 1");
    expect((await post(editor, BackofficeInfoPagePaths.page(id), { texts: { en: { ...texts.en, body: [{ type: 'list', items: [] }] } } })).json()).toMatchObject({ error: { code: 'invalid_content' } });
    expect((await post(editor, BackofficeInfoPagePaths.page(id), { texts: { es: texts.es } })).statusCode).toBe(400);
    expect((await post(editor, BackofficeInfoPagePaths.page(partnersPage?.id ?? 0), { texts })).statusCode).toBe(404);
    expect((await post(editor, BackofficeInfoPagePaths.page(999_999), { texts })).statusCode).toBe(404);
    expect(await auditOf(admin, `target=info-page:${id}`)).toHaveLength(1);
    expect(await contentHtml('/en/information/taxation')).toContain('We withhold 13 %');
  });

  it('every information page opens in the editor and saves back as it was: the site renders it the same', async () => {
    const editor = await staffOf(['content']);
    const pages = InfoPagesResponseSchema.parse((await site.app.inject({ method: 'GET', url: BackofficeInfoPagePaths.list, cookies: editor })).json()).entities;
    expect(pages.map((page) => page.page_key)).toEqual(expect.arrayContaining(['information', 'information/about', 'information/rules/1/1', 'information/betting-calculator']));
    const rendered = async (pageKey: string) =>
      Promise.all(
        ['en', 'ru'].map(async (lang) => {
          const response = await site.app.inject({ method: 'GET', url: remoteAppUrl('content', `/${lang}/${pageKey}`), headers: { ...REMOTE_APP_REQUEST_HEADERS } });
          return `${response.statusCode} ${response.body}`;
        })
      );
    for (const summary of pages) {
      const page = InfoPageSchema.parse((await site.app.inject({ method: 'GET', url: BackofficeInfoPagePaths.page(summary.id), cookies: editor })).json());
      const before = await rendered(summary.page_key);
      const saved = await post(editor, BackofficeInfoPagePaths.page(summary.id), { texts: page.texts });
      expect(saved.statusCode, `${summary.page_key}: ${saved.body}`).toBe(200);
      // Stored as the block rules read them (a list's `ordered: false` written out), so the pages are the same.
      expect(await rendered(summary.page_key), summary.page_key).toEqual(before);
      expect(Object.keys(InfoPageSchema.parse(saved.json()).texts).sort(), summary.page_key).toEqual(Object.keys(page.texts).sort());
    }
  });

  it('reports turnover, wins, GGR, bonus cost and bettors by day and product from the ledger, and the same as CSV', async () => {
    const risk = await staffOf(['risk']);
    const [first, second] = [await registerFast(site.app), await registerFast(site.app)];
    const [sportFan, slotsFan] = [await registerFast(site.app), await registerFast(site.app)];
    const day1 = new Date('2027-03-01T10:00:00.000Z');
    const day2 = new Date('2027-03-02T23:59:00.000Z');
    const money = (bettor: { user_id: number; account_id: number }, reference: string, now: Date) => ({ userId: bettor.user_id, walletAccountId: bettor.account_id, currency: 'RUB', actor: 'test', reference, now });
    for (const bettor of [first, second]) {
      const funded = await creditDeposit(site.db, { ...money(bettor, `deposit-${bettor.user_id}`, day1), amount: 1_000_00, idempotencyKey: `report:deposit:${bettor.user_id}` });
      expect(funded.ok).toBe(true);
    }
    const key = (name: string) => ({ idempotencyKey: `report:${name}` });
    // Day 1: two sportsbook coupons (one wins 250.00 on 100.00, one void and refunded), one casino round by each bettor.
    await placeStake(site.db, { ...money(first, 'bet:9001', day1), amount: 100_00, ...key('s1') });
    await payWin(site.db, { ...money(first, 'bet:9001', day1), amount: 250_00, ...key('w1') });
    await placeStake(site.db, { ...money(second, 'bet:9002', day1), amount: 40_00, ...key('s2') });
    await refundStake(site.db, { ...money(second, 'bet:9002', day1), amount: 40_00, ...key('r2') });
    await placeStake(site.db, { ...money(first, 'casino:77', day1), amount: 30_00, ...key('s3') });
    await placeStake(site.db, { ...money(second, 'casino:78', day1), amount: 20_00, ...key('s4') });
    const casinoWin = await payWin(site.db, { ...money(second, 'casino:78', day1), amount: 5_00, ...key('w4') });
    // Day 1 too: a first-deposit bonus of each kind, credited to the bonus accounts (a sport one and a casino one).
    const firstDeposit = (bettor: { user_id: number; account_id: number }, choice: 1 | 2) =>
      grantFirstDepositBonus(site.db, { userId: bettor.user_id, paymentId: 1, accountId: bettor.account_id, amount: 1_000_00, currency: 'RUB', firstDepositBonusChoice: choice, settledAt: day1 }, day1);
    const [sportBonus, casinoBonus] = [await firstDeposit(sportFan, 1), await firstDeposit(slotsFan, 2)];
    if (!sportBonus || !casinoBonus) throw new Error('no first-deposit bonus granted');
    expect([sportBonus.wagerKind, casinoBonus.wagerKind]).toEqual(['sport', 'casino']);
    const [sportGrant, casinoGrant] = [sportBonus.amount, casinoBonus.amount];
    expect(Math.min(sportGrant, casinoGrant)).toBeGreaterThan(0);
    // Day 2: the casino win is reversed (it counts against day 2's wins); one more casino stake; a third of the casino
    // bonus taken back as it expires.
    if (!casinoWin.ok) throw new Error('win refused');
    expect((await reverseTransaction(site.db, { transactionId: casinoWin.value.transactionId, actor: 'test', now: day2, ...key('rev') })).ok).toBe(true);
    await placeStake(site.db, { ...money(first, 'casino:79', day2), amount: 10_00, ...key('s5') });
    const takenBack = Math.floor(casinoGrant / 3);
    const forfeited = await forfeitBonus(site.db, {
      ...money({ user_id: slotsFan.user_id, account_id: casinoBonus.bonusAccountId }, `bonus:${casinoBonus.id}:forfeit`, day2),
      amount: takenBack,
      ...key('forfeit'),
    });
    expect(forfeited.ok).toBe(true);

    const report = ReportResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${BackofficePaths.reports}?from=2027-03-01&to=2027-03-02`, cookies: risk })).json());
    const rub = { currency: 'RUB', minor_digits: 2 };
    expect(report.rows).toEqual([
      { day: '2027-03-01', product: 'casino', ...rub, turnover: 50_00, wins: 5_00, ggr: 45_00, bonus_cost: casinoGrant, bettors: 2 },
      { day: '2027-03-01', product: 'sportsbook', ...rub, turnover: 100_00, wins: 250_00, ggr: -150_00, bonus_cost: sportGrant, bettors: 2 },
      { day: '2027-03-02', product: 'casino', ...rub, turnover: 10_00, wins: -5_00, ggr: 15_00, bonus_cost: -takenBack, bettors: 1 },
    ]);
    expect(report.totals).toEqual([
      { day: null, product: 'casino', ...rub, turnover: 60_00, wins: 0, ggr: 60_00, bonus_cost: casinoGrant - takenBack, bettors: 2 },
      { day: null, product: 'sportsbook', ...rub, turnover: 100_00, wins: 250_00, ggr: -150_00, bonus_cost: sportGrant, bettors: 2 },
    ]);

    const csv = await site.app.inject({ method: 'GET', url: `${BackofficePaths.reportsCsv}?from=2027-03-01&to=2027-03-02`, cookies: risk });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="turnover-2027-03-01-2027-03-02.csv"');
    const rubles = (minor: number) => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
    expect(csv.body.split('\r\n')).toEqual([
      'day,product,currency,turnover,wins,ggr,bonus_cost,bettors',
      `2027-03-01,casino,RUB,50.00,5.00,45.00,${rubles(casinoGrant)},2`,
      `2027-03-01,sportsbook,RUB,100.00,250.00,-150.00,${rubles(sportGrant)},2`,
      `2027-03-02,casino,RUB,10.00,-5.00,15.00,${rubles(-takenBack)},1`,
      `total,casino,RUB,60.00,0.00,60.00,${rubles(casinoGrant - takenBack)},2`,
      `total,sportsbook,RUB,100.00,250.00,-150.00,${rubles(sportGrant)},2`,
      '',
    ]);
    const refused = await site.app.inject({ method: 'GET', url: `${BackofficePaths.reports}?from=2027-03-02&to=2027-03-01`, cookies: risk });
    expect(refused.json()).toMatchObject({ error: { code: 'invalid_range' } });
  });
});
