import { useCallback, useState } from 'react';
import { useLocation } from '../../lib/location';

/**
 * Open or closed, for the page it was opened on: a menu or drawer of the header belongs to the page it was opened
 * on, so moving to another page closes it.
 */
export function usePageToggle(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [state, setState] = useState({ open: false, on: pathname });
  const setOpen = useCallback((open: boolean) => setState({ open, on: window.location.pathname }), []);
  return [state.open && state.on === pathname, setOpen];
}
