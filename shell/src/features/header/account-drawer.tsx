import { useId } from 'react';
import { Drawer } from '@labshop/shared-contracts/web/ui';
import type { EventPayload } from '@labshop/shared-contracts/web';
import { AccountMenuButton } from './account-menu-button';
import { AccountMenuPanel } from './account-menu-panel';
import { initialsOf } from './account-menu-items';
import { usePageToggle } from './use-page-toggle';

type SessionUser = NonNullable<EventPayload<'session:changed'>['user']>;

/** On phones, the account menu opens as a drawer. */
export function AccountDrawer({ user }: { user: SessionUser }) {
  const [open, setOpen] = usePageToggle();
  const drawerId = useId();
  return (
    <>
      <AccountMenuButton
        initials={initialsOf(user)}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      />
      <Drawer open={open} id={drawerId} side="right" title="Your account" onClose={() => setOpen(false)}>
        {/* The drawer gives focus back to the button itself as it closes. */}
        <AccountMenuPanel user={user} close={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
