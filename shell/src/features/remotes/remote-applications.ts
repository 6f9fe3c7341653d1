import { registerApplication, triggerAppChange, unloadApplication } from 'single-spa';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { matchRoute, REMOTE_NAMES, type RemoteName } from '@labshop/shared-contracts/core';
import { mayOpen } from '../session/route-access';
import { createFallbackLifecycles, loadRemoteApplication } from './fallback-lifecycles';
import { registerPageWideParts } from './page-wide-parts';
import {
  fetchRemoteEntries,
  installContractsCheck,
  installRemoteErrorPlugin,
  loadSpaModule,
  registerRemoteEntries,
  type RemoteEntries,
} from './federation-runtime';
import { SHELL_CONTRACTS_VERSION } from './shell-contracts-version';

/**
 * Registers every remote with the federation runtime and with single-spa. single-spa mounts the remote
 * whose manifest route owns the current path; one that fails, or was built against another major version
 * of the contracts, shows its error panel, and Retry reads
 * remotes.json again (a fixed release may have moved the entry) and loads the remote anew.
 */
export async function startRemotes(): Promise<void> {
  let entries: RemoteEntries = await fetchRemoteEntries();
  registerRemoteEntries(entries);

  const retry = async (remote: RemoteName) => {
    const latest = await fetchRemoteEntries();
    entries = { ...entries, ...latest };
    const entry = entries[remote];
    if (entry) registerRemoteEntries({ [remote]: entry });
    await unloadApplication(remote, { waitForUnmount: false });
  };
  installContractsCheck(SHELL_CONTRACTS_VERSION);
  installRemoteErrorPlugin((remote) => createFallbackLifecycles(remote, retry));

  // A page for doctors only mounts its remote for a session acting as a doctor; signing in or out, and switching
  // the role, decide again.
  let user: EventPayload<'session:changed'>['user'] = null;
  const access = (who: typeof user) => (who ? `${who.roles.join()}:${who.activeRole}` : '');
  getEventBus()
    .on('session:changed')
    .subscribe((session) => {
      const changed = access(session.user) !== access(user);
      user = session.user;
      if (changed) void triggerAppChange();
    });

  for (const remote of REMOTE_NAMES) {
    registerApplication({
      name: remote,
      app: () => loadRemoteApplication(remote, loadSpaModule, retry),
      activeWhen: (location) => {
        const match = matchRoute(location.pathname);
        return match?.route.owner === remote && mayOpen(match.route, user);
      },
    });
  }
  registerPageWideParts();
}
