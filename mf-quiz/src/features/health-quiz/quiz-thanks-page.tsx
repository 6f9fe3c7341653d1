import { Link, useParams } from 'react-router-dom';
import { BMI_CATEGORY_NAMES, QuizRecord, RecommendationsAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { Button, Price } from '@labshop/shared-contracts/web/ui';
import { requestAddToCart } from '../../lib/add-to-cart';
import { keptRecord } from '../../lib/quiz-runner/kept-records';
import styles from './quiz-thanks.module.css';

/** The quiz suggests and never diagnoses: every page showing its results says so (issue 18). */
export const NOT_A_DIAGNOSIS =
  'This is not a diagnosis. The suggestions come from your answers only; a doctor can tell you what your results mean.';

/** /quiz/thanks/:uuid?: what the health quiz found, with its recommended tests to add to the cart. */
export function QuizThanksPage() {
  const { uuid } = useParams();
  if (!uuid) {
    return (
      <Page>
        <h1>Thank you</h1>
        <p>
          Your answers were sent. <Link to="/quiz">Take the health quiz again</Link>
        </p>
      </Page>
    );
  }
  return <QuizResults uuid={uuid} />;
}

function QuizResults({ uuid }: { uuid: string }) {
  // This browser's own record needs no call; an account's is read back from the API (from any browser).
  const kept = keptRecord(uuid);
  const signedIn = Boolean(useLatestEvent('session:changed')?.user);
  const fetched = useApiQuery(kept || !signedIn ? null : `quiz/records/${encodeURIComponent(uuid)}`, {
    answer: QuizRecord,
  });
  if (!kept && !signedIn) return <NotFound />;
  if (fetched.status === 'error' && isNotFound(fetched.error)) return <NotFound />;
  const record = kept ?? (fetched.status === 'success' ? fetched.data : null);
  return (
    <Page aria-busy={!record && fetched.status === 'loading'}>
      <h1>Thank you: your health quiz results</h1>
      {!record && fetched.status === 'loading' ? <Loading label="Loading your results…" /> : null}
      {fetched.status === 'error' ? <LoadFailed message="Something went wrong" onRetry={fetched.retry} /> : null}
      {record ? <QuizRecordSummary record={record} /> : null}
    </Page>
  );
}

function QuizRecordSummary({ record }: { record: QuizRecord }) {
  return (
    <>
      <p className={styles.notice} role="note">
        {NOT_A_DIAGNOSIS}
      </p>
      {record.bmi ? (
        <section aria-labelledby="quiz-bmi" className={styles.section}>
          <h2 id="quiz-bmi">Your body mass index (BMI)</h2>
          <p className={styles.bmi}>
            <strong>{record.bmi.value.toFixed(1)}</strong>: {BMI_CATEGORY_NAMES[record.bmi.category]}
          </p>
          <p>
            BMI is your weight in kilograms divided by the square of your height in metres. From 18.5 to 24.9 counts as
            a healthy weight for most adults; it does not tell muscle from fat.
          </p>
        </section>
      ) : null}
      <RecommendedTests uuid={record.uuid} />
    </>
  );
}

function RecommendedTests({ uuid }: { uuid: string }) {
  const currency = useCurrency();
  const set = useApiQuery(`catalogue/recommendations/${encodeURIComponent(uuid)}`, { answer: RecommendationsAnswer });
  return (
    <section aria-labelledby="quiz-recommended" className={styles.section}>
      <h2 id="quiz-recommended">Tests we suggest</h2>
      {set.status === 'loading' ? <Loading label="Loading the suggested tests…" /> : null}
      {set.status === 'error' ? <LoadFailed message="Something went wrong" onRetry={set.retry} /> : null}
      {set.status === 'success' && set.data.items.length === 0 ? (
        <p>None of the tests we would suggest are on sale right now.</p>
      ) : null}
      {set.status === 'success' && set.data.items.length > 0 ? (
        <>
          <ul className={styles.list}>
            {set.data.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <h3 className={styles.name}>{item.name}</h3>
                {item.reason ? <p>{item.reason}</p> : null}
                <div className={styles.buy}>
                  <Price amountMinor={item.priceMinor} currency={currency} />
                  <Button size="sm" onClick={() => requestAddToCart(item)} aria-label={`Add ${item.name} to cart`}>
                    Add to cart
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <p>
            <Link to={`/lab-test-list/recommendations/${uuid}`}>See these tests at your chosen collection point</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
