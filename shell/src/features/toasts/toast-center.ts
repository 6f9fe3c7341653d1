import toast from 'react-hot-toast';
import { TOAST_AUTO_CLOSE_MS, type ToastType } from '@labshop/shared-contracts/web/ui';
import { createRepeatGuard } from './repeat-guard';
import { placeToast } from './replacement-policy';

export interface ToastState {
  type: ToastType;
  message: string;
  /** 0 while loading, 1 when done, null for a toast without progress. */
  progress: number | null;
}

export interface ToastRequest {
  type: ToastType;
  message: string;
  id?: string;
  multiple?: boolean;
}

/**
 * The shell's toasts on react-hot-toast, with the product's rules on top: one at a time, the repeat guard,
 * loading toasts that stay until updated, update in place by id, `done`, and clearing everything.
 */
export function createToastCenter(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const states = new Map<string, ToastState>();
  const onScreen = new Set<string>();
  const guard = createRepeatGuard();
  let counter = 0;

  function render(id: string, state: ToastState): void {
    states.set(id, state);
    onScreen.add(id);
    const ariaProps =
      state.type === 'error'
        ? ({ role: 'alert', 'aria-live': 'assertive' } as const)
        : ({ role: 'status', 'aria-live': 'polite' } as const);
    const options = {
      id,
      ariaProps,
      duration: state.type === 'loading' ? Infinity : TOAST_AUTO_CLOSE_MS,
    };
    if (state.type === 'loading') toast.loading(state.message, options);
    else if (state.type === 'success') toast.success(state.message, options);
    else if (state.type === 'error') toast.error(state.message, options);
    else toast(state.message, options);
  }

  function forget(id: string): void {
    states.delete(id);
    onScreen.delete(id);
  }

  return {
    /** Shows or updates a toast; returns its id, or null when the repeat guard ignored it. */
    show(request: ToastRequest): string | null {
      const placement = placeToast(request, onScreen, () => `toast-${++counter}`);
      if (!placement.update && !guard.allows(request.message, now())) return null;
      for (const other of placement.remove) {
        toast.remove(other);
        forget(other);
      }
      render(placement.id, {
        type: request.type,
        message: request.message,
        progress: request.type === 'loading' ? 0 : null,
      });
      return placement.id;
    },

    /** Marks a loading toast done: loading clears, progress becomes 1, and it closes on its own. */
    done(update: { id: string; message?: string; type?: ToastType }): void {
      const current = states.get(update.id);
      if (!current) return;
      const type = update.type ?? (current.type === 'loading' ? 'default' : current.type);
      render(update.id, {
        type: type === 'loading' ? 'default' : type,
        message: update.message ?? current.message,
        progress: 1,
      });
    },

    /** Closes one toast (its close button). */
    dismiss(id: string): void {
      toast.dismiss(id);
      forget(id);
    },

    /** Takes every toast off screen at once (a new page). */
    clear(): void {
      toast.remove();
      states.clear();
      onScreen.clear();
    },

    stateOf(id: string): ToastState | undefined {
      return states.get(id);
    },
  };
}

export type ToastCenter = ReturnType<typeof createToastCenter>;
