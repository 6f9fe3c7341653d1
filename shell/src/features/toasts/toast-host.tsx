import { useCallback, useEffect, useRef, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { useEventListener, type EventPayload } from '@labshop/shared-contracts/web';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@labshop/shared-contracts/web/ui';
import { useLocation } from '../../lib/location';
import { createToastCenter, type ToastCenter } from './toast-center';
import { ToastCard } from './toast-card';

/** The shell's toasts: every part of the site asks for one with `toast:show` and finishes one with `toast:done`. */
export function ToastHost({ center: given }: { center?: ToastCenter }) {
  const [center] = useState(() => given ?? createToastCenter());

  useEventListener(
    'toast:show',
    useCallback((request: EventPayload<'toast:show'>) => void center.show(request), [center]),
  );
  useEventListener(
    'toast:done',
    useCallback((update: EventPayload<'toast:done'>) => center.done(update), [center]),
  );

  // Toasts clear when the address changes.
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const shownAt = useRef(address);
  useEffect(() => {
    if (shownAt.current === address) return;
    shownAt.current = address;
    center.clear();
  }, [address, center]);

  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={{ duration: TOAST_AUTO_CLOSE_MS, loading: { duration: Infinity } }}
      containerStyle={{ inset: 16 }}
    >
      {(toast) => {
        const state = center.stateOf(toast.id);
        return state ? <ToastCard toast={toast} state={state} onDismiss={() => center.dismiss(toast.id)} /> : <></>;
      }}
    </Toaster>
  );
}
