import { useId, useState, type FormEvent } from 'react';
import { Button, TextField } from '@labshop/shared-contracts/web/ui';
import { emailProblem } from '../../lib/form-rules';
import { NEWSLETTER_FAILURE, subscribeToNewsletter } from './subscribe-newsletter';
import styles from './newsletter-block.module.css';

type Status = 'idle' | 'sending' | 'subscribed' | 'failed';

/** The newsletter sign-up of the page the manifest flags with `newsletter`. */
export function NewsletterBlock({
  subscribe = subscribeToNewsletter,
}: {
  subscribe?: (email: string) => Promise<void>;
}) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) return;
    setStatus('sending');
    try {
      await subscribe(email);
      setStatus('subscribed');
    } catch (error) {
      console.error(NEWSLETTER_FAILURE, error);
      setStatus('failed');
    }
  };

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div>
          <h2 id={titleId} className={styles.title}>
            Health tips and offers in your inbox
          </h2>
          <p className={styles.text}>
            Seasonal test packages, new collection points and plain-language guides to your results. One email a month;
            unsubscribe at any time.
          </p>
        </div>
        {status === 'subscribed' ? (
          <p role="status" className={styles.success}>
            Thank you. You are subscribed: the next newsletter comes to your inbox.
          </p>
        ) : (
          <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={problem}
            />
            <Button type="submit" theme="accent" disabled={status === 'sending'}>
              {status === 'sending' ? 'Subscribing…' : 'Subscribe'}
            </Button>
            <div aria-live="assertive" className={styles.failure}>
              {status === 'failed' ? <p role="alert">{NEWSLETTER_FAILURE}</p> : null}
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
