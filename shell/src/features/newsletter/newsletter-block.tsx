import { useId, useState } from 'react';
import { type } from 'superstruct';
import {
  FocusFirstInvalid,
  Form,
  FormCaptcha,
  formMessages,
  submitErrorsFrom,
  FormTextField,
  textRule,
  validateWith,
} from '@labshop/shared-contracts/web/forms';
import { Button } from '@labshop/shared-contracts/web/ui';
import { emailProblem } from '../../lib/form-rules';
import { NEWSLETTER_FAILURE, subscribeToNewsletter } from './subscribe-newsletter';
import styles from './newsletter-block.module.css';

const NewsletterStruct = type({ email: textRule(emailProblem) });

/** The newsletter sign-up of the page the manifest flags with `newsletter`. */
export function NewsletterBlock({
  subscribe = subscribeToNewsletter,
  captcha = {},
}: {
  subscribe?: (email: string, captcha?: string) => Promise<void>;
  /** The captcha's challenge and solver; the kit's own by default (tests pass quick ones). */
  captcha?: Pick<Parameters<typeof FormCaptcha>[0], 'getChallenge' | 'solve'>;
}) {
  const titleId = useId();
  const [subscribed, setSubscribed] = useState(false);

  const onSubmit = async ({ email = '', captcha: solution }: { email?: string; captcha?: string }) => {
    try {
      await subscribe(email, solution);
      setSubscribed(true);
      return undefined;
    } catch (error) {
      console.error(NEWSLETTER_FAILURE, error);
      // An address already subscribed hears why under the field, after the spec's text above it.
      return submitErrorsFrom(error, { failure: NEWSLETTER_FAILURE, fields: ['email', 'captcha'] });
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
        {subscribed ? (
          <p role="status" className={styles.success}>
            Thank you. You are subscribed: the next newsletter comes to your inbox.
          </p>
        ) : (
          <Form<{ email?: string; captcha?: string }>
            validate={validateWith(NewsletterStruct)}
            onSubmit={onSubmit}
            render={({ handleSubmit, submitting, submitError }) => (
              <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
                <FocusFirstInvalid />
                <FormTextField label="Email" name="email" type="email" autoComplete="email" required />
                <FormCaptcha {...captcha} />
                <Button type="submit" theme="accent" disabled={submitting}>
                  {submitting ? 'Subscribing…' : 'Subscribe'}
                </Button>
                <div aria-live="assertive" className={styles.failure}>
                  {formMessages(submitError).map((message) => (
                    <p key={message} role="alert">
                      {message}
                    </p>
                  ))}
                </div>
              </form>
            )}
          />
        )}
      </div>
    </section>
  );
}
