import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin, trapTabKey } from './focus-trap';
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

// Only the top-most open dialog answers Escape and traps focus.
const openDialogs: HTMLElement[] = [];

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
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = onCancel;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    const body = dialog.querySelector<HTMLElement>('[data-modal-body]');
    const target = initialFocusRef?.current ?? (body && focusableWithin(body)[0]) ?? dialog;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        cancelRef.current();
        return;
      }
      trapTabKey(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // The dialog sets focus once, when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => cancelRef.current()} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body} data-modal-body>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
