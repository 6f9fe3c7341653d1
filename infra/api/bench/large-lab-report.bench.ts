// One lab report of 5,000 values (OBX) over loopback HTTP: how long the lab waits for its ACK, how fast the patient's
// result page, results list and archive answer with it, how large each answer is, and the API process's peak memory
// while storing and while serving each page. Targets: stored
// in under 5 s, the result page p95 under 200 ms, the API under 300 MB. Figures only; nothing fails on speed.
// Run: npm run bench (all benchmarks), or: node --import tsx infra/api/bench/large-lab-report.bench.ts
// With DATABASE_URL set it uses that server (creating and dropping its own database); else an embedded one.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Pool } from 'pg';
import { RESULT_VALUES_PAGE_SIZE } from '@labshop/shared-contracts/core/api/results';
import { createDatabase as drizzleDatabase } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { registerLab } from '../src/modules/lab-delivery/store/labs';
import { createLoincTest, createTestOrder } from '../src/modules/lab-delivery/testing/paid-order';
import { sampleOruR01 } from '../src/modules/lab-delivery/testing/sample-oru-r01';
import { sha256 } from '../src/platform/secrets';
import { createTestAccount } from '../src/testing/account-factories';
import { testPesel } from '../src/testing/identity-numbers';
import { withSeededApi } from './lib/seeded-api';
import { describeLatency } from './lib/latency';
import { databaseBackendsCpuMs, processCpuMs } from './lib/process-cpu';

const VALUES = 5_000;
const ROUNDS = 20;
const TARGET_STORE_MS = 5_000;
const TARGET_PAGE_P95_MS = 200;
const TARGET_MEMORY_MB = 300;
const PAGE_SIZE = RESULT_VALUES_PAGE_SIZE;
/** A metabolic panel's analytes, repeated: many values of one analyte in one report is the hardest case for history. */
const PANEL = ['2823-3', '2951-2', '2345-7', '2160-0', '3094-0', '17861-6', '1751-7', '1742-6'];

