import { Agent, request } from 'node:http';

export interface LoadOptions {
  readonly port: number;
  readonly path: string;
  readonly headers?: Record<string, string>;
  /** Requests in flight at once, each on its own kept-alive socket. */
  readonly connections: number;
  readonly durationMs: number;
  /** Stops early once this many requests were answered. */
  readonly maxRequests: number;
}

export interface LoadFigures {
  readonly requests: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly statuses: Readonly<Record<number, number>>;
}

function once(agent: Agent, options: LoadOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: options.port, path: options.path, headers: options.headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** A small autocannon: `connections` loops send requests back to back until time or count runs out. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const deadline = started + options.durationMs;
  const lane = async () => {
    while (performance.now() < deadline && latencies.length < options.maxRequests) {
      const sent = performance.now();
      const status = await once(agent, options);
      latencies.push(performance.now() - sent);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, lane));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    statuses,
  };
}
