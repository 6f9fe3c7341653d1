import { useMediaQuery } from '../../lib/use-media-query';
import { CartLink } from './cart-link';
import { PHONE_QUERY } from './header-layout';
import { MiniCart } from './mini-cart';
import styles from './cart.module.css';

/** The cart link with its count; on wider screens the mini-cart's button beside it. */
export function CartEntry() {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <div className={styles.cart}>
      <CartLink showWord={!phone} />
      {phone ? null : <MiniCart />}
    </div>
  );
}
