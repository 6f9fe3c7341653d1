import { is, object, string, boolean } from 'superstruct';

/** What the SMS-code step needs from the registration before it; kept for the tab so a reload does not lose it. */
const PendingRegistration = object({ registrationId: string(), phone: string(), doctor: boolean() });
export interface PendingRegistration {
  registrationId: string;
  phone: string;
  doctor: boolean;
}

const STORAGE_KEY = 'labshop.pending-registration';

export function savePendingRegistration(pending: PendingRegistration): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
}

export function readPendingRegistration(): PendingRegistration | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return is(stored, PendingRegistration) ? stored : null;
  } catch {
    return null;
  }
}

export function clearPendingRegistration(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
