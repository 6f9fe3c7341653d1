import { Button } from '@labshop/shared-contracts/web/ui';
import { FocusFirstInvalid, Form, FormAlert, formMessages, FormTextField } from '@labshop/shared-contracts/web/forms';
import { submitLogin } from './submit-login';
import { validateLogin, type LoginValues } from './validate-login';
import styles from './login.module.css';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  return (
    <Form<LoginValues>
      validate={validateLogin}
      onSubmit={async (values) => {
        const failure = await submitLogin(values);
        if (!failure) {
          onLoggedIn();
          return undefined;
        }
        return failure;
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className={styles.form} aria-label="Log in">
          <FocusFirstInvalid />
          <FormAlert messages={formMessages(submitError)} />
          <FormTextField name="login" label="E-mail or phone number" autoComplete="username" required />
          <FormTextField name="password" type="password" label="Password" autoComplete="current-password" required />
          <Button type="submit" disabled={submitting} block>
            {submitting ? 'Logging in…' : 'Log in'}
          </Button>
        </form>
      )}
    />
  );
}
