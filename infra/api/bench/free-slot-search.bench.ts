// Finding a doctor with the next free slot across 200 doctors for the next 30 days, and one service's free slots over
// 30 days, at 20 concurrent patients over loopback HTTP. Each doctor receives Monday to Friday 08:00-18:00 in
// 30-minute slots by two meeting types; half of them are fully booked for the next week, so the search looks further.
// Run: npm run bench (all benchmarks), or: node --import tsx infra/api/bench/free-slot-search.bench.ts
// With DATABASE_URL set it uses that server (creating and dropping its own databases); else an embedded one.
import { Pool } from 'pg';
import { withSeededApi } from './lib/seeded-api';
import { runLoad } from './lib/http-load';
import { describeLatency } from './lib/latency';
import { databaseBackendsCpuMs, processCpuMs } from './lib/process-cpu';

const DOCTORS = 200;
const CLIENTS = 20;
const REQUESTS = 1_000;
const TARGET_P95_MS = 50;
const SPECIALIZATIONS = ['Cardiologist', 'Allergist', 'Dermatologist', 'Neurologist'];

/** The doctors, their services, hours and a week of booked visits for every other doctor, written by SQL in bulk. */
async function seedDoctors(databaseUrl: string): Promise<{ databaseUrl: string; serviceIds: string[] }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const { rows: places } = await pool.query<{ id: string }>(`select id from facilities order by id limit 5`);
    if (places.length === 0) throw new Error('The demo shop has no facilities');
    const { rows: accounts } = await pool.query<{ id: string }>(
      `insert into accounts (email, phone, first_name, last_name, password_hash)
       values ('bench-booking@example.com', '799000001', 'Bench', 'Patient', 'x') returning id`,
    );
    const { rows: orders } = await pool.query<{ id: string }>(
      `insert into orders (idempotency_key, request_hash, access_token_hash, status, payment_method, email,
                           facility_id, subtotal_minor, savings_minor, total_minor, currency, consents_accepted_at)
       values ('bench-free-slots', 'x', 'x', 'paid', 'online', 'bench@example.com', $1, 0, 0, 0, 'GBP', now())
       returning id`,
      [places[0]?.id],
    );
    await pool.query(
      `insert into doctors (slug, first_name, last_name, main_category, specializations, facility_id, meeting_types)
       select 'bench-doctor-' || n, 'Bench', 'Doctor ' || n, ($1::text[])[1 + n % 4], array[($1::text[])[1 + n % 4]],
              ($2::uuid[])[1 + n % $3::int], '{online,telemedecine}'
       from generate_series(1, $4::int) n`,
      [SPECIALIZATIONS, places.map((row) => row.id), places.length, DOCTORS],
    );
    await pool.query(
      `insert into doctor_services (doctor_id, code, name, price_minor, meeting_types)
       select id, 'consultation', 'Consultation', 20000, '{online,telemedecine}' from doctors
       where slug like 'bench-doctor-%'`,
    );
    await pool.query(
      `insert into availability_rules (doctor_id, service_id, facility_id, meeting_type, weekday, start, "end",
                                       slot_minutes)
       select d.id, s.id, d.facility_id, m.type::meeting_type, w, '08:00', '18:00', 30
       from doctors d join doctor_services s on s.doctor_id = d.id,
            generate_series(1, 5) w, (values ('online'), ('telemedecine')) m(type)
       where d.slug like 'bench-doctor-%'`,
    );
    // Every slot of the next 7 days taken, for every other doctor.
    await pool.query(
      `insert into appointments (account_id, patient_first_name, patient_last_name, doctor_id, service_id,
                                 facility_id, meeting_type, starts_at, ends_at, zone, status, payment_method,
                                 price_minor, currency, order_id, paid_at)
       select $1, 'Bench', 'Patient', d.id, s.id, d.facility_id, 'online', slot, slot + interval '30 minutes',
              'Europe/Warsaw', 'booked', 'online', 20000, 'GBP', $2, now()
       from doctors d join doctor_services s on s.doctor_id = d.id,
            generate_series(0, 7) day_offset, generate_series(0, 19) k,
            lateral (select ((current_date + day_offset) + time '08:00' + k * interval '30 minutes')
                            at time zone 'Europe/Warsaw' as slot) slots
       where d.slug like 'bench-doctor-%' and substring(d.slug from 14)::int % 2 = 0
         and extract(isodow from current_date + day_offset) <= 5`,
      [accounts[0]?.id, orders[0]?.id],
    );
    await pool.query('vacuum analyze appointments');
    await pool.query('vacuum analyze availability_rules');
    await pool.query('vacuum analyze doctors');
    const { rows: services } = await pool.query<{ id: string }>(
      `select s.id from doctor_services s join doctors d on d.id = s.doctor_id where d.slug like 'bench-doctor-%'`,
    );
    return { databaseUrl, serviceIds: services.map((row) => row.id) };
  } finally {
    await pool.end();
  }
}

