import { useLocation } from '@tanstack/react-router';
import { RemoteApp } from '../../widgets/remote-app/RemoteApp';

/** Information pages: the `content` remote application our API renders from the database. */
export function ContentPage() {
  const { pathname, searchStr } = useLocation();
  return <RemoteApp name="content" path={`${pathname}${searchStr}`} syncTitle />;
}

/** Our partners and partners pages: the `partners` remote application. */
export function PartnersPage() {
  const { pathname, searchStr } = useLocation();
  return <RemoteApp name="partners" path={`${pathname}${searchStr}`} syncTitle />;
}
