// The doctor's referral table and statistics over loopback HTTP for 20 doctors at once, each with 10,000 referrals
// issued over 3 years (to 200 patients, 1 to 4 tests each, two in three paid, with what the ledger holds for them): the table's first page, filtered,
// sorted, deep pages and a date range; the statistics of 12 and 36 months; the month's overview. Besides latency it
// prints what one request of each page costs the API and PostgreSQL in CPU time, which other work on the machine
// does not inflate (each page sent alone by the 20 doctors; backends that close during a run are not counted).
// Run: npm run bench (all benchmarks), or: node --import tsx infra/api/bench/doctor-practice.bench.ts
// With DATABASE_URL set it uses that server (creating and dropping its own databases); else an embedded one.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Pool } from 'pg';
import { sha256 } from '../src/platform/secrets';
import type { ApiProcess } from './lib/api-process';
import { withSeededApi } from './lib/seeded-api';
import { describeLatency } from './lib/latency';
import { apiAndDatabaseCpuMs } from './lib/process-cpu';

const DOCTORS = 20;
const REFERRALS_PER_DOCTOR = 10_000;
const PATIENTS_PER_DOCTOR = 200;
const ROUNDS = 10;
const TARGET_P95_MS = 50;

/** Every page a doctor opens, by name; the same for each doctor, with their own patient. */
function pagesOf(patientId: string): Record<string, string> {
  return {
    'table, first page': '/api/doctor/referral-table',
    'table, awaiting payment': '/api/doctor/referral-table?status=awaiting_payment',
    'table, page 200 by cost': '/api/doctor/referral-table?sort=cost&order=desc&page=200',
    'table, a quarter': '/api/doctor/referral-table?from=2025-01-01&to=2025-03-31&sort=commission&order=desc',
    'table, one patient': `/api/doctor/referral-table?patient=${patientId}`,
    'statistics, 12 months': '/api/doctor/referral-statistics',
    'statistics, 36 months': `/api/doctor/referral-statistics?from=${monthsAgo(35)}&to=${monthsAgo(0)}`,
    overview: '/api/doctor/overview',
  };
}

function monthsAgo(months: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 7);
}

/**
 * The doctors, their patients and referrals, written by SQL in bulk; a session for each doctor. Answers each
 * doctor's bearer token and one of their patients.
 */
async function seedPractices(databaseUrl: string): Promise<{ token: string; patientId: string }[]> {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const { rows: tests } = await pool.query<{ id: string }>(`select id from tests order by id limit 40`);
    const { rows: places } = await pool.query<{ id: string }>(`select id from facilities order by id limit 5`);
    if (tests.length === 0 || places.length === 0) throw new Error('The demo shop has no tests or facilities');
    // One paid order stands for the purchases: the table and statistics read only the referral's own figures.
    const { rows: paidOrders } = await pool.query<{ id: string }>(
      `insert into orders (idempotency_key, request_hash, access_token_hash, status, payment_method, email,
                           facility_id, subtotal_minor, savings_minor, total_minor, currency, consents_accepted_at)
       values ('bench-doctor-practice', 'x', 'x', 'paid', 'online', 'bench@example.com', $1, 0, 0, 0, 'GBP', now())
       returning id`,
      [places[0]?.id],
    );
    const order = paidOrders[0]?.id;
    const doctors: { token: string; patientId: string }[] = [];
    for (let doctor = 0; doctor < DOCTORS; doctor += 1) {
      const { rows: doctorRows } = await pool.query<{ id: string }>(
        `insert into accounts (email, phone, first_name, last_name, password_hash, roles, doctor_verification)
         values ($1, $2, 'Bench', $3, 'x', '{doctor}', 'verified') returning id`,
        [`bench-doctor-${doctor}@example.com`, `7${String(doctor).padStart(8, '0')}`, `Doctor ${doctor}`],
      );
      const doctorId = doctorRows[0]?.id ?? '';
      const { rows: patients } = await pool.query<{ id: string }>(
        `insert into accounts (email, phone, first_name, last_name, password_hash, address)
         select 'bench-patient-' || $1::int || '-' || n || '@example.com', '8' || lpad(($1::int * 1000 + n)::text, 8, '0'),
                'Patient', 'No ' || n, 'x',
                jsonb_build_object('street', 'Długa', 'houseNumber', n::text, 'homeNumber', null,
                                   'postCode', '31-147', 'city', 'Kraków')
         from generate_series(1, $2::int) n returning id`,
        [doctor, PATIENTS_PER_DOCTOR],
      );
      // Issued evenly over the last 3 years; two in three of those older than a week paid a few days later.
      await pool.query(
        `insert into referrals (doctor_account_id, patient_account_id, status, facility_id, commission_percent,
                                discount_percent, issued_at, updated_at, paid_order_id, paid_at, cost_minor,
                                discount_minor, paid_minor, commission_earned_minor)
         select $1, (($2::uuid[])[1 + n % $3::int]), case when paid then 'awaiting_salary'::referral_status
                                                     else 'awaiting_payment'::referral_status end,
                ($4::uuid[])[1 + n % 5], 10, 5, issued, issued,
                case when paid then $5::uuid end, case when paid then issued + interval '3 days' end,
                cost, cost / 20, case when paid then cost - cost / 20 end,
                case when paid then ((cost - cost / 20) * 10 + 50) / 100 end
         from (select n, 2000 + (n * 37) % 30000 as cost, now() - (n * interval '1 day' * 1095 / $6::int) as issued,
                      (n % 3 <> 0 and n > 10) as paid
               from generate_series(1, $6::int) n) generated`,
        [
          doctorId,
          patients.map((row) => row.id),
          patients.length,
          places.map((row) => row.id),
          order,
          REFERRALS_PER_DOCTOR,
        ],
      );
      await pool.query(
        `insert into referral_tests (referral_id, test_id, position)
         select r.id, ($2::uuid[])[1 + (abs(hashtext(r.id::text)) + k) % $3::int], k
         from referrals r, generate_series(0, 3) k
         where r.doctor_account_id = $1 and k <= abs(hashtext(r.id::text)) % 4`,
        [doctorId, tests.map((row) => row.id), tests.length],
      );
      const token = randomBytes(32).toString('hex');
      await pool.query(
        `insert into sessions (account_id, token_hash, created_at, last_seen_at, expires_at)
         values ($1, $2, now(), now(), now() + interval '1 day')`,
        [doctorId, sha256(token)],
      );
      doctors.push({ token, patientId: patients[0]?.id ?? '' });
    }
    // As autovacuum leaves a table after a bulk load: statistics gathered, pages marked all-visible.
    await pool.query('vacuum analyze referrals');
    await pool.query('vacuum analyze referral_tests');
    await pool.query('vacuum analyze accounts');
    return doctors;
  } finally {
    await pool.end();
  }
}

