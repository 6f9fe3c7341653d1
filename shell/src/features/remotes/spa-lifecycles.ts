export interface SpaLifecycles {
  bootstrap: (props: unknown) => Promise<unknown>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
}

export function isSpaLifecycles(value: unknown): value is SpaLifecycles {
  if (typeof value !== 'object' || value === null) return false;
  const { bootstrap, mount, unmount } = value as Record<string, unknown>;
  return typeof bootstrap === 'function' && typeof mount === 'function' && typeof unmount === 'function';
}

/** The element single-spa-react mounts a remote into; the shell renders one per remote. */
export function remoteContainerId(remote: string): string {
  return `single-spa-application:${remote}`;
}
