import { useLocation, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../app/site-config';
import { useRouteTitle } from '../../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs';
import { isCurrentPath, NavLinks } from '../../../shared/ui/NavLinks';
import { useSignOut } from '../../../widgets/account-area/use-sign-out';
import '../office.css';

/**
 * The account menu of spec §2, as far as the office has pages (routes still to come render their shells). Sports is
 * the settings page's section where the bettor takes sports out of the line and live.
 */
export const ACCOUNT_MENU = [
  { key: 'account', path: 'office/account' },
  { key: 'history', path: 'office/history' },
  { key: 'recharge', path: 'office/recharge' },
  { key: 'withdrawal', path: 'office/deduce' },
  { key: 'paymentHistory', path: 'office/historypay' },
  { key: 'personalData', path: 'office/settings' },
  { key: 'mailing', path: 'office/settings', hash: 'mailing' },
  { key: 'display', path: 'office/settings', hash: 'display' },
  { key: 'sports', path: 'office/settings', hash: 'sports' },
  { key: 'security', path: 'office/security' },
  { key: 'bonuses', path: 'office/bonuses/deposit' },
  { key: 'cashback', path: 'office/casino/vipcashback' },
  { key: 'promoCheck', path: 'office/promotion' },
  { key: 'bringFriend', path: 'office/bringfriend' },
  { key: 'qrLogin', path: 'office/qr-login' },
  { key: 'support', path: 'office/support' },
  { key: 'shareIdea', path: 'office/share-idea' },
] as const;

/** On phones the menu is a scrolling row: bring the current page's item into it (never scrolls the page itself). */
function revealInMenuRow(link: HTMLAnchorElement | null) {
  const row = link?.closest('ul');
  if (!link || !row || row.scrollWidth <= row.clientWidth) return;
  row.scrollLeft = link.offsetLeft - row.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
}

interface Props {
  /** The routing-table id of the page (its title comes from the route texts). */
  readonly routeId: string;
  readonly children: ReactNode;
}

/** An office page: breadcrumbs, the account menu beside (above, on phones) and the page's own content. */
export function OfficeLayout({ routeId, children }: Props) {
  // The office's own texts load with the page (the `pages` namespace), never in the first JavaScript.
  const { t: officeT } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const { pathname, hash } = useLocation();
  const routeTitle = useRouteTitle();
  const config = useUnit(siteConfig.$config);
  const title = routeTitle(routeId);
  const { signOut, leaving } = useSignOut();
  useDocumentTitle(`${title} · ${config?.siteConfig.companyName ?? ''}`);

  return (
    <section className="page office" aria-labelledby="page-title">
      <Breadcrumbs sections={[routeTitle('office')]} current={title} />
      <div className="office__grid">
        <NavLinks
          className="office__menu"
          label={officeT('office.menu.label')}
          linkClassName="office__menu-link"
          list
          currentRef={revealInMenuRow}
          items={ACCOUNT_MENU.map((item) => {
            const href = `/${lng}/${item.path}`;
            const hashOf = 'hash' in item ? item.hash : undefined;
            // A page's own item is current unless the address names one of its sections that has an item of its own.
            const current =
              isCurrentPath(pathname, href) && (hashOf === undefined ? !ACCOUNT_MENU.some((other) => other.path === item.path && 'hash' in other && other.hash === hash) : hash === hashOf);
            return { key: item.key, href, hash: hashOf, label: officeT(`office.menu.${item.key}`), current };
          })}
        >
          <li>
            <button type="button" className="office__menu-link office__sign-out" onClick={() => void signOut()} disabled={leaving}>
              {officeT('office.menu.signOut')}
            </button>
          </li>
        </NavLinks>
        <div className="office__content">
          <h1 id="page-title">{title}</h1>
          {children}
        </div>
      </div>
    </section>
  );
}
