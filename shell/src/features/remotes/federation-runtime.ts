import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES, type RemoteName } from '@labshop/shared-contracts/core';
import { createContractsCheckPlugin } from './contracts-check-plugin';
import { createRemoteErrorPlugin } from './remote-error-plugin';

/** remotes.json: remote name → URL of that remote's mf-manifest.json. A release changes only this file. */
export type RemoteEntries = Partial<Record<RemoteName, string>>;

export function parseRemoteEntries(value: unknown): RemoteEntries {
  if (!value || typeof value !== 'object') return {};
  const entries: RemoteEntries = {};
  for (const name of REMOTE_NAMES) {
    const url = (value as Record<string, unknown>)[name];
    if (typeof url === 'string' && url) entries[name] = url;
  }
  return entries;
}

/** Reads /remotes.json; without it every remote shows its error panel and the shell still works. */
export async function fetchRemoteEntries(fetchJson: typeof fetch = fetch): Promise<RemoteEntries> {
  try {
    const response = await fetchJson('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemoteEntries(await response.json());
  } catch (error) {
    console.error(`The list of remotes (/remotes.json) could not be read: ${String(error)}`);
    return {};
  }
}

/**
 * Registers the remotes with the runtime the shell's build created, so shared singletons are shared both
 * ways. `force` replaces an earlier registration and drops what the runtime cached for it (a retry).
 */
export function registerRemoteEntries(entries: RemoteEntries): void {
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name: federationName(name as RemoteName), entry })),
    { force: true },
  );
}

/** Loads a remote's single-spa lifecycles (its exposed `./spa`). */
export function loadSpaModule(remote: RemoteName): Promise<unknown> {
  return loadRemote<unknown>(`${federationName(remote)}/spa`);
}

/** A remote that fails to load is answered with the given fallback module instead of an exception. */
export function installRemoteErrorPlugin(fallbackFor: (remote: RemoteName, error: unknown) => unknown): void {
  registerPlugins([createRemoteErrorPlugin(fallbackFor)]);
}

/** Remotes built against another major version of the contracts than the shell's are refused. */
export function installContractsCheck(shellVersion: string): void {
  registerPlugins([createContractsCheckPlugin(shellVersion)]);
}
