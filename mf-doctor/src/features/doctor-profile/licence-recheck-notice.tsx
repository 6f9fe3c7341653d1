import { useField } from '@labshop/shared-contracts/web/forms';
import { Alert } from '@labshop/shared-contracts/web/ui';
import { PROFILE_TEXTS as TEXTS } from './profile-texts';

/** Whether the number typed is another than the one the account was verified with. */
export function licenceChanged(savedPwz: string, typedPwz: string | undefined): boolean {
  return (typedPwz ?? '').trim() !== savedPwz;
}

/**
 * Before the doctor saves a new licence number, what it will mean: the account goes back to awaiting verification
 * until an administrator checks the number. The live region stays on the page, so the warning is heard as it
 * appears while the doctor types.
 */
export function LicenceRecheckNotice({ savedPwz }: { savedPwz: string }) {
  const { input } = useField<string>('pwz', { subscription: { value: true } });
  return (
    <div role="status">
      {licenceChanged(savedPwz, input.value) ? (
        <Alert tone="warning" live="off" title={TEXTS.licenceRecheckTitle}>
          <p>{TEXTS.licenceRecheckBody}</p>
        </Alert>
      ) : null}
    </div>
  );
}
