import { Outlet, useLocation } from 'react-router-dom';
import { SectionNav, type SectionNavItem } from '@labshop/shared-contracts/web/ui';
import { routerLink } from './router-link';

/**
 * The frame of an area's pages (the account, the doctor area): the area's two-level navigation, following the
 * remote's router, beside or above the page the route shows. Used as a layout route around the area's pages.
 */
export function AreaLayout({ label, sections }: { label: string; sections: readonly SectionNavItem[] }) {
  const { pathname } = useLocation();
  return (
    <SectionNav label={label} items={sections} currentPath={pathname} renderLink={routerLink}>
      <Outlet />
    </SectionNav>
  );
}
