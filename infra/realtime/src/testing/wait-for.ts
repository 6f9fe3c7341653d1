// Awaiting something that happens over the network, with a deadline that fails the test with a reason
// instead of letting it hang until jest gives up.
export const EVENT_TIMEOUT_MS = 3_000;

export function withTimeout<T>(promise: Promise<T>, what: string, timeoutMs = EVENT_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`)), timeoutMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Retries `check` until it stops throwing, for state another connection changes (a browser leaving is seen by
 * the server a moment after the browser closed). The last failure is reported if the deadline passes.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = EVENT_TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
