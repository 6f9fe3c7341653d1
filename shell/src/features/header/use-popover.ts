import { useEffect, useId, useRef, type KeyboardEvent, type FocusEvent } from 'react';
import { focusableWithin } from '@labshop/shared-contracts/web/ui';
import { usePageToggle } from './use-page-toggle';

type Target = 'first' | 'last';

function isInside(element: HTMLElement | null, node: EventTarget | null): boolean {
  return element !== null && node instanceof Node && element.contains(node);
}

/** Moves focus among the popover's links and buttons with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLElement>, panel: HTMLElement): void {
  const items = focusableWithin(panel);
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next = {
    ArrowDown: (current + 1) % items.length,
    ArrowUp: (current - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}

/**
 * A button that opens a panel under it on wide screens (the account menu, the mini-cart), as a non-modal dialog:
 * opening moves focus to the panel's first item (ArrowUp on the button: its last), the arrow keys move between
 * items, Escape closes and gives focus back to the button, and a click or Tab outside closes it.
 */
export function usePopover() {
  const [open, setOpen] = usePageToggle();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<Target>('first');

  const show = (target: Target) => {
    focusOnOpen.current = target;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open || !panelRef.current) return undefined;
    const items = focusableWithin(panelRef.current);
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!isInside(panelRef.current, event.target) && !isInside(buttonRef.current, event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open, setOpen]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next && !isInside(panelRef.current, next) && !isInside(buttonRef.current, next)) setOpen(false);
  };

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-haspopup': 'dialog' as const,
      'aria-controls': open ? panelId : undefined,
      onClick: () => (open ? close(false) : show('first')),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          show(event.key === 'ArrowUp' ? 'last' : 'first');
        } else if (event.key === 'Escape' && open) {
          close(true);
        }
      },
      onBlur: closeWhenFocusLeaves,
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
      role: 'dialog' as const,
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close(true);
        } else if (panelRef.current) {
          moveFocus(event, panelRef.current);
        }
      },
      onBlur: closeWhenFocusLeaves,
    },
  };
}
