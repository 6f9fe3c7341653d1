import { Breadcrumbs, type Crumb } from '@labshop/shared-contracts/web/ui';
import { routerLink } from '@labshop/shared-contracts/web/remote-kit';

/** Where an item's page sits in the shop, from the home page down to itself, moving within the catalogue. */
export function ItemBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return <Breadcrumbs items={crumbs} renderLink={routerLink} />;
}
