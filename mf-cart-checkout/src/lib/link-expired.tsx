import { Link } from 'react-router-dom';

/** What an e-mailed order link past its time shows: the API's words and the ways left to reach the order. */
export function LinkExpired({ message }: { message: string }) {
  return (
    <section aria-labelledby="order-link-expired">
      <h2 id="order-link-expired">This link has expired</h2>
      <p>{message}</p>
      <p>
        <Link to="/login">Sign in</Link>, <Link to="/contact">contact us</Link> or go to the{' '}
        <Link to="/">main page</Link>.
      </p>
    </section>
  );
}
