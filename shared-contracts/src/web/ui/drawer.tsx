import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './dialog-focus';
import { DialogLayout } from './dialog-layout';
import styles from './drawer.module.css';

export interface DrawerProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and a tap beside the sheet call this. */
  onClose: () => void;
  children?: ReactNode;
  /** Actions kept in view under the body, e.g. a 'Show results' button. */
  footer?: ReactNode;
  /** The edge the sheet slides in from. */
  side?: 'left' | 'right';
  /** The element to focus first; otherwise the first focusable element of the body, then the sheet. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The dialog's id, for the opener's `aria-controls`. */
  id?: string;
  closeLabel?: string;
}

/**
 * A side sheet for what does not fit beside the page on a small screen (filters, a menu): a modal dialog
 * labelled by its title, with the kit's dialog keyboard rules (focus kept inside, Escape closes, focus back
 * to the opener) and the page behind it held still.
 */
export function Drawer(props: DrawerProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDrawer {...props} />, document.body);
}

function OpenDrawer({
  title,
  onClose,
  children,
  footer,
  side = 'left',
  initialFocusRef,
  id,
  closeLabel = 'Close',
}: DrawerProps) {
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const closeRef = useDialogFocus(sheetRef, { onCancel: onClose, initialFocusRef });

  return (
    <div className={styles.layer}>
      {/* The backdrop is a pointer shortcut only: keyboard users have Escape and the close button. */}
      <div className={styles.backdrop} aria-hidden="true" onClick={() => closeRef.current()} />
      <div
        ref={sheetRef}
        id={id}
        className={`${styles.sheet} ${styles[side]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <DialogLayout
          titleId={titleId}
          title={title}
          closeLabel={closeLabel}
          onClose={() => closeRef.current()}
          footer={footer}
          classes={styles}
        >
          {children}
        </DialogLayout>
      </div>
    </div>
  );
}