/** The API process's resident memory now and at its peak, in MB (Linux only; null elsewhere). */
function memoryOf(pid: number | undefined): { now: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`, 'u').exec(status)?.[1] ?? Number.NaN);
    return { now: kilobytes('VmRSS') / 1024, peak: kilobytes('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/**
 * Starts measuring the API process's peak memory afresh (Linux: writing 5 to clear_refs resets the peak to the
 * memory in use now), so each page's own peak is told apart from storing the report. False where it cannot.
 */
function resetMemoryPeak(pid: number | undefined): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A paid order for one panel, a lab with its key, and a session of the patient who ordered it. */
async function arrange(databaseUrl: string) {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const db = drizzleDatabase(pool);
    const { apiKey } = await registerLab(db, { code: 'bench-lab', name: 'Bench Lab' });
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(db);
    const panel = await createLoincTest(db, '24323-8', 'Comprehensive metabolic panel');
    const { orderNumber } = await createTestOrder(db, {
      accountId: account.id,
      patients: [{ patient: { pesel }, testIds: [panel.id] }],
    });
    const token = randomBytes(32).toString('hex');
    const day = 24 * 60 * 60 * 1000;
    await db.insert(sessions).values({
      accountId: account.id,
      tokenHash: sha256(token),
      createdAt: new Date(),
      lastSeenAt: new Date(),
      expiresAt: new Date(Date.now() + day),
    });
    const message = sampleOruR01({
      orderNumber,
      labReportId: 'BENCH-5000',
      testCode: '24323-8',
      pesel,
      observations: Array.from({ length: VALUES }, (_, index) => ({
        loinc: PANEL[index % PANEL.length] ?? '2823-3',
        name: `Value ${index + 1}`,
        value: (3 + (index % 25) * 0.1).toFixed(1),
        unit: 'mmol/L',
        range: '3.5-5.1',
      })),
    });
    return { apiKey, token, message, databaseName: decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) };
  } finally {
    await pool.end();
  }
}

/** CPU time (ms) used so far by the API process and by the PostgreSQL backends of the bench's database. */
function cpuUsed(pid: number | undefined, databaseName: string): { api: number; database: number } | null {
  const api = pid === undefined ? null : processCpuMs(pid);
  const database = databaseBackendsCpuMs(databaseName);
  return api === null || database === null ? null : { api, database };
}

function cpuPerRequest(before: ReturnType<typeof cpuUsed>, after: ReturnType<typeof cpuUsed>): string {
  if (before === null || after === null) return 'not measurable here';
  const each = (from: number, to: number) => `${((to - from) / ROUNDS).toFixed(1)} ms`;
  return `API ${each(before.api, after.api)}, PostgreSQL ${each(before.database, after.database)}`;
}

async function timed(
  request: () => Promise<Response>,
): Promise<{ ms: number; status: number; bytes: number; body: string }> {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, bytes: Buffer.byteLength(body), body };
}

async function main(): Promise<void> {
  await withSeededApi({ name: 'large_lab_report', tests: 0 }, arrange, async (api, seeded) => {
    const { apiKey, token, message, databaseName } = seeded;
    const idle = memoryOf(api.pid);
    const stored = await timed(() =>
      fetch(new URL('/api/lab/results', api.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/hl7-v2', authorization: `Bearer ${apiKey}` },
        body: message,
      }),
    );
    const resultId = /stored ([0-9a-f-]{36})/u.exec(stored.body)?.[1];
    if (stored.status !== 200 || resultId === undefined) throw new Error(`Not stored: ${stored.body}`);
    console.log(
      `report of ${VALUES.toLocaleString('en')} values (${(Buffer.byteLength(message) / 1024).toFixed(0)} KB) ` +
        `stored in ${stored.ms.toFixed(0)} ms (target < ${TARGET_STORE_MS} ms: ${stored.ms < TARGET_STORE_MS ? 'met' : 'NOT met'})`,
    );
    const afterStore = memoryOf(api.pid);
    if (afterStore !== null) console.log(`API memory peak while storing: ${afterStore.peak.toFixed(0)} MB`);
    // Each page's peak is measured afresh, so the whole run's peak is the highest of them all.
    let overallPeak = afterStore?.peak ?? 0;
    const pages = {
      'result page (first of its pages)': `/api/results/${resultId}`,
      'result page, its last page of values': `/api/results/${resultId}?page=${Math.ceil(VALUES / PAGE_SIZE)}`,
      'results list': '/api/results',
      'results archive, page 1': '/api/results/archive',
    };
    for (const [page, path] of Object.entries(pages)) {
      const get = () => fetch(new URL(path, api.baseUrl), { headers: { authorization: `Bearer ${token}` } });
      const ownPeak = resetMemoryPeak(api.pid);
      const first = await timed(get); // warm-up: plans, caches, JIT
      const samples: number[] = [];
      const cpuBefore = cpuUsed(api.pid, databaseName);
      for (let round = 0; round < ROUNDS; round += 1) samples.push((await timed(get)).ms);
      const cpuAfter = cpuUsed(api.pid, databaseName);
      console.log(`${describeLatency(page, samples, TARGET_PAGE_P95_MS)}  ${(first.bytes / 1024).toFixed(0)} KB`);
      const peak = memoryOf(api.pid)?.peak;
      overallPeak = Math.max(overallPeak, peak ?? 0);
      console.log(
        `  CPU per request (steadier than latency on a busy machine): ${cpuPerRequest(cpuBefore, cpuAfter)}` +
          (peak === undefined
            ? ''
            : `; API memory peak ${ownPeak ? 'while serving it' : 'so far'} ${peak.toFixed(0)} MB ` +
              `(target < ${TARGET_MEMORY_MB} MB: ${peak < TARGET_MEMORY_MB ? 'met' : 'NOT met'})`),
      );
    }
    const memory = memoryOf(api.pid);
    if (memory !== null && idle !== null) {
      const peak = Math.max(memory.peak, overallPeak);
      console.log(
        `API memory: ${idle.now.toFixed(0)} MB idle, ${memory.now.toFixed(0)} MB after, peak ${peak.toFixed(0)} MB ` +
          `(target < ${TARGET_MEMORY_MB} MB: ${peak < TARGET_MEMORY_MB ? 'met' : 'NOT met'})`,
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
