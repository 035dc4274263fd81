import { Link } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';

/** One link of a navigation list: where it goes, what it says and whether it is the page being shown. */
export interface NavLinkItem {
  readonly key: string;
  readonly href: string;
  readonly hash?: string;
  readonly label: string;
  readonly current: boolean;
}

interface Props {
  readonly className: string;
  readonly label: string;
  readonly linkClassName: string;
  readonly items: readonly NavLinkItem[];
  /** Links as the items of a `<ul>` (with `children` as its last items) rather than side by side in the `<nav>`. */
  readonly list?: boolean;
  /** Given the current page's link (e.g. to scroll it into view). */
  readonly currentRef?: Ref<HTMLAnchorElement>;
  readonly children?: ReactNode;
}

/** Whether `href` is the page at `pathname` (a trailing slash aside). */
export function isCurrentPath(pathname: string, href: string): boolean {
  return pathname.replace(/\/$/, '') === href;
}

/** A `<nav>` of links, the current page's marked with `aria-current="page"`. */
export function NavLinks({ className, label, linkClassName, items, list = false, currentRef, children }: Props) {
  const links = items.map((item) => (
    <Link key={item.key} to={item.href} hash={item.hash} className={linkClassName} aria-current={item.current ? 'page' : undefined} ref={item.current ? currentRef : undefined}>
      {item.label}
    </Link>
  ));
  return (
    <nav className={className} aria-label={label}>
      {list ? (
        <ul>
          {links.map((link) => (
            <li key={link.key}>{link}</li>
          ))}
          {children}
        </ul>
      ) : (
        links
      )}
    </nav>
  );
}
