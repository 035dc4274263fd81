import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/Pager';

interface Paged {
  readonly paging: { readonly pageNumber: number; readonly totalPages: number };
}

/** A pool list's query (pools.queries), started with the page number. */
interface PagedQuery<Data extends Paged> {
  readonly $data: Store<Data | null>;
  readonly $failed: Store<boolean>;
  readonly $pending: Store<boolean>;
  readonly start: EventCallable<number>;
}

interface Props<Data extends Paged> {
  readonly query: PagedQuery<Data>;
  /** Only for the reader's own lists: `false` asks a guest to sign in and loads nothing. */
  readonly signedIn?: boolean;
  readonly isEmpty: (data: Data) => boolean;
  readonly emptyText: string;
  /** The page of the list; `pager` turns the pages, `pending` while the next one loads. */
  readonly children: (data: Data, view: { readonly pending: boolean; readonly pager: ReactNode }) => ReactNode;
}

/** A toto or lotto list read a page at a time: loading, failure and empty lines, else the page and its pager. */
export function PoolPaged<Data extends Paged>({ query, signedIn = true, isEmpty, emptyText, children }: Props<Data>) {
  const { t } = useTranslation('pages');
  const [data, failed, pending, start] = useUnit([query.$data, query.$failed, query.$pending, query.start]);
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (signedIn) start(page);
  }, [signedIn, start, page]);
  if (!signedIn) return <p className="pools__message">{t('pools.signInToSee')}</p>;
  if (failed) return <p role="alert" className="pools__message">{t('pools.loadFailed')}</p>;
  if (!data) return <p className="pools__message" aria-busy="true">{t('pools.loading')}</p>;
  if (isEmpty(data)) return <p className="pools__message">{emptyText}</p>;
  const pager = <Pager page={data.paging.pageNumber} pages={data.paging.totalPages} busy={pending} label={t('pools.pages')} onPage={setPage} />;
  return <>{children(data, { pending, pager })}</>;
}
