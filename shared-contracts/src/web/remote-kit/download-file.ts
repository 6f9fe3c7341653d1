import { DOWNLOAD_FAILED_MESSAGE, type EventName } from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { showToast } from '@labshop/shared-contracts/web/ui';

/** The last payload of a replaying channel (session, config) right now, without keeping a subscription. */
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

const FILE_NAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/iu;

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition');
  const match = header ? FILE_NAME.exec(header) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Hands the file to the browser's own download, under the name the API gave it. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the address is no longer needed once it has begun.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file of the API (a PDF or CSV is not JSON, so it bypasses the JSON client) with the session's bearer
 * token. Resolves true once saved; on any failure shows the product's toast and resolves false, so a screen can
 * say it too.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<boolean> {
  const apiBase = latestEvent('config:loaded')?.apiBase ?? '/api';
  const token = latestEvent('session:changed')?.token ?? null;
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${apiBase}/${path}`, { headers });
    if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
    saveBlob(await response.blob(), fileNameOf(response, fallbackName));
    return true;
  } catch {
    showToast(DOWNLOAD_FAILED_MESSAGE, { type: 'error' });
    return false;
  }
}
