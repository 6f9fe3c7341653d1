import longText from '../../../lib/long-text.module.css';
import { PageHero } from '../../../lib/page-hero';
import { ShellButtonLink } from '../../../lib/shell-button-link';
import styles from './partners-page.module.css';

const OFFERS = [
  {
    title: 'Issue referrals online',
    text: 'Refer patients for any of more than 3,500 tests in a few clicks and send the referral by SMS. Edit and resend it at any time.',
  },
  {
    title: 'See results as they arrive',
    text: 'When a patient shares their results with you, they appear in your patient list with their history, ready for your review.',
  },
  {
    title: 'Home visits for your patients',
    text: 'A nurse takes samples at the patient’s home in several Polish cities: helpful for older patients, families and follow-up tests.',
  },
  {
    title: 'Consultations',
    text: 'Offer video and phone consultations through your public doctor page, with booking by service, facility and meeting type.',
  },
  {
    title: 'A personal tutor',
    text: 'A dedicated Labshop tutor sets up your account, shows you the tools and answers your questions for as long as you work with us.',
  },
] as const;

/** The providers' landing page (alternate layout). */
export default function PartnersPage() {
  return (
    <article>
      <PageHero
        tone="primary"
        kicker="For doctors and clinics"
        title="Work with Labshop"
        lead="Refer patients for tests, follow their results and earn a commission when they pay: one place for the laboratory side of your practice."
        actions={
          <>
            <ShellButtonLink href="/register/doctor" theme="white-no" size="lg">
              Create a doctor account
            </ShellButtonLink>
            <ShellButtonLink href="/contact" theme="white" size="lg">
              Talk to our partner team
            </ShellButtonLink>
          </>
        }
      />
      <section className={styles.offers} aria-labelledby="partners-offers">
        <h2 id="partners-offers" className={styles.offersTitle}>
          What you get
        </h2>
        <ul className={styles.grid}>
          {OFFERS.map((offer) => (
            <li key={offer.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{offer.title}</h3>
              <p>{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${styles.commission} ${longText.longText}`} aria-labelledby="partners-commission">
        <h2 id="partners-commission">Commission that fits your practice</h2>
        <p>
          Choose how the 15% share of each referral is split between you and your patient: all of it for you, all of it
          as a discount for the patient, or anything in between.
        </p>
        <ShellButtonLink href="/providers-terms-of-use" theme="link" size="custom">
          Read the providers terms of use
        </ShellButtonLink>
      </section>
    </article>
  );
}
