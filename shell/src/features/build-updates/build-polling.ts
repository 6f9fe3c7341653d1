/** The new-build check runs once an hour. */
export const BUILD_POLL_INTERVAL_MS = 3_600_000;

export function latestBuildUrl(cacheBuster: number): string {
  return `/builds/latest.json?t=${cacheBuster}`;
}

/** True when /builds/latest.json names a build other than the one running. */
export function isNewBuild(latest: unknown, runningId: string): boolean {
  if (typeof latest !== 'object' || latest === null) return false;
  const { id } = latest as { id?: unknown };
  return typeof id === 'string' && id.length > 0 && id !== runningId;
}

export interface BuildPollingOptions {
  runningId: string;
  onNewBuild: () => void;
  fetchJson?: typeof fetch;
  intervalMs?: number;
  now?: () => number;
}

/** Asks for the latest build id every interval; calls onNewBuild once when it changes. Returns stop. */
export function startBuildPolling(options: BuildPollingOptions): () => void {
  const { runningId, onNewBuild, fetchJson = fetch, intervalMs = BUILD_POLL_INTERVAL_MS, now = Date.now } = options;
  let reported = false;
  const check = async () => {
    if (reported) return;
    try {
      const response = await fetchJson(latestBuildUrl(now()), { cache: 'no-store' });
      if (!response.ok) return;
      if (isNewBuild(await response.json(), runningId)) {
        reported = true;
        onNewBuild();
      }
    } catch {
      // Offline or between deploys: the next check will tell.
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  return () => clearInterval(timer);
}

/**
 * A new build is picked up at the next navigation, not in the middle of what the visitor is doing: the
 * page then reloads at the address it is going to.
 */
export function createReloadOnNextNavigation(reload: () => void = () => window.location.reload()) {
  let pending = false;
  return {
    newBuildAvailable(): void {
      pending = true;
    },
    navigated(): void {
      if (!pending) return;
      pending = false;
      reload();
    },
  };
}
