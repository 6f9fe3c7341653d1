import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@labshop/shared-contracts/remote-kit';
import { LoginForm } from './login-form';
import styles from './login.module.css';

export const AFTER_LOGIN_PATH = '/account';

/** /login: patients log in with their e-mail address or phone number. */
export function LoginPage() {
  const navigate = useNavigate();
  return (
    <Page className={styles.narrow}>
      <h1>Log in</h1>
      <LoginForm onLoggedIn={() => navigate(AFTER_LOGIN_PATH)} />
      <p>
        <Link to="/password/reset">Forgot your password?</Link>
      </p>
      <p>
        No account yet? <Link to="/register">Create an account</Link>
      </p>
    </Page>
  );
}
