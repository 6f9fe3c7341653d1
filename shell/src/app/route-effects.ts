import { useEffect, useRef } from 'react';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import type { RouteMatch } from '@labshop/shared-contracts/core';
import { errorTitle, parseErrorStatus } from '../features/error-page/error-texts';
import { navigate } from '../lib/navigate';

export const MAIN_CONTENT_ID = 'main-content';

export function documentTitle(match: RouteMatch | null, appName: string): string {
  if (!match) return appName;
  const title =
    match.route.path === '/error/:code' ? errorTitle(parseErrorStatus(match.params.code)) : match.route.title;
  return `${title} | ${appName}`;
}

/** The server wrote this page's own head (the test's name, the doctor's): its title is better than the route's. */
function hasServerHead(): boolean {
  return document.head.querySelector('meta[property="og:title"]') !== null;
}

/**
 * What happens on every page change: the document title follows the route (except on the page the visitor
 * arrived on, whose title the server wrote from the page's content), focus moves to the main
 * content (so screen-reader users start on the new page), and a path no route owns goes to /error/404.
 * The gateway answers such paths with a 301 in production; this covers development and stray links.
 */
export function useRouteEffects(pathname: string, match: RouteMatch | null): void {
  const appName = useLatestEvent('config:loaded')?.appName ?? 'Labshop';
  const firstPath = useRef(pathname);
  const serverTitled = useRef(hasServerHead());
  useEffect(() => {
    if (serverTitled.current && pathname === firstPath.current) return;
    document.title = documentTitle(match, appName);
  }, [match, appName, pathname]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: false });
  }, [pathname]);

  useEffect(() => {
    if (match) return;
    console.error(`Page not found: ${pathname}`);
    navigate('/error/404', { replace: true });
  }, [match, pathname]);
}
