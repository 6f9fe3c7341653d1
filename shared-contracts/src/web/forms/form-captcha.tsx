import { useEffect, useRef, useState } from 'react';
import { Field, useFormState } from 'react-final-form';
import { CaptchaCheck, CAPTCHA_FAILED, type CaptchaCheckProps } from '@labshop/shared-contracts/web/ui';

interface Waiting {
  promise: Promise<string | undefined>;
  settle: (error: string | undefined) => void;
}

/**
 * The kit's captcha bound to the surrounding form as its `captcha` value. Until it is solved the field's check is
 * a promise, so a send pressed early waits for it (final-form waits for field checks that are promises) instead of
 * asking the visitor to do anything; after each send it solves a new challenge, as each is taken once.
 */
export function FormCaptcha({
  name = 'captcha',
  getChallenge,
  solve,
}: { name?: string } & Pick<CaptchaCheckProps, 'getChallenge' | 'solve'>) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const [round, setRound] = useState(0);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) setRound((value) => value + 1);
    wasSubmitting.current = submitting === true;
  }, [submitting]);

  const waiting = useRef<Waiting | null>(null);
  const wait = () => {
    if (waiting.current === null) {
      let settle: Waiting['settle'] = () => undefined;
      const promise = new Promise<string | undefined>((resolve) => {
        settle = resolve;
      });
      waiting.current = { promise, settle };
    }
    return waiting.current.promise;
  };
  const settle = (error: string | undefined) => {
    waiting.current?.settle(error);
    waiting.current = null;
  };

  return (
    <Field<string | undefined> name={name} validateFields={[]} validate={(value) => (value ? undefined : wait())}>
      {({ input, meta }) => (
        <CaptchaCheck
          round={round}
          getChallenge={getChallenge}
          solve={solve}
          error={typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined}
          onChange={(solution) => {
            input.onChange(solution ?? undefined);
            if (solution !== null) settle(undefined);
          }}
          onFailure={() => settle(CAPTCHA_FAILED)}
        />
      )}
    </Field>
  );
}
