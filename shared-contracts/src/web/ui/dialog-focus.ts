import { useEffect, useRef, type RefObject } from 'react';
import { focusableWithin, trapTabKey } from './focus-trap';

export interface ModalFocusOptions {
  /** Escape calls this. */
  onCancel: () => void;
  /** The element to focus first; otherwise the first focusable element of `[data-dialog-body]`, then the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

// Only the top-most open dialog answers Escape and traps focus.
const openDialogs: HTMLElement[] = [];

/**
 * What every modal dialog of the kit does with focus (WAI-ARIA dialog pattern): on opening, focus moves into it
 * and the page behind stops scrolling; Tab stays inside; Escape cancels; on closing, focus returns to where it
 * was. Call it from the component that exists only while the dialog is open.
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  { onCancel, initialFocusRef }: ModalFocusOptions,
) {
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = onCancel;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    const body = dialog.querySelector<HTMLElement>('[data-dialog-body]');
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

  return cancelRef;
}
