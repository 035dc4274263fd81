/**
 * The routing table's path syntax in TanStack's: `{name}` → `$name`, `{name?}` → `{-$name}`, `{*}` → `$`.
 * The language root `''` is the index route `/`.
 */
export function tanstackPath<const TablePath extends string>(tablePath: TablePath): TanstackPath<TablePath> {
  if (tablePath === '') return '/' as TanstackPath<TablePath>;
  return tablePath
    .split('/')
    .map((segment) => (segment === '{*}' ? '$' : segment.replace(/^\{(\w+)(\?)?\}$/, (_, name: string, optional?: string) => (optional ? `{-$${name}}` : `$${name}`))))
    .join('/') as TanstackPath<TablePath>;
}

/** One segment of the table's syntax in TanStack's, as {@link tanstackPath} converts it. */
type TanstackSegment<Segment extends string> = Segment extends '{*}'
  ? '$'
  : Segment extends `{${infer Name}?}`
    ? `{-$${Name}}`
    : Segment extends `{${infer Name}}`
      ? `$${Name}`
      : Segment;

type TanstackSegments<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? `${TanstackSegment<Head>}/${TanstackSegments<Rest>}` : TanstackSegment<Path>;

/**
 * {@link tanstackPath} at the type level: the TanStack path of a table path literal, so that the route tree built from
 * the table knows every path (`sport/{sportId}` → `sport/$sportId`). A union of table paths gives the union of theirs.
 */
export type TanstackPath<TablePath extends string> = TablePath extends '' ? '/' : TanstackSegments<TablePath>;
