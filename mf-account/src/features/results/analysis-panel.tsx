import { useId } from 'react';
import {
  ApiError,
  RESULTS_PATHS,
  ResultsAnalysisAnswer,
  type ResultsAnalysisAnswer as Analysis,
} from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { FlagBadge } from '@labshop/shared-contracts/web/ui';
import { RESULTS_TEXTS } from './results-texts';
import styles from './results.module.css';

type Finding = Analysis['findings'][number];

/** Urgent findings first, so a value to act on now is the first thing read; otherwise the engine's order. */
export function urgentFirst(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => Number(b.urgent) - Number(a.urgent));
}

/** The AI-assisted reading of a result (paid RESULTS_ANALYZE service): never a diagnosis, urgent findings first. */
export function AnalysisPanel({ resultId }: { resultId: string }) {
  const headingId = useId();
  const analysis = useApiQuery(RESULTS_PATHS.analysis(resultId), { answer: ResultsAnalysisAnswer });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{RESULTS_TEXTS.analysisHeading}</h2>
      {analysis.status === 'loading' ? <Loading label={RESULTS_TEXTS.analysisLoading} /> : null}
      {analysis.status === 'error' ? (
        analysis.error instanceof ApiError && analysis.error.code === 403 ? (
          <p>{RESULTS_TEXTS.analysisNotPurchased}</p>
        ) : (
          <LoadFailed message={RESULTS_TEXTS.analysisFailed} onRetry={analysis.retry} />
        )
      ) : null}
      {analysis.status === 'success' ? <AnalysisBody analysis={analysis.data} /> : null}
    </section>
  );
}

function AnalysisBody({ analysis }: { analysis: Analysis }) {
  return (
    <>
      {analysis.urgent && analysis.urgentAdvice ? (
        <p role="alert" className={styles.alert}>
          <strong>Urgent: </strong>
          {analysis.urgentAdvice}
        </p>
      ) : null}
      <p className={styles.note}>
        <strong>Not a diagnosis. </strong>
        {analysis.notADiagnosis}
      </p>
      <p>{analysis.summary}</p>
      {urgentFirst(analysis.findings).map((finding) => (
        <article key={finding.name} className={styles.finding} aria-label={finding.name}>
          <h3>
            {finding.urgent ? 'Urgent: ' : ''}
            {finding.name}: {finding.value} <FlagBadge flag={finding.flag} />
          </h3>
          <dl>
            <dt>Range used</dt>
            <dd>{finding.rangeUsed}</dd>
            <dt>What it usually means</dt>
            <dd>{finding.usuallyMeans}</dd>
            <dt>What it does not mean</dt>
            <dd>{finding.doesNotMean}</dd>
            <dt>When to see a doctor</dt>
            <dd>{finding.whenToSeeADoctor}</dd>
          </dl>
        </article>
      ))}
      {analysis.withinRange.length > 0 ? <p>Within range: {analysis.withinRange.join(', ')}.</p> : null}
      {analysis.notInterpreted.length > 0 ? <p>Not interpreted: {analysis.notInterpreted.join(', ')}.</p> : null}
      <p>{analysis.generalAdvice}</p>
      <p className={styles.muted}>Reading by: {analysis.engine}</p>
    </>
  );
}
