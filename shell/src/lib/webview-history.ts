import { withWebview } from '@labshop/shared-contracts/core';
import { announceLocationChange } from './location';

/** A same-site address with webview=1 added when the current page is in webview mode. */
export function carryWebview(url: string | URL): string {
  return withWebview(String(url), window.location.search, window.location.href);
}

/**
 * Wraps history.pushState/replaceState so every navigation, whoever makes it (the shell, a remote's
 * router, single-spa), keeps webview=1 while the site runs inside the mobile app, and so the shell hears
 * about it. Returns a function that restores the originals.
 */
export function installWebviewHistory(history: History = window.history): () => void {
  const originalPush = history.pushState;
  const originalReplace = history.replaceState;
  const wrap = (original: History['pushState']): History['pushState'] =>
    function wrapped(this: History, data, unused, url) {
      const result = original.call(this, data, unused, url === undefined || url === null ? url : carryWebview(url));
      announceLocationChange();
      return result;
    };
  history.pushState = wrap(originalPush);
  history.replaceState = wrap(originalReplace);
  return () => {
    history.pushState = originalPush;
    history.replaceState = originalReplace;
  };
}
