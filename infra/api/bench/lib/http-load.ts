import http from 'node:http';

export interface LoadResult {
  /** Milliseconds per request, from sending to the last byte of the answer. */
  latencies: number[];
  /** Answers that were not 200. */
  failures: number;
  elapsedMs: number;
}

/**
 * Sends `total` GET requests to the URLs in turn from `clients` concurrent clients over keep-alive loopback HTTP,
 * each client sending its next request when the previous answer has arrived.
 */
export async function runLoad(
  baseUrl: string,
  paths: readonly string[],
  clients: number,
  total: number,
): Promise<LoadResult> {
  const connections = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const startedAt = performance.now();
  const client = async () => {
    for (let index = next++; index < total; index = next++) {
      const path = paths[index % paths.length] ?? '/';
      const sentAt = performance.now();
      const status = await get(connections, new URL(path, baseUrl));
      latencies.push(performance.now() - sentAt);
      if (status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  connections.destroy();
  return { latencies, failures, elapsedMs: performance.now() - startedAt };
}

function get(connections: http.Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: connections }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
