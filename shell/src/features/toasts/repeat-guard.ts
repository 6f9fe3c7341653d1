import { TOAST_REPEAT_GUARD_MS } from '@labshop/shared-contracts/web/ui';

/** The same message asked for again within the window is ignored (double clicks, twin events). */
export function createRepeatGuard(windowMs = TOAST_REPEAT_GUARD_MS) {
  let last: { message: string; at: number } | null = null;
  return {
    allows(message: string, now: number): boolean {
      if (last && last.message === message && now - last.at < windowMs) return false;
      last = { message, at: now };
      return true;
    },
  };
}
