import { BackofficePaths, ContentItemSchema, ContentListResponseSchema, type ContentItem, type ContentKind, type ContentSummary } from '@betting/contracts';
import { useId, useState } from 'react';
import { BackofficeError, call, formatInstant, queryOf } from '../api';
import { ContentEditor } from '../content/ContentEditor';
import { LanguageCoverage } from '../content/LanguageCoverage';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
import { ActionNotice, DeskTable, FilterSelect, StatusPill, type DeskColumn } from '../ui/DeskTable';
import { useList } from './useList';

const t = texts.content;
type Shown = '' | 'yes' | 'no';
/** What the editor pane holds: nothing, a new item, or an item read from the server. */
type Editing = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; item: ContentItem };

/** Promotions, news and blog articles: the list by kind, the editor of one, publishing and unpublishing. */
export function ContentPage() {
  const staff = useStaff();
  const manage = can(staff, 'content.manage');
  const [kind, setKind] = useState<ContentKind>('promotion');
  const [shown, setShown] = useState<Shown>('');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<Editing>({ mode: 'none' });
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const list = useList(async () => (await call(ContentListResponseSchema, `${BackofficePaths.contentList(kind)}${queryOf({ published: shown, q: q.trim() })}`)).entities, `${kind}|${shown}|${q}`);
  const searchId = useId();

  const failed = (failure: unknown) => setNotice({ kind: 'error', text: errorText(failure instanceof BackofficeError ? failure.code : 'unknown') });
  const open = async (row: ContentSummary) => {
    try {
      setEditing({ mode: 'edit', item: await call(ContentItemSchema, BackofficePaths.contentItem(row.kind, row.id)) });
      setNotice(null);
    } catch (failure) {
      failed(failure);
    }
  };
  const publish = async (row: ContentSummary, published: boolean) => {
    try {
      await call(ContentItemSchema, BackofficePaths.contentPublish(row.kind, row.id), { method: 'POST', body: { published } });
      setNotice({ kind: 'ok', text: `${row.slug}: ${published ? t.publishedNotice : t.unpublishedNotice}` });
    } catch (failure) {
      failed(failure);
    }
    await list.reload();
  };
  const saved = async (item: ContentItem, created: boolean) => {
    setNotice({ kind: 'ok', text: `${item.fields.slug}: ${created ? t.created : t.saved}` });
    setEditing({ mode: 'none' });
    await list.reload();
  };

  const columns: DeskColumn<ContentSummary>[] = [
    { key: 'id', header: t.columns.id, cell: (row) => row.id, className: 'num' },
    { key: 'date', header: t.columns.date, cell: (row) => formatInstant(row.date), className: 'nowrap' },
    { key: 'slug', header: t.columns.slug, cell: (row) => <code>{row.slug}</code> },
    { key: 'title', header: t.columns.title, cell: (row) => row.title },
    {
      key: 'languages',
      header: t.columns.languages,
      cell: (row) => <LanguageCoverage languages={row.languages} />,
    },
    { key: 'state', header: t.columns.state, cell: (row) => <StatusPill tone={row.published ? 'c-published' : 'c-hidden'}>{row.published ? t.published : t.hidden}</StatusPill> },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (row) =>
        manage && (
          <div className="actions">
            <button type="button" className="button ghost small" onClick={() => void open(row)} aria-label={`${t.edit} ${row.slug}`}>
              {t.edit}
            </button>
            <button
              type="button"
              className={row.published ? 'button danger small' : 'button primary small'}
              onClick={() => void publish(row, !row.published)}
              aria-label={`${row.published ? t.unpublish : t.publish} ${row.slug}`}
            >
              {row.published ? t.unpublish : t.publish}
            </button>
          </div>
        ),
    },
  ];

  const editor = (item: ContentItem | null) => (
    <ContentEditor key={item ? `${item.fields.kind}:${item.id}` : `new:${kind}`} kind={kind} item={item} onSaved={(saved_, created) => void saved(saved_, created)} onCancel={() => setEditing({ mode: 'none' })} />
  );

  return (
    <section aria-labelledby="content-heading">
      <div className="page-head">
        <h1 id="content-heading">{t.heading}</h1>
        <FilterSelect
          label={t.kind}
          value={kind}
          options={(['promotion', 'news', 'blog'] as const).map((value) => ({ value, label: t.kinds[value] }))}
          onChange={(value) => {
            setKind(value);
            setEditing({ mode: 'none' });
          }}
        />
        <FilterSelect label={t.shown} value={shown} options={(['', 'yes', 'no'] as const).map((value) => ({ value, label: t.shownStates[value === '' ? 'any' : value] }))} onChange={setShown} />
        <label htmlFor={searchId}>{t.search}</label>
        <input id={searchId} type="search" value={q} placeholder={t.searchHint} maxLength={64} onChange={(event) => setQ(event.target.value)} />
        {manage && (
          <button type="button" className="button primary" onClick={() => setEditing({ mode: 'new' })}>
            {t.add(t.kindOne[kind])}
          </button>
        )}
      </div>
      <ActionNotice notice={notice} />
      {editing.mode === 'new' && <div className="pane">{editor(null)}</div>}
      <DeskTable
        rows={list.rows}
        error={list.error}
        columns={columns}
        rowKey={(row) => row.id}
        label={t.kinds[kind]}
        isSelected={(row) => editing.mode === 'edit' && editing.item.id === row.id}
        detail={(row) => (editing.mode === 'edit' && editing.item.id === row.id && editing.item.fields.kind === kind ? editor(editing.item) : null)}
      />
    </section>
  );
}
