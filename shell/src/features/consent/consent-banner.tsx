import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { getEventBus, useLatestEvent } from '@labshop/shared-contracts/web';
import { Field, Form } from '@labshop/shared-contracts/web/forms';
import { Button, Checkbox } from '@labshop/shared-contracts/web/ui';
import { ALL_GRANTED, NECESSARY_ONLY, type Consent } from './consent-cookie';
import { saveConsentChoice } from './consent-controller';
import styles from './consent-banner.module.css';

const CATEGORIES: ReadonlyArray<{ key: keyof Consent; label: string; description: string }> = [
  { key: 'necessary', label: 'Necessary', description: 'Sign-in, your cart and security. Always on.' },
  { key: 'functional', label: 'Functional', description: 'Remember your city, collection point and preferences.' },
  { key: 'statistic', label: 'Statistics', description: 'Anonymous figures that show us how the site is used.' },
  { key: 'marketing', label: 'Marketing', description: 'Offers on other sites that match your interests.' },
  { key: 'unclassified', label: 'Unclassified', description: 'Cookies we are still sorting into a category.' },
];

/** The page's root property that holds the open banner's height, which the page keeps clear (see the CSS). */
const BANNER_HEIGHT_PROPERTY = '--ls-consent-banner-height';

/** Keeps the banner's height in a property of the page's root while it is open, and clears it when it closes. */
function useHeightOnRoot(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const banner = element.current;
    // A browser without ResizeObserver keeps no room: the banner still closes, and moves nothing.
    if (!banner || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${banner.offsetHeight}px`);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [element]);
}

/**
 * The built-in cookie banner (used when no consent provider is configured). It lies over the bottom of the
 * screen, so its arrival and its closing move nothing on the page; it comes first in the page's order, so the
 * keyboard and screen readers reach it first, and the page keeps room at its end so the banner hides nothing
 * that has focus. It offers Accept all, Reject optional and Customise with the five categories.
 */
export function ConsentBanner({ onClose, takeFocus = false }: { onClose: () => void; takeFocus?: boolean }) {
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useHeightOnRoot(sectionRef);
  useEffect(() => {
    // Opened again from "Cookie settings": bring the visitor to it.
    if (takeFocus) sectionRef.current?.focus();
  }, [takeFocus]);
  const current = useLatestEvent('consent:changed') ?? NECESSARY_ONLY;
  const [customising, setCustomising] = useState(false);

  const save = (consent: Consent) => {
    saveConsentChoice(getEventBus(), consent);
    onClose();
  };

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
          // A choice of categories with nothing to check: the form only collects the ticks.
          <Form<Consent>
            initialValues={current}
            onSubmit={(choice) => save({ ...choice, necessary: true })}
            render={({ handleSubmit }) => (
              <form onSubmit={(event) => void handleSubmit(event)}>
                <fieldset className={styles.categories}>
                  <legend className={styles.legend}>Choose which cookies we may use</legend>
                  {CATEGORIES.map(({ key, label, description }) => (
                    <Field<boolean> key={key} name={key} type="checkbox">
                      {({ input }) => (
                        <Checkbox
                          className={styles.category}
                          name={input.name}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                          onFocus={input.onFocus}
                          checked={key === 'necessary' ? true : (input.checked ?? false)}
                          disabled={key === 'necessary'}
                          label={label}
                          hint={description}
                        />
                      )}
                    </Field>
                  ))}
                </fieldset>
                <div className={styles.actions}>
                  <Button type="submit">Save my choices</Button>
                  <Button theme="white" onClick={() => setCustomising(false)}>
                    Back
                  </Button>
                </div>
              </form>
            )}
          />
        ) : (
          <div className={styles.actions}>
            <Button onClick={() => save(ALL_GRANTED)}>Accept all</Button>
            <Button theme="secondary" onClick={() => save(NECESSARY_ONLY)}>
              Reject optional
            </Button>
            <Button theme="white" onClick={() => setCustomising(true)}>
              Customise
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
