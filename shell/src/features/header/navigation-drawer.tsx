import { useId } from 'react';
import { Drawer, Menu } from '@labshop/shared-contracts/web/ui';
import { MainNavigationList } from './main-navigation-list';
import { usePageToggle } from './use-page-toggle';
import styles from './site-header.module.css';

/** On narrow screens, the main navigation behind a menu button, in a drawer. */
export function NavigationDrawer() {
  const [open, setOpen] = usePageToggle();
  const drawerId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      >
        <Menu className={styles.icon} aria-hidden="true" focusable="false" />
      </button>
      <Drawer open={open} id={drawerId} side="right" title="Menu" onClose={() => setOpen(false)}>
        <MainNavigationList direction="column" onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
