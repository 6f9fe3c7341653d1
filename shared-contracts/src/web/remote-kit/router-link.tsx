import { Link } from 'react-router-dom';
import type { LinkRenderer } from '@labshop/shared-contracts/web/ui';

/**
 * The kit's link renderer for a remote: a react-router link, so the kit's links (pagination, breadcrumbs, an area's
 * navigation, a link card) move within the remote without reloading the page.
 */
export const routerLink: LinkRenderer = ({ href, children, ...link }) => (
  <Link to={href} {...link}>
    {children}
  </Link>
);