interface Request {
  page: string;
  path: string;
  token: string;
}

/** Sends the requests from `clients` concurrent clients, each its next once the last answer has arrived. */
async function load(baseUrl: string, requests: readonly Request[], clients: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies = new Map<string, number[]>();
  let failures = 0;
  let next = 0;
  const client = async () => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index];
      if (!request) continue;
      const sentAt = performance.now();
      const status = await get(agent, new URL(request.path, baseUrl), request.token);
      const list = latencies.get(request.page) ?? [];
      list.push(performance.now() - sentAt);
      latencies.set(request.page, list);
      if (status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  agent.destroy();
  return { latencies, failures };
}

function get(agent: http.Agent, url: URL, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The doctors' referrals written, saying how long that took. */
async function seedTimed(databaseUrl: string) {
  const seededAt = Date.now();
  const doctors = await seedPractices(databaseUrl);
  console.log(
    `${DOCTORS} doctors with ${REFERRALS_PER_DOCTOR.toLocaleString('en')} referrals each seeded in ` +
      `${((Date.now() - seededAt) / 1000).toFixed(1)} s`,
  );
  return { doctors, databaseUrl };
}

/** The CPU time one request of each page costs the API and the database, every doctor sending that page alone. */
async function measureCpuByPage(api: ApiProcess, databaseUrl: string, round: readonly Request[]): Promise<void> {
  for (const page of Object.keys(pagesOf(''))) {
    const requests = Array.from({ length: ROUNDS }, () => round.filter((request) => request.page === page)).flat();
    const before = apiAndDatabaseCpuMs(databaseUrl, api.pid);
    await load(api.baseUrl, requests, DOCTORS);
    const after = apiAndDatabaseCpuMs(databaseUrl, api.pid);
    if (before === null || after === null) return;
    const perRequest = (from: number, to: number) => `${(Math.max(0, to - from) / requests.length).toFixed(2)} ms`;
    console.log(
      `${`CPU per request, ${page}`.padEnd(44)} API ${perRequest(before.api, after.api)}, ` +
        `PostgreSQL ${perRequest(before.database, after.database)}`,
    );
  }
}

async function main(): Promise<void> {
  await withSeededApi({ name: 'doctor_practice', tests: 3500 }, seedTimed, async (api, { doctors, databaseUrl }) => {
    // Each doctor opens every page in turn; the doctors' requests interleave.
    const round = Object.keys(pagesOf('')).flatMap((page) =>
      doctors.map((doctor) => ({ page, path: pagesOf(doctor.patientId)[page] ?? '/', token: doctor.token })),
    );
    await load(api.baseUrl, round, DOCTORS); // warm-up: connections, caches, plans
    // One doctor alone first: what a page costs the server, without the other doctors' requests queued ahead.
    const alone = round.filter((request) => request.token === doctors[0]?.token);
    const single = await load(api.baseUrl, Array.from({ length: ROUNDS }, () => alone).flat(), 1);
    console.log(describeLatency('every page, 1 doctor', [...single.latencies.values()].flat(), TARGET_P95_MS));
    const rounds = Array.from({ length: ROUNDS }, () => round).flat();
    const { latencies, failures } = await load(api.baseUrl, rounds, DOCTORS);
    if (failures > 0) console.log(`  ${failures} answers were not 200`);
    for (const [page, samples] of latencies) {
      console.log(describeLatency(`${page}, ${DOCTORS} doctors`, samples, TARGET_P95_MS));
    }
    console.log(describeLatency(`every page, ${DOCTORS} doctors`, [...latencies.values()].flat(), TARGET_P95_MS));
    await measureCpuByPage(api, databaseUrl, round);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
