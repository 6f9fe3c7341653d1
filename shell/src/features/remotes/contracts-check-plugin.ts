import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { areContractsCompatible, contractsVersionOfManifest } from '@labshop/shared-contracts/core';
import { remoteOfRequest } from './remote-error-plugin';

/** A remote built against contracts the shell does not share: it must not run on this page. */
export class IncompatibleContractsError extends Error {
  constructor(
    readonly remote: string,
    readonly remoteVersion: string | null,
    readonly shellVersion: string,
  ) {
    super(
      `${remote} was built against contracts ${remoteVersion ?? '(no version in its manifest)'}, ` +
        `but this page runs contracts ${shellVersion}: another major version, so it is not loaded.`,
    );
    this.name = 'IncompatibleContractsError';
  }
}

/**
 * A Module Federation runtime plugin: when a remote's manifest arrives, before any of its code is fetched, the
 * contracts version it was built with is compared with the shell's. A remote built against another major (its
 * shapes changed or were removed) is refused; its load fails, and the remote error plugin shows its error area.
 * Another minor only added shapes, so it is accepted.
 */
export function createContractsCheckPlugin(shellVersion: string): ModuleFederationRuntimePlugin {
  return {
    name: 'labshop-contracts-check',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest') return args;
      const remoteVersion = contractsVersionOfManifest(args.manifestJson);
      if (!areContractsCompatible(shellVersion, remoteVersion)) {
        const remote = remoteOfRequest(args.moduleInfo.name) ?? args.moduleInfo.name;
        throw new IncompatibleContractsError(remote, remoteVersion, shellVersion);
      }
      return args;
    },
  };
}
