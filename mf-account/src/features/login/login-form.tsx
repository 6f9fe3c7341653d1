import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Button, TextField } from '@labshop/shared-contracts/ui';
import { submitLogin } from './submit-login';
import { validateLogin, type LoginValues } from './validate-login';
import styles from './login.module.css';

/** The form's own messages travel under FORM_ERROR, which final-form types loosely: keep the strings. */
function formMessages(submitError: unknown): string[] {
  return Array.isArray(submitError) ? submitError.filter((line): line is string => typeof line === 'string') : [];
}

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
        return { [FORM_ERROR]: failure.messages, ...failure.fieldErrors };
      }}
      render={({ handleSubmit, submitting, submitError }) => {
        const messages = formMessages(submitError);
        return (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate className={styles.form} aria-label="Log in">
            {messages.length > 0 ? (
              <div role="alert" className={styles.alert}>
                {messages.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </div>
            ) : null}
            <Field<string> name="login">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  label="E-mail or phone number"
                  autoComplete="username"
                  required
                  error={meta.touched ? fieldError(meta) : undefined}
                />
              )}
            </Field>
            <Field<string> name="password" type="password">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  label="Password"
                  autoComplete="current-password"
                  required
                  error={meta.touched ? fieldError(meta) : undefined}
                />
              )}
            </Field>
            <Button type="submit" disabled={submitting} block>
              {submitting ? 'Logging in…' : 'Log in'}
            </Button>
          </form>
        );
      }}
    />
  );
}

/** A field's own error first; the server's error for it until the visitor edits the field again. */
function fieldError(meta: { error?: unknown; submitError?: unknown; dirtySinceLastSubmit?: boolean }) {
  if (typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}
