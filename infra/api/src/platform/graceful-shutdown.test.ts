import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  readTestEnvironment,
  uniqueDatabaseName,
} from '../testing/test-database';

jest.setTimeout(180_000);

const API_DIR = path.resolve(__dirname, '../..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Resolves with the first log line of `child` that `matches`, holding every line seen so far in `lines`. */
function logLine(child: ChildProcess, lines: string[], matches: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let rest = '';
    const onData = (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (matches(line)) {
          child.stdout?.off('data', onData);
          resolve(line);
        }
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The API exited (${code}) early:\n${lines.join('\n')}`)));
  });
}

/** Sends the head and half the body of a login now; `finish()` sends the rest. `answer` is what comes back. */
function slowLogin(port: number) {
  const body = JSON.stringify({ login: 'nobody@labshop.test', password: 'Not-the-password-2026!' });
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/patient/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
  });
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
}

/** Whether a new connection to `port` is accepted now. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the API process on SIGTERM', () => {
  const { adminUrl, template } = readTestEnvironment();
  const name = uniqueDatabaseName('labshop_test_shutdown');
  beforeAll(() => createDatabase(adminUrl, name, template));
  afterAll(() => dropDatabase(adminUrl, name));

  it('stops taking connections, answers the request already in flight, and exits cleanly', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl(adminUrl, name),
        HOST: '127.0.0.1',
        PORT: String(port),
        PREPARE_DATABASE_ON_START: 'false',
        JOBS_WORKER: 'true',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      await logLine(child, lines, (line) => line.includes('API ready at'));
      const login = slowLogin(port);
      // In flight: the server has read the request's head and waits for the rest of its body.
      await logLine(child, lines, (line) => line.includes('incoming request') && line.includes('/api/patient/login'));

      child.kill('SIGTERM');
      await logLine(child, lines, (line) => line.includes('Shutting down'));
      // The listener closes while the login is still waiting for its body; were it kept open until every request
      // ended, this would wait until the test times out.
      while (await connects(port)) await new Promise((resolve) => setTimeout(resolve, 50));
      login.finish();

      const answer = await login.answer;
      // The whole body was read after SIGTERM and the credentials were checked: the answer a visitor gets any day.
      expect(answer.status).toBe(422);
      expect(JSON.parse(answer.body)).toMatchObject({ message: 'The credentials are invalid.' });
      expect(await exited).toEqual([0, null]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
