import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface ApiProcess {
  baseUrl: string;
  /** The child's process id, to read the CPU time it used. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The API in a child process on a free loopback port, on the given database, with extra environment settings. */
export async function startApiProcess(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'serve-api.ts'), databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`The API process exited (code ${code}) before listening`)));
  });
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
