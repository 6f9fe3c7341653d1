import { Accordion, Breadcrumbs, SearchField, Stepper, Tabs } from '@labshop/shared-contracts/web/ui';
import { TokenSection } from './token-section';
import styles from './design-system.module.css';

const TABS = [
  { id: 'about', label: 'About', panel: <p className={styles.flush}>What the test measures and who it is for.</p> },
  { id: 'preparation', label: 'Preparation', panel: <p className={styles.flush}>Eat nothing for 8 hours before.</p> },
  { id: 'biomarkers', label: 'Biomarkers', panel: <p className={styles.flush}>TSH, FT4 and FT3.</p> },
];

const QUESTIONS = [
  {
    id: 'results',
    title: 'When will I get my results?',
    content: <p>Usually within 2 working days of the sample reaching the laboratory.</p>,
  },
  { id: 'fasting', title: 'Do I need to fast?', content: <p>Only for the tests whose preparation says so.</p> },
];

/** Finding the way: search, breadcrumbs, tabs, questions that open, and the steps of a journey. */
export function NavigationSection() {
  return (
    <TokenSection
      id="navigation"
      title="Search, tabs and steps"
      intro="Each works with the keyboard alone: tab to it, then the arrow keys in tabs, Enter or Space to open a question."
    >
      <h3 className={styles.groupTitle}>Search field</h3>
      <form
        role="search"
        aria-label="Example search"
        className={styles.stack}
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchField label="Search the tests" submitLabel="Search" placeholder="Vitamin D, thyroid…" />
        <SearchField label="Find a test" submitLabel="Search" size="lg" hint="The main search of a page" />
      </form>

      <h3 className={styles.groupTitle}>Breadcrumbs</h3>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '#navigation' },
          { label: 'Thyroid tests', href: '#navigation' },
          { label: 'Thyroid panel (TSH, FT4, FT3)' },
        ]}
      />

      <h3 className={styles.groupTitle}>Tabs</h3>
      <Tabs label="About the thyroid panel" tabs={TABS} />

      <h3 className={styles.groupTitle}>Accordion</h3>
      <Accordion items={QUESTIONS} headingLevel={4} defaultOpen={['results']} />

      <h3 className={styles.groupTitle}>Stepper</h3>
      <Stepper
        label="Steps to your order"
        steps={[
          { label: 'Cart', state: 'done' },
          { label: 'Sample collection', state: 'current' },
          { label: 'Patient details', state: 'upcoming' },
          { label: 'Payment', state: 'upcoming' },
        ]}
      />
    </TokenSection>
  );
}