/**
 * CPU time the API process and the database's backends have used: unlike latency, it does not grow when other work
 * shares the machine, so it tells what a request costs. Linux only; null elsewhere.
 */
function cpuUsed(databaseUrl: string, apiPid: number | undefined): { api: number; database: number } | null {
  const api = apiPid === undefined ? null : processCpuMs(apiPid);
  const database = databaseBackendsCpuMs(decodeURIComponent(new URL(databaseUrl).pathname.slice(1)));
  return api === null || database === null ? null : { api, database };
}

/** The CPU the API and PostgreSQL spent per request while `load` ran. */
async function withCpu<Result>(
  databaseUrl: string,
  apiPid: number | undefined,
  requests: number,
  load: () => Promise<Result>,
): Promise<{ result: Result; cpu: string }> {
  const before = cpuUsed(databaseUrl, apiPid);
  const result = await load();
  const after = cpuUsed(databaseUrl, apiPid);
  if (before === null || after === null) return { result, cpu: '  CPU per request: not measured (no /proc)' };
  const perRequest = (from: number, to: number) => `${(Math.max(0, to - from) / requests).toFixed(2)} ms`;
  return {
    result,
    cpu: `  CPU per request: API ${perRequest(before.api, after.api)}, PostgreSQL ${perRequest(before.database, after.database)}`,
  };
}

async function main(): Promise<void> {
  await withSeededApi({ name: 'free_slot_search', tests: 0 }, seedDoctors, async (api, seeded) => {
    const { databaseUrl, serviceIds } = seeded;
    const today = new Date().toISOString().slice(0, 10);
    const in29Days = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
    const searches = [
      '/api/booking/doctors',
      '/api/booking/doctors?meetingType=online',
      ...SPECIALIZATIONS.map((name) => `/api/booking/doctors?specialization=${name}`),
    ];
    const slotLists = serviceIds.map((id) => `/api/booking/services/${id}/slots?from=${today}&to=${in29Days}`);
    await runLoad(api.baseUrl, [...searches, ...slotLists.slice(0, 20)], CLIENTS, 100); // warm-up

    const single = await runLoad(api.baseUrl, searches, 1, 50);
    console.log(describeLatency('doctor search with next free slot, 1 patient', single.latencies, TARGET_P95_MS));
    const { result: search, cpu: searchCpu } = await withCpu(databaseUrl, api.pid, REQUESTS, () =>
      runLoad(api.baseUrl, searches, CLIENTS, REQUESTS),
    );
    if (search.failures > 0) console.log(`  ${search.failures} answers were not 200`);
    console.log(
      describeLatency(
        `doctor search across ${DOCTORS} doctors, next 30 days, ${CLIENTS} patients`,
        search.latencies,
        TARGET_P95_MS,
      ),
    );
    console.log(searchCpu);
    const { result: slots, cpu: slotsCpu } = await withCpu(databaseUrl, api.pid, REQUESTS, () =>
      runLoad(api.baseUrl, slotLists, CLIENTS, REQUESTS),
    );
    if (slots.failures > 0) console.log(`  ${slots.failures} answers were not 200`);
    console.log(
      describeLatency(`one service's free slots over 30 days, ${CLIENTS} patients`, slots.latencies, TARGET_P95_MS),
    );
    console.log(slotsCpu);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
