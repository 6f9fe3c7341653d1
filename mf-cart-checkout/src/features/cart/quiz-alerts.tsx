import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import { Alert, Button } from '@labshop/shared-contracts/web/ui';
import { loadQuizRecommended, saveQuizRecommended } from './cart-storage';
import type { CartStore } from './cart-store';
import styles from './cart.module.css';

/** One alert per suggested item of one quiz: closing it leaves the others, and a newer quiz asks again. */
export function quizAlertId(quizUuid: string, serviceId: string): string {
  return `${quizUuid}:${serviceId}`;
}

/**
 * The health quiz's suggestions missing from the cart (spec §2/§4): each an alert the patient can close, and a
 * closed one stays closed for the session.
 */
export const QuizAlerts = observer(function QuizAlerts({ cart }: { cart: CartStore }) {
  const heard = useLatestEvent('quiz:recommended');
  const [kept] = useState(() => loadQuizRecommended());
  useEffect(() => {
    if (heard) saveQuizRecommended(heard);
  }, [heard]);
  const recommended = heard ?? kept;
  if (!recommended) return null;

  const inCart = new Set(cart.allItems.map((item) => item.service_id));
  const missing = recommended.items.filter(
    (item) => !inCart.has(item.serviceId) && !cart.isQuizAlertClosed(quizAlertId(recommended.uuid, item.serviceId)),
  );
  if (missing.length === 0) return null;
  return (
    <ul aria-label="Suggested by your health quiz" className={styles.quizAlerts}>
      {missing.map((item) => (
        <li key={item.serviceId}>
          <Alert tone="info" live="off" title={`Your health quiz suggested ${item.name}`}>
            <p>
              It is not in your cart.{' '}
              <Link to={`/lab-test-list/recommendations/${recommended.uuid}`}>See the suggested tests</Link>
            </p>
            <Button
              theme="secondary"
              size="sm"
              onClick={() => cart.closeQuizAlert(quizAlertId(recommended.uuid, item.serviceId))}
              aria-label={`Close the suggestion of ${item.name}`}
            >
              Close
            </Button>
          </Alert>
        </li>
      ))}
    </ul>
  );
});
