import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SESSION_EXPIRED_LOGIN_PATH, SESSION_EXPIRED_MESSAGE } from '@labshop/shared-contracts/core';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { LoginForm } from './login-form';
import styles from './login.module.css';

export const AFTER_LOGIN_PATH = '/account';

/** The query the site adds when it brings a person here because the API ended their session mid-use. */
const SESSION_EXPIRED = new URLSearchParams(SESSION_EXPIRED_LOGIN_PATH.split('?')[1]);

/**
 * /login: patients log in with their e-mail address or phone number. Brought here by an expired session, the page
 * says so above the form for as long as it is open.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const sessionExpired = [...SESSION_EXPIRED].every(([name, value]) => query.get(name) === value);
  return (
    <Page className={styles.narrow}>
      <h1>Log in</h1>
      {sessionExpired ? (
        <p role="status" className={styles.notice}>
          {SESSION_EXPIRED_MESSAGE}
        </p>
      ) : null}
      <LoginForm onLoggedIn={() => void navigate(AFTER_LOGIN_PATH)} />
      <p>
        <Link to="/password/reset">Forgot your password?</Link>
      </p>
      <p>
        No account yet? <Link to="/register">Create an account</Link>
      </p>
    </Page>
  );
}
