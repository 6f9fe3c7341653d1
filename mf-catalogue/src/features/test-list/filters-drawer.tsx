import { useState, type ReactNode, type RefObject } from 'react';
import { SlidersHorizontal } from '@labshop/shared-contracts/web/ui';
import { Button, Drawer } from '@labshop/shared-contracts/web/ui';
import styles from './test-list.module.css';

export const FILTERS_TITLE = 'Categories and filters';

/**
 * On a narrow screen the categories (and any filters) wait behind one button, so the first results come
 * straight after the heading; they open in a drawer, which closes once a category is chosen.
 */
export function FiltersDrawer({
  children,
  initialFocusRef,
}: {
  children: (close: () => void) => ReactNode;
  /** What takes focus when the drawer opens (the category shown now); the first link otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className={styles.filters}>
      <Button theme="white" block aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <SlidersHorizontal aria-hidden="true" size={20} />
        {FILTERS_TITLE}
      </Button>
      <Drawer open={open} title={FILTERS_TITLE} onClose={close} initialFocusRef={initialFocusRef}>
        {children(close)}
      </Drawer>
    </div>
  );
}
