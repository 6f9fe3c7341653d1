/** webview=1 is carried from page to page while the site runs inside the mobile app. */
export const WEBVIEW_PARAM = 'webview';

export function isWebview(search: string): boolean {
  return new URLSearchParams(search).get(WEBVIEW_PARAM) === '1';
}

/** Adds webview=1 to a same-site link when the current page is in webview mode. */
export function withWebview(href: string, currentSearch: string, origin = 'http://localhost'): string {
  if (!isWebview(currentSearch)) return href;
  const url = new URL(href, origin);
  if (url.origin !== new URL(origin).origin) return href;
  url.searchParams.set(WEBVIEW_PARAM, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
