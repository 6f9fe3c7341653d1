import { Link } from 'react-router-dom';
import type { AnalyteEntry, DirectionMeaning } from '@labshop/shared-contracts/core';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { ItemBreadcrumbs } from '../../lib/item-page/breadcrumbs';
import styles from './knowledge.module.css';

function Meaning({ title, meaning }: { title: string; meaning: DirectionMeaning }) {
  return (
    <section>
      <h2>{title}</h2>
      <p>{meaning.usuallyMeans}</p>
      {meaning.doesNotMean ? <p>{meaning.doesNotMean}</p> : null}
      {meaning.whenToSeeADoctor ? <p>{meaning.whenToSeeADoctor}</p> : null}
    </section>
  );
}

/** One marker explained: the dictionary's words, which the results page uses for the same marker. */
export function KnowledgeArticle({ entry }: { entry: AnalyteEntry }) {
  return (
    <Page>
      <ItemBreadcrumbs
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Knowledge', href: '/knowledge' }, { label: entry.name }]}
      />
      <article className={styles.article}>
        <h1>{entry.name}</h1>
        <section>
          <h2>What it measures</h2>
          <p>{entry.measures}</p>
        </section>
        {entry.reading ? (
          <section>
            <h2>How to read it</h2>
            <p>{entry.reading}</p>
          </section>
        ) : null}
        {entry.high ? <Meaning title="A high value" meaning={entry.high} /> : null}
        {entry.low ? <Meaning title="A low value" meaning={entry.low} /> : null}
        {entry.abnormal ? <Meaning title="An unexpected answer" meaning={entry.abnormal} /> : null}
        <section>
          <h2>When to talk to a doctor</h2>
          <p>{entry.talkToDoctor}</p>
        </section>
        <p className={styles.codes}>
          LOINC {entry.loincs.length > 1 ? 'codes' : 'code'}: {entry.loincs.join(', ')}
        </p>
        <p>
          <Link to={`/lab-test-list/search?q=${encodeURIComponent(entry.name)}`}>Find tests that measure it</Link>
        </p>
      </article>
    </Page>
  );
}
