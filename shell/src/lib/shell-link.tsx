import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from './location';
import { isExternal, navigate } from './navigate';
import { carryWebview } from './webview-history';

export type ShellLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A plain left click without modifier keys stays in the page; everything else is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * The address a site link shows (with webview=1 when needed) and a click handler that navigates without
 * a reload. Re-renders when the address changes, so the href follows the webview flag.
 */
export function useShellLink(href: string, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  useLocation();
  const external = isExternal(href);
  return {
    href: external ? href : carryWebview(href),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (external || !isPlainClick(event)) return;
      event.preventDefault();
      navigate(href);
    },
  };
}

/** A link to a page of the site: navigates without a reload and keeps webview=1 in its address. */
export function ShellLink({ href, onClick, children, ...rest }: ShellLinkProps) {
  const link = useShellLink(href, onClick);
  return (
    <a {...rest} href={link.href} onClick={link.onClick}>
      {children}
    </a>
  );
}
