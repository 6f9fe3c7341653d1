// npm run bench: how many answers per second the gateway gives on loopback for the requests a visit
// makes most: a static file (plain and compressed), the shell page for a route, a test's page with its own head
// (the API's answer kept), the 404 of an unknown test, and the 301 for an unknown path. Figures only; nothing here
// passes or fails on speed.
import { buildGateway } from '../app';
import { readPublicConfig } from '../public-config';
import { createTestSite, listenOnLoopback, runLoad, startFakeApi } from '../testing';

const CASES: readonly { label: string; path: string; headers: Record<string, string> }[] = [
  { label: 'static file (main.js, identity)', path: '/main.js', headers: { 'accept-encoding': 'identity' } },
  { label: 'static file (main.js, br)', path: '/main.js', headers: { 'accept-encoding': 'br' } },
  { label: 'hashed chunk (immutable)', path: '/540.25a532b0.js', headers: { 'accept-encoding': 'identity' } },
  { label: 'shell page for a route', path: '/lab-test-list/tests', headers: {} },
  { label: "a test's page with its head", path: '/lab-test/vitamin-d3-25-oh', headers: {} },
  { label: '404 for an unknown test', path: '/lab-test/no-such-test', headers: {} },
  { label: '301 for an unknown path', path: '/no-such-page', headers: {} },
];

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS) || 3;
  const connections = Number(process.env.BENCH_CONNECTIONS) || 8;
  const site = await createTestSite();
  const api = await startFakeApi();
  const gateway = await buildGateway({
    siteDir: site.siteDir,
    apiUrl: api.url,
    publicConfig: readPublicConfig({}),
  });
  const port = await listenOnLoopback(gateway);
  console.log(`gateway on loopback, ${connections} connections, up to ${seconds} s or 200000 requests per case`);
  try {
    for (const { label, path, headers } of CASES) {
      const figures = await runLoad({
        port,
        path,
        headers,
        connections,
        durationMs: seconds * 1000,
        maxRequests: 200_000,
      });
      const statuses = Object.entries(figures.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      console.log(
        `  ${label.padEnd(34)} ${figures.perSecond.toFixed(0).padStart(7)} req/s   ` +
          `p50 ${figures.p50Ms.toFixed(2)} ms   p99 ${figures.p99Ms.toFixed(2)} ms   [${statuses}]`,
      );
    }
  } finally {
    await gateway.close();
    await api.close();
    await site.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
