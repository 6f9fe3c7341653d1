import type { ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ownerOf, type RemoteName, type RouteOwner } from '@labshop/shared-contracts/core';
import { NotFound } from './not-found';

export type ElsewhereRenderer = (pathname: string, owner: RouteOwner) => ReactNode;

export interface RemoteRoutesProps {
  /** The remote these pages belong to, as the route manifest names it. */
  remote: RemoteName;
  routes: RouteObject[];
  elsewhere?: ElsewhereRenderer;
}

/**
 * The remote's pages, for the paths the route manifest gives this remote. A path another part owns
 * renders nothing here (that part mounts in its place; react-router may see the new address a moment
 * before single-spa swaps the remotes), and a path nobody owns goes to the 404 page.
 */
export function RemoteRoutes({ remote, routes, elsewhere }: RemoteRoutesProps) {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  const owner = ownerOf(pathname);
  if (owner === remote) return element;
  if (owner === null) return <NotFound />;
  return elsewhere ? elsewhere(pathname, owner) : null;
}
