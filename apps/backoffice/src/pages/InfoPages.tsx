import { BackofficeInfoPagePaths, InfoPageSchema, InfoPagesResponseSchema, type InfoPage, type InfoPageSummary } from '@betting/contracts';
import { useId, useState } from 'react';
import { BackofficeError, call, formatInstant, queryOf } from '../api';
import { InfoPageEditor } from '../content/InfoPageEditor';
import { LanguageCoverage } from '../content/LanguageCoverage';
import { can, useStaff } from '../session';
import { errorText, texts } from '../texts';
import { ActionNotice, DeskTable, StatusPill, type DeskColumn } from '../ui/DeskTable';
import { useList } from './useList';

const t = texts.infoPages;

/** The information pages: the list with the languages each has a text in, and the editor of one page's texts. */
export function InfoPagesPage() {
  const staff = useStaff();
  const manage = can(staff, 'content.manage');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<InfoPage | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const list = useList(async () => (await call(InfoPagesResponseSchema, `${BackofficeInfoPagePaths.list}${queryOf({ q: q.trim() })}`)).entities, q);
  const searchId = useId();

  const open = async (row: InfoPageSummary) => {
    try {
      setEditing(await call(InfoPageSchema, BackofficeInfoPagePaths.page(row.id)));
      setNotice(null);
    } catch (failure) {
      setNotice({ kind: 'error', text: errorText(failure instanceof BackofficeError ? failure.code : 'unknown') });
    }
  };
  const saved = async (page: InfoPage) => {
    setEditing(null);
    setNotice({ kind: 'ok', text: t.saved(page.page_key) });
    await list.reload();
  };

  const columns: DeskColumn<InfoPageSummary>[] = [
    {
      key: 'page',
      header: t.columns.page,
      cell: (row) => (
        <>
          <code>{row.page_key}</code> {!row.published && <StatusPill tone="c-hidden">{t.hidden}</StatusPill>}
        </>
      ),
    },
    { key: 'title', header: t.columns.title, cell: (row) => row.title },
    {
      key: 'languages',
      header: t.columns.languages,
      cell: (row) => <LanguageCoverage languages={row.languages} />,
    },
    { key: 'updated', header: t.columns.updated, cell: (row) => (row.updated_at ? formatInstant(row.updated_at) : '—'), className: 'nowrap' },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (row) => (
        <div className="actions">
          {manage && (
            <button type="button" className="button ghost small" onClick={() => void open(row)} aria-label={`${t.edit} ${row.page_key}`}>
              {t.edit}
            </button>
          )}
          <a className="button ghost small" href={`/en/${row.page_key}`} target="_blank" rel="noreferrer" aria-label={`${t.view}: ${row.page_key}`}>
            {t.view}
          </a>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="info-pages-heading">
      <div className="page-head">
        <h1 id="info-pages-heading">{t.heading}</h1>
        <label htmlFor={searchId}>{t.search}</label>
        <input id={searchId} type="search" value={q} placeholder={t.searchHint} maxLength={64} onChange={(event) => setQ(event.target.value)} />
      </div>
      <p className="muted">{t.lead}</p>
      <ActionNotice notice={notice} />
      <DeskTable
        rows={list.rows}
        error={list.error}
        columns={columns}
        rowKey={(row) => row.id}
        label={t.heading}
        isSelected={(row) => editing?.id === row.id}
        detail={(row) => (editing?.id === row.id ? <InfoPageEditor key={editing.id} page={editing} onSaved={(page) => void saved(page)} onCancel={() => setEditing(null)} /> : null)}
      />
    </section>
  );
}
