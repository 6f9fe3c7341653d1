import { RESULTS_PATHS, type ResultDetail } from '@labshop/shared-contracts/core';
import { DownloadButton } from './download-button';
import styles from './results.module.css';

/** The lab's PDF (when the lab sent one) and the summary PDF of a result. */
export function DownloadButtons({ result }: { result: Pick<ResultDetail, 'id' | 'labPdf'> }) {
  return (
    <div className={styles.downloads}>
      {result.labPdf ? (
        <DownloadButton
          label="Download the lab report (PDF)"
          path={RESULTS_PATHS.labPdf(result.id)}
          fileName={`lab-report-${result.id}.pdf`}
        />
      ) : null}
      <DownloadButton
        label="Download the summary (PDF)"
        path={RESULTS_PATHS.summaryPdf(result.id)}
        fileName={`summary-${result.id}.pdf`}
      />
    </div>
  );
}
