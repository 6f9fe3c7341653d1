import { useState, type ReactNode, type RefObject } from 'react';
import { SlidersHorizontal } from '@labshop/shared-contracts/web/ui';
import { Button, Drawer } from '@labshop/shared-contracts/web/ui';
import styles from './test-list.module.css';

export const FILTERS_TITLE = 'Categories and filters';

/**
 * On a narrow screen the categories and filters wait behind one button, so the first results come straight after
 * the heading; they open in a drawer, which closes once a category is chosen, or with the button at its foot that
 * says how many items the filters leave.
 */
export function FiltersDrawer({
  children,
  initialFocusRef,
  showLabel,
  activeCount,
}: {
  children: (close: () => void) => ReactNode;
  /** What takes focus when the drawer opens (the category shown now); the first link otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The words of the button that closes the drawer onto the results ('Show 24 tests'). */
  showLabel: string;
  /** How many filters are in use, said on the opening button. */
  activeCount: number;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className={styles.filters}>
      <Button theme="white" block aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <SlidersHorizontal aria-hidden="true" size={20} />
        {FILTERS_TITLE}
        {activeCount > 0 ? <span className={styles.activeCount}>({activeCount} in use)</span> : null}
      </Button>
      <Drawer
        open={open}
        title={FILTERS_TITLE}
        onClose={close}
        initialFocusRef={initialFocusRef}
        footer={
          <Button block onClick={close}>
            {showLabel}
          </Button>
        }
      >
        {children(close)}
      </Drawer>
    </div>
  );
}
