import home from './home.module.css';
import styles from './customer-reviews.module.css';

/** A patient's review as a review source would give it: their words and the name they sign with. */
export interface CustomerReview {
  id: string;
  text: string;
  author: string;
}

/**
 * Patients' reviews, when there are any. The shop has no source of reviews yet, so the storefront passes none and
 * the section is left out: it never shows invented ones.
 */
export function CustomerReviews({ reviews }: { reviews: readonly CustomerReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="home-reviews" className={home.section}>
      <h2 id="home-reviews">What patients say</h2>
      <ul className={styles.reviews}>
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className={styles.review}>
              <blockquote className={styles.quote}>
                <p>{review.text}</p>
              </blockquote>
              <figcaption className={styles.author}>{review.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
