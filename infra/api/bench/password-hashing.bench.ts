// What a password costs to check, and so what guessing costs an attacker: argon2id at OWASP's parameters.
// Run: npm run bench (all benchmarks), or: node --import tsx infra/api/bench/password-hashing.bench.ts
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../src/platform/passwords';
import { percentile } from './lib/latency';

const ROUNDS = 30;

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}

function describe(label: string, samples: number[]): string {
  const perCore = 1000 / percentile(samples, 0.5);
  return `${label.padEnd(30)} p50 ${percentile(samples, 0.5).toFixed(1)} ms  p95 ${percentile(samples, 0.95).toFixed(1)} ms  (about ${perCore.toFixed(0)} guesses per second per core)`;
}

async function main(): Promise<void> {
  const stored = await hashPassword('Correct-Horse-1');
  console.log(describe('argon2id hash (19 MiB, t=2)', await timed(() => hashPassword('Correct-Horse-1'))));
  console.log(describe('argon2id verify, wrong password', await timed(() => verifyPassword(stored, 'Wrong-Horse-1'))));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
