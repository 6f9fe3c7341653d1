import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';

/**
 * After a refused submit (by the form's own checks or by the API), focus goes to the first field marked wrong, where
 * its message is read with it (a radio group marks its radios with data-invalid, as ARIA has no invalid radio).
 * Rendered inside the form it looks after.
 */
export function FocusFirstInvalid() {
  const marker = useRef<HTMLSpanElement>(null);
  const { submitFailed, submitErrors } = useFormState({ subscription: { submitFailed: true, submitErrors: true } });
  useEffect(() => {
    if (!submitFailed) return;
    marker.current
      ?.closest('form')
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')
      ?.focus();
  }, [submitFailed, submitErrors]);
  return <span ref={marker} hidden />;
}
