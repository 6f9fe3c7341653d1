import { useHref, useLinkClickHandler } from 'react-router-dom';
import { Button, type ButtonAsLinkProps } from '@labshop/shared-contracts/web/ui';

export type RouterButtonLinkProps = Omit<ButtonAsLinkProps, 'href'> & { to: string };

/** The UI kit's Button as a link to a page of this remote: followed by the remote's router, without a reload. */
export function RouterButtonLink({ to, onClick, target, ...rest }: RouterButtonLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <Button
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}
