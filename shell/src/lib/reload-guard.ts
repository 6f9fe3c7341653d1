/** A page reload may happen at most once in this window, so a broken deploy cannot loop. */
export const RELOAD_GUARD_WINDOW_MS = 10_000;
const LAST_RELOAD_KEY = 'labshop:last-reload-at';

export interface ReloadGuardOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: number;
  windowMs?: number;
  reload?: () => void;
}

/** Reloads the page unless it already did so within the window. Returns whether it reloaded. */
export function reloadWithGuard(options: ReloadGuardOptions = {}): boolean {
  const {
    storage = window.sessionStorage,
    now = Date.now(),
    windowMs = RELOAD_GUARD_WINDOW_MS,
    reload = () => window.location.reload(),
  } = options;
  try {
    const last = Number(storage.getItem(LAST_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < windowMs) return false;
    storage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Without storage the guard cannot remember a reload, and a loop is worse than a stale page.
    return false;
  }
  reload();
  return true;
}
