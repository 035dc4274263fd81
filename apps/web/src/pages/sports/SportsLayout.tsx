import type { LineSection, LineTimeFilter } from '@betting/contracts';
import type { ReactNode } from 'react';
import { CouponPanel } from '../../widgets/coupon/CouponPanel';
import { SportsMenu } from './SportsMenu';
import './sports.css';

/** The sportsbook's three columns (UI.md): the sports tree, the page, the coupon. On phones only the page stays; the coupon is a bottom sheet. */
export function SportsLayout({ lng, section, timeFilter, sportSlug, children }: { readonly lng: string; readonly section: LineSection; readonly timeFilter: LineTimeFilter; readonly sportSlug: string | null; readonly children: ReactNode }) {
  return (
    <div className="sports-layout">
      <aside className="sports-layout__menu">
        <SportsMenu lng={lng} section={section} timeFilter={timeFilter} sportSlug={sportSlug} />
      </aside>
      <div className="sports-layout__page">{children}</div>
      <aside className="sports-layout__coupon">
        <CouponPanel lng={lng} />
      </aside>
    </div>
  );
}
