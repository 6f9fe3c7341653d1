import { downloadFile } from '@labshop/shared-contracts/web/remote-kit';
import { useState } from 'react';
import { DOWNLOAD_FAILED_MESSAGE } from '@labshop/shared-contracts/core';
import { Button } from '@labshop/shared-contracts/web/ui';
import styles from './results.module.css';

/** A file of the API to download, saying on the page as well as in a toast when that fails. */
export function DownloadButton({ label, path, fileName }: { label: string; path: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    setFailed(!(await downloadFile(path, fileName)));
    setBusy(false);
  };

  return (
    <span className={styles.download}>
      <Button theme="outline" size="sm" disabled={busy} onClick={() => void download()}>
        {busy ? 'Downloading…' : label}
      </Button>
      {failed ? (
        <span role="alert" className={styles.alert}>
          {DOWNLOAD_FAILED_MESSAGE}
        </span>
      ) : null}
    </span>
  );
}
