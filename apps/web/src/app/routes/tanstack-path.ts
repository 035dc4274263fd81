/**
 * The routing table's path syntax in TanStack's: `{name}` → `$name`, `{name?}` → `{-$name}`, `{*}` → `$`.
 * The language root `''` is the index route `/`.
 */
export function tanstackPath(tablePath: string): string {
  if (tablePath === '') return '/';
  return tablePath
    .split('/')
    .map((segment) => {
      if (segment === '{*}') return '$';
      const optional = /^\{(\w+)\?\}$/.exec(segment);
      if (optional) return `{-$${optional[1]}}`;
      const required = /^\{(\w+)\}$/.exec(segment);
      return required ? `$${required[1]}` : segment;
    })
    .join('/');
}
