import { spawn } from 'node:child_process';

/**
 * Runs a command. With `capture`, its output is kept (and returned) instead of shown, so parallel builds
 * do not interleave; without it the output goes straight to the terminal.
 */
export function run(command, args, { cwd, env = process.env, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

export function lastLines(text, count) {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of results. */
export async function mapLimited(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
