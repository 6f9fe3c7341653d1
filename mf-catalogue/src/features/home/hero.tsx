import { HeroSearch } from './hero-search';
import { HeroArt } from './illustrations/hero-art';
import { SampleChoices } from './sample-choices';
import styles from './hero.module.css';

/** The storefront's opening: what the shop does, the search, and the two ways to give a sample. */
export function Hero() {
  return (
    <section aria-labelledby="home-title" className={styles.hero}>
      <div className={styles.intro}>
        <h1 id="home-title" className={styles.title}>
          Laboratory tests, at a collection point or at home
        </h1>
        <p className={styles.lead}>Find a test, add it to the cart and give your sample where it suits you.</p>
        <HeroSearch />
        <SampleChoices />
      </div>
      <HeroArt className={styles.art} />
    </section>
  );
}
