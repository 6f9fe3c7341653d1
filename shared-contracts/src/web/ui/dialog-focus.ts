import { useEffect, useRef, type RefObject } from 'react';
import { focusableWithin, trapTabKey } from './focus-trap';

export interface DialogFocusOptions {
  /** Escape calls this. */
  onCancel: () => void;
  /** The element to focus first; otherwise the first focusable element of `[data-dialog-body]`, then the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

// Every open modal dialog of the kit (modals and drawers alike): only the top-most answers Escape and traps focus,
// and the page scrolls again when the last one closes.
const openDialogs: HTMLElement[] = [];
let overflowBeforeFirst = '';

/**
 * What makes an element a modal dialog for keyboard and pointer users (WAI-ARIA dialog pattern): focus moves
 * into it and stays there, Escape cancels, the page behind does not scroll, and focus returns to where it was
 * when the dialog closes. Call it in the component that is mounted only while the dialog is open.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  { onCancel, initialFocusRef }: DialogFocusOptions,
) {
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = onCancel;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (openDialogs.length === 0) overflowBeforeFirst = document.body.style.overflow;
    openDialogs.push(dialog);
    document.body.style.overflow = 'hidden';
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
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) document.body.style.overflow = overflowBeforeFirst;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // The dialog sets focus once, when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return cancelRef;
}
