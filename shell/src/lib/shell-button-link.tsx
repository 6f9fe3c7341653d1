import { Button, type ButtonAsLinkProps } from '@labshop/shared-contracts/web/ui';
import { useShellLink } from './shell-link';

/** The UI kit's Button as a link to a page of the site (no reload, webview flag kept). */
export function ShellButtonLink({ href, onClick, ...rest }: ButtonAsLinkProps) {
  const link = useShellLink(href, onClick);
  return <Button {...rest} href={link.href} onClick={link.onClick} />;
}
