import { Link } from 'react-router-dom';
import { ActiveWeightLossProgramme, WEIGHT_LOSS_PATHS, WeightLossProgress } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { buttonClassName, Card, formatDate } from '@labshop/shared-contracts/web/ui';
import { CheckInList } from './check-in-list';
import { GoalForm } from './goal-form';
import { LogWeightForm } from './log-weight-form';
import { localToday } from '../../lib/patient-day';
import { useKeptWhileRefreshing } from '../../lib/use-kept-while-refreshing';
import { MilestoneList } from './milestone-list';
import { ProgressChart } from './progress-chart';
import { PROGRESS_TEXTS } from './progress-texts';
import styles from './progress.module.css';

const PROGRAMMES_PAGE = '/offer/weight-loss-programme-essential';
const LOGIN_PAGE = '/login';

/**
 * /weight-loss/progress: the patient logs weights, sees them against the target with the BMI, the programme's
 * milestones, their check-ins and where their lab results are.
 */
export function ProgressPage() {
  const session = useLatestEvent('session:changed');
  const signedIn = Boolean(session?.user && session.token);
  const active = useApiQuery(signedIn ? WEIGHT_LOSS_PATHS.active : null, { answer: ActiveWeightLossProgramme });
  const programmeId = active.data?.programme?.id ?? null;
  const progress = useApiQuery(programmeId ? WEIGHT_LOSS_PATHS.progress(programmeId) : null, {
    answer: WeightLossProgress,
  });
  const shown = useKeptWhileRefreshing(progress);

  if (session !== undefined && !signedIn) {
    return (
      <Page>
        <h1>{PROGRESS_TEXTS.title}</h1>
        <p>{PROGRESS_TEXTS.signInWhy}</p>
        <Link className={buttonClassName('primary', 'normal')} to={LOGIN_PAGE}>
          {PROGRESS_TEXTS.signIn}
        </Link>
      </Page>
    );
  }
  const failed = active.status === 'error' || progress.status === 'error';
  const noProgramme = active.status === 'success' && active.data.programme === null;
  const loading = !failed && !noProgramme && shown === undefined;
  return (
    <Page aria-busy={loading}>
      <h1>{PROGRESS_TEXTS.title}</h1>
      {loading ? <Loading label="Loading your progress…" /> : null}
      {failed ? (
        <LoadFailed
          message={PROGRESS_TEXTS.failure}
          onRetry={() => (active.status === 'error' ? active.retry() : progress.retry())}
        />
      ) : null}
      {noProgramme ? (
        <Card>
          <h2>{PROGRESS_TEXTS.noProgramme}</h2>
          <p>{PROGRESS_TEXTS.noProgrammeWhy}</p>
          <Link className={buttonClassName('primary', 'normal')} to={PROGRAMMES_PAGE}>
            {PROGRESS_TEXTS.seeProgrammes}
          </Link>
        </Card>
      ) : null}
      {shown !== undefined && !noProgramme ? (
        <div className={styles.page}>
          <p className={styles.lead}>
            {`${shown.programme.name} for ${shown.programme.patientName}, started ${formatDate(shown.programme.startedOn)}.`}
          </p>
          {shown.programme.targetWeightKg === null ? (
            <GoalForm programmeId={shown.programme.id} onSaved={progress.retry} />
          ) : null}
          <div className={styles.columns}>
            <ProgressChart entries={shown.entries} targetWeightKg={shown.programme.targetWeightKg} />
            <LogWeightForm programmeId={shown.programme.id} today={localToday()} onLogged={progress.retry} />
          </div>
          <div className={styles.columns}>
            <MilestoneList milestones={shown.milestones} />
            <section aria-labelledby="results-title">
              <h2 id="results-title">{PROGRESS_TEXTS.results}</h2>
              <p>{PROGRESS_TEXTS.resultsWhy}</p>
              <Link to={shown.resultsHref}>{PROGRESS_TEXTS.seeResults}</Link>
            </section>
          </div>
          <CheckInList feedback={shown.feedback} />
        </div>
      ) : null}
    </Page>
  );
}
