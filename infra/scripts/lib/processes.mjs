// Child servers run in their own process groups, so a stop reaches the whole chain (npm, tsx, node and
// anything the server started, such as the embedded PostgreSQL), exactly as Ctrl-C in a terminal would.
import { spawn } from 'node:child_process';

export function startGroup(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ label, code, signal }));
    child.on('error', (error) => resolve({ label, code: 127, signal: null, error }));
  });
  return { label, child, exited };
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Ctrl-C first (servers close cleanly), and only if they hang, SIGKILL after `graceMs`. */
export async function stopGroup(group, graceMs = 30_000) {
  if (group.child.exitCode !== null || group.child.signalCode !== null) {
    signalGroup(group.child, 'SIGKILL');
    return;
  }
  signalGroup(group.child, 'SIGINT');
  const finished = await Promise.race([group.exited.then(() => true), delay(graceMs).then(() => false)]);
  if (!finished) console.error(`${group.label} did not stop within ${graceMs / 1000} s; killing it.`);
  // Whatever is left in the group (a server's own children) goes too.
  signalGroup(group.child, 'SIGKILL');
}
