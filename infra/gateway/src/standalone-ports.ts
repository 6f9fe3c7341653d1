import { REMOTE_NAMES, type RemoteName } from '@labshop/shared-contracts/core';

export type FrontEndPackage = RemoteName | 'shell';

/** Each team's standalone host has a fixed port, so bookmarks and test configs stay valid. */
export const STANDALONE_PORTS: Readonly<Record<FrontEndPackage, number>> = {
  shell: 3100,
  'mf-catalogue': 3101,
  'mf-cart-checkout': 3102,
  'mf-account': 3103,
  'mf-doctor': 3104,
  'mf-quiz': 3105,
};

export function isFrontEndPackage(name: string): name is FrontEndPackage {
  return name === 'shell' || (REMOTE_NAMES as readonly string[]).includes(name);
}
