import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times; 100 on every common Linux build. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; null where /proc is not there (not Linux). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name sits in parentheses and may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/**
 * CPU time used so far by the PostgreSQL backends serving one database, in ms. Backends name their database in
 * their process title ('postgres: user database address state'), which is how they are told apart from the rest.
 */
export function databaseBackendsCpuMs(database: string): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let title: string;
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (title.startsWith('postgres:') && title.split(' ').includes(database)) total += processCpuMs(Number(entry)) ?? 0;
  }
  return total;
}

/**
 * CPU time the API process and the database's backends have used so far, in ms: unlike latency, it does not grow
 * when other work shares the machine, so the difference over a run tells what its requests cost. Linux only; null
 * elsewhere.
 */
export function apiAndDatabaseCpuMs(
  databaseUrl: string,
  apiPid: number | undefined,
): { api: number; database: number } | null {
  const api = apiPid === undefined ? null : processCpuMs(apiPid);
  const database = databaseBackendsCpuMs(decodeURIComponent(new URL(databaseUrl).pathname.slice(1)));
  return api === null || database === null ? null : { api, database };
}
