import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES, type RemoteName } from '@labshop/shared-contracts/core';

/** The remote a request such as `mf_catalogue/spa` goes to. */
export function remoteOfRequest(id: string): RemoteName | null {
  const container = id.split('/')[0];
  return REMOTE_NAMES.find((remote) => federationName(remote) === container) ?? null;
}

/**
 * A Module Federation runtime plugin: when loading a remote's module fails (its manifest or entry is
 * unreachable, or its code throws), the request is answered with a fallback module, so the failure stays
 * inside that remote's area. Earlier lifecycles (the manifest fetch) are left alone so their error reaches
 * the final `onLoad` one, where it is answered once.
 */
export function createRemoteErrorPlugin(
  fallbackFor: (remote: RemoteName, error: unknown) => unknown,
): ModuleFederationRuntimePlugin {
  return {
    name: 'labshop-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = remoteOfRequest(args.id);
      if (!remote) return undefined;
      console.error(`The ${remote} part of the site could not be loaded.`, args.error);
      return fallbackFor(remote, args.error);
    },
  };
}
