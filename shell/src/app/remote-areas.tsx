import { memo } from 'react';
import { REMOTE_NAMES } from '@labshop/shared-contracts/core';
import { remoteContainerId } from '../features/remotes/spa-lifecycles';
import styles from './shell-frame.module.css';

/**
 * One element per remote, where single-spa mounts it. They stay in the same place in the tree whatever
 * the layout, so a layout change never remounts a remote. React renders nothing inside them.
 */
export const RemoteAreas = memo(function RemoteAreas() {
  return (
    <>
      {REMOTE_NAMES.map((name) => (
        <div key={name} id={remoteContainerId(name)} className={styles.remoteArea} />
      ))}
    </>
  );
});
