import { Link } from 'react-router-dom';

export function EmptyCart() {
  return (
    <section aria-labelledby="empty-cart">
      <h2 id="empty-cart">Your cart is empty</h2>
      <p>
        Find the tests you need in the <Link to="/lab-test-list/tests">tests catalogue</Link>.
      </p>
    </section>
  );
}
