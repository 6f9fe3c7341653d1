import { getEventBus } from '@labshop/shared-contracts/web';
import { Button, type ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { LoginForm } from '../login/login-form';

export const AUTH_TITLE = 'Log in';
export const AUTH_INVITATION = 'Log in to continue, or add a patient and continue as a guest.';

/** What authModal confirms with: the visitor logged in, or chose to go on as a guest and add a patient. */
export type AuthChoice = { choice: 'logged-in' } | { choice: 'add-patient' };

/**
 * authModal (guests are invited to log in or add a patient). Opened when a guest must log in; the opener
 * reads the choice from `modal:settled`. Creating an account leaves for the registration page.
 */
export function AuthBody({ confirm, cancel }: ModalBodyProps) {
  const register = () => {
    cancel();
    getEventBus().emit('navigate:requested', { to: '/register' });
  };
  return (
    <>
      <p>{AUTH_INVITATION}</p>
      <LoginForm onLoggedIn={() => confirm({ choice: 'logged-in' } satisfies AuthChoice)} />
      <p>
        No account yet?{' '}
        <Button theme="link" size="custom" onClick={register}>
          Create an account
        </Button>
      </p>
      <Button theme="outline" size="modal" onClick={() => confirm({ choice: 'add-patient' } satisfies AuthChoice)}>
        Continue as a guest and add a patient
      </Button>
    </>
  );
}
