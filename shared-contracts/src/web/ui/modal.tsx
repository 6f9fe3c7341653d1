import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './dialog-focus';
import { DialogLayout } from './dialog-layout';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and any cancel action call this. */
  onCancel: () => void;
  children?: ReactNode;
  /** Actions shown under the body, e.g. Confirm and Cancel buttons. */
  footer?: ReactNode;
  /** The element to focus first; otherwise the first focusable element of the body, then the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * An accessible modal dialog (WAI-ARIA dialog pattern): labelled by its title, focus moves into it and
 * stays there, Escape cancels, and focus returns to where it was when the dialog closes.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  title,
  onCancel,
  children,
  footer,
  initialFocusRef,
  closeLabel = 'Close',
  size = 'md',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useDialogFocus(dialogRef, { onCancel, initialFocusRef });

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${styles[`size-${size}`]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <DialogLayout
          titleId={titleId}
          title={title}
          closeLabel={closeLabel}
          onClose={() => cancelRef.current()}
          footer={footer}
          classes={styles}
        >
          {children}
        </DialogLayout>
      </div>
    </div>
  );
}
