import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface ApiProcess {
  baseUrl: string;
  /** Resolves with the id of the next message the process delivers (or rejects when it exits first). */
  nextDelivery(): Promise<string>;
  /** The id of every message the process delivered so far, in order (one entry per send). */
  readonly delivered: readonly string[];
  /** kill -9: no shutdown, no last writes, as a crash or a pulled plug. */
  kill(): Promise<void>;
  /** A clean stop (SIGTERM), as a deployment stops it. */
  stop(): Promise<void>;
}

/**
 * The API in a child process on `databaseUrl`, writing messages under `outboxDir`, working the job queue or not.
 * Answers once it listens.
 */
export async function startApiProcess(options: {
  databaseUrl: string;
  outboxDir: string;
  worker: boolean;
}): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, 'api-process-main.ts'),
      options.databaseUrl,
      options.outboxDir,
      options.worker ? 'worker' : 'no-worker',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // 'close' comes after the output is read to the end, so no line the process wrote before it ended is missed.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout });
  const delivered: string[] = [];
  const unclaimed: string[] = [];
  const waiting: Array<(id: string) => void> = [];
  let listening: (line: string) => void = () => undefined;
  const baseUrl = new Promise<string>((resolve) => (listening = resolve));
  lines.on('line', (line) => {
    const id = /^delivered (\S+)$/.exec(line)?.[1];
    if (id === undefined) return listening(line.trim());
    delivered.push(id);
    const next = waiting.shift();
    if (next) next(id);
    else unclaimed.push(id);
  });
  const beforeExit = <T>(promise: Promise<T>, what: string) =>
    Promise.race([
      promise,
      exited.then((code) => Promise.reject(new Error(`The API process exited (code ${code}) before ${what}`))),
    ]);

  return {
    baseUrl: await beforeExit(baseUrl, 'listening'),
    delivered,
    nextDelivery: () => {
      const ready = unclaimed.shift();
      if (ready !== undefined) return Promise.resolve(ready);
      return beforeExit(new Promise<string>((resolve) => waiting.push(resolve)), 'delivering a message');
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
