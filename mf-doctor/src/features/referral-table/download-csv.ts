import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { EventName } from '@labshop/shared-contracts/core';

/** The last payload of a replaying channel (session, config) right now. */
function latestEvent<N extends EventName>(name: N): EventPayload<N> | undefined {
  let latest: EventPayload<N> | undefined;
  getEventBus()
    .on(name)
    .subscribe((payload) => {
      latest = payload;
    })
    .unsubscribe();
  return latest;
}

/**
 * Downloads the table's rows as CSV (not JSON, so past the JSON client) with the session's bearer token, and hands
 * the file to the browser. Resolves false on any failure, for the screen to say so.
 */
export async function downloadCsv(pathAndSearch: string, fileName: string): Promise<boolean> {
  const apiBase = latestEvent('config:loaded')?.apiBase ?? '/api';
  const token = latestEvent('session:changed')?.token ?? null;
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${apiBase}/${pathAndSearch}`, { headers });
    if (!response.ok) return false;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    return true;
  } catch {
    return false;
  }
}
