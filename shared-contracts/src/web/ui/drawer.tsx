import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useModalFocus } from './dialog-focus';
import styles from './drawer.module.css';

export interface DrawerProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and a click beside the panel call this. */
  onClose: () => void;
  children?: ReactNode;
  /** The edge the panel slides in from. */
  side?: 'start' | 'end';
  /** The dialog's id, for the opener's `aria-controls`. */
  id?: string;
  closeLabel?: string;
}

/**
 * A panel that slides in from the side of a small screen (navigation, account links, filters): a modal dialog
 * labelled by its title, so focus moves into it and stays there, Escape or a click beside it closes it, and focus
 * returns to the opener.
 */
export function Drawer(props: DrawerProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDrawer {...props} />, document.body);
}

function OpenDrawer({ title, onClose, children, side = 'end', id, closeLabel = 'Close' }: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useModalFocus(panelRef, { onCancel: onClose });
  const closeBeside = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) closeRef.current();
  };

  return (
    // The backdrop only catches a click beside the panel; the keyboard closes it with Escape or the close button.
    <div className={styles.backdrop} role="presentation" onMouseDown={closeBeside}>
      <div
        ref={panelRef}
        id={id}
        className={`${styles.panel} ${styles[`side-${side}`]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => closeRef.current()} aria-label={closeLabel}>
            <X aria-hidden="true" focusable="false" />
          </button>
        </div>
        <div className={styles.body} data-dialog-body>
          {children}
        </div>
      </div>
    </div>
  );
}
