import longText from '../../../lib/long-text.module.css';
import { PageHero } from '../../../lib/page-hero';
import { ShellButtonLink } from '../../../lib/shell-button-link';
import styles from './about-us-page.module.css';

const FIGURES = [
  { value: '3,500+', label: 'laboratory tests' },
  { value: '68', label: 'test categories' },
  { value: 'Home visits', label: 'by a nurse in several Polish cities' },
] as const;

/** About us, in the who-we-are layout: the health-technology company behind Labshop. */
export default function AboutUsPage() {
  return (
    <article>
      <PageHero
        kicker="Who we are"
        title="Laboratory testing, made clear by data and care"
        lead="Labshop is built by a health-technology company that puts artificial intelligence to work on one job: helping people understand their laboratory results and act on them with their doctor."
      />

      <div className={`${styles.body} ${longText.longText}`}>
        <section aria-labelledby="about-what">
          <h2 id="about-what">What we do</h2>
          <p>
            We run an online shop for laboratory tests and test packages. You choose your tests, then either visit a
            collection point near you or have a nurse come to your home. Samples are analysed by accredited partner
            laboratories, and your results arrive in your account, where they stay in your personal archive.
          </p>
        </section>

        <section aria-labelledby="about-ai">
          <h2 id="about-ai">How artificial intelligence helps</h2>
          <p>
            Our models read a set of results as a whole rather than one value at a time. They point out what deserves
            attention, explain it in plain language and suggest which follow-up tests or consultations make sense. The
            analysis supports medical judgement; it never replaces it. Doctors on our platform review recommendations
            and can book a video or phone consultation with you.
          </p>
          <p>
            We train and evaluate our models on anonymised data only, keep your results in the European Economic Area
            and never sell personal data.
          </p>
        </section>

        <section aria-labelledby="about-figures">
          <h2 id="about-figures">Labshop in figures</h2>
          <ul className={styles.figures}>
            {FIGURES.map((figure) => (
              <li key={figure.label} className={styles.figure}>
                <strong className={styles.figureValue}>{figure.value}</strong> <span>{figure.label}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-team">
          <h2 id="about-team">Our team</h2>
          <p>
            Laboratory diagnosticians, doctors, nurses, data scientists and engineers work side by side in Warsaw.
            Together we serve patients across Poland, at our collection points and in their homes, and the doctors and
            clinics who work with them.
          </p>
          <div className={styles.actions}>
            <ShellButtonLink href="/lab-test-list/tests">Browse tests</ShellButtonLink>
            <ShellButtonLink href="/contact" theme="outline">
              Contact us
            </ShellButtonLink>
          </div>
        </section>
      </div>
    </article>
  );
}
