import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getEventBus, useLatestEvent } from '@labshop/shared-contracts/web';
import { Button } from '@labshop/shared-contracts/web/ui';
import { ALL_GRANTED, NECESSARY_ONLY, type Consent } from './consent-cookie';
import { saveConsentChoice } from './consent-controller';
import styles from './consent-banner.module.css';

type OptionalCategory = Exclude<keyof Consent, 'necessary'>;

const CATEGORIES: ReadonlyArray<{ key: keyof Consent; label: string; description: string }> = [
  { key: 'necessary', label: 'Necessary', description: 'Sign-in, your cart and security. Always on.' },
  { key: 'functional', label: 'Functional', description: 'Remember your city, collection point and preferences.' },
  { key: 'statistic', label: 'Statistics', description: 'Anonymous figures that show us how the site is used.' },
  { key: 'marketing', label: 'Marketing', description: 'Offers on other sites that match your interests.' },
  { key: 'unclassified', label: 'Unclassified', description: 'Cookies we are still sorting into a category.' },
];

/**
 * The built-in cookie banner (used when no consent provider is configured). It sits at the top of the
 * page in the normal flow, so it never hides what has focus, and offers Accept all, Reject optional and
 * Customise with the five categories.
 */
export function ConsentBanner({ onClose, takeFocus = false }: { onClose: () => void; takeFocus?: boolean }) {
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Opened again from "Cookie settings": bring the visitor to it.
    if (takeFocus) sectionRef.current?.focus();
  }, [takeFocus]);
  const current = useLatestEvent('consent:changed') ?? NECESSARY_ONLY;
  const [customising, setCustomising] = useState(false);
  const [choice, setChoice] = useState<Consent>(current);

  const save = (consent: Consent) => {
    saveConsentChoice(getEventBus(), consent);
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save(choice);
  };
  const toggle = (key: OptionalCategory) => setChoice((previous) => ({ ...previous, [key]: !previous[key] }));

  return (
    <section ref={sectionRef} className={styles.banner} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          Cookies on Labshop
        </h2>
        <p className={styles.text}>
          We use necessary cookies to run the shop. With your permission we also use cookies to remember your choices,
          count visits and show relevant offers. You can change your mind at any time under Cookie settings at the
          bottom of every page.
        </p>
        {customising ? (
          <form onSubmit={onSubmit}>
            <fieldset className={styles.categories}>
              <legend className={styles.legend}>Choose which cookies we may use</legend>
              {CATEGORIES.map(({ key, label, description }) => (
                <div key={key} className={styles.category}>
                  <input
                    type="checkbox"
                    id={`${titleId}-${key}`}
                    checked={key === 'necessary' ? true : choice[key]}
                    disabled={key === 'necessary'}
                    onChange={key === 'necessary' ? undefined : () => toggle(key)}
                    aria-describedby={`${titleId}-${key}-description`}
                  />
                  <label htmlFor={`${titleId}-${key}`}>{label}</label>
                  <span id={`${titleId}-${key}-description`} className={styles.description}>
                    {description}
                  </span>
                </div>
              ))}
            </fieldset>
            <div className={styles.actions}>
              <Button type="submit">Save my choices</Button>
              <Button theme="white" onClick={() => setCustomising(false)}>
                Back
              </Button>
            </div>
          </form>
        ) : (
          <div className={styles.actions}>
            <Button onClick={() => save(ALL_GRANTED)}>Accept all</Button>
            <Button theme="secondary" onClick={() => save(NECESSARY_ONLY)}>
              Reject optional
            </Button>
            <Button
              theme="white"
              onClick={() => {
                setChoice(current);
                setCustomising(true);
              }}
            >
              Customise
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
