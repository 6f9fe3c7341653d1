import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { knowledgePathOf, TestDetail } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { requestCartItem } from '../../lib/add-to-cart';
import { useLocationQuery } from '../../lib/chosen-location';
import { ItemBreadcrumbs } from '../../lib/item-page/breadcrumbs';
import { leadingSections, questionsSection } from '../../lib/item-page/common-sections';
import { ItemPageLayout } from '../../lib/item-page/item-page-layout';
import { useItemPurchase } from '../../lib/item-page/item-purchase';
import { TestFacts } from './test-facts';
import { PackagesWithTest } from './packages-with-test';
import styles from './test-detail.module.css';
import { CategoryPicture } from '../../lib/category-art/category-picture';

/** /lab-test/:slug: one test, priced and checked for availability at the chosen location. */
export function TestDetailPage() {
  const { slug = '' } = useParams();
  const location = useLocationQuery();
  const test = useApiQuery(`catalogue/tests/${encodeURIComponent(slug)}`, { query: location, answer: TestDetail });

  if (test.status === 'error' && isNotFound(test.error)) return <NotFound />;
  return (
    <Page aria-busy={test.status === 'loading'}>
      {test.status === 'loading' ? <Loading label="Loading the test…" /> : null}
      {test.status === 'error' ? <LoadFailed message="The test could not be loaded." onRetry={test.retry} /> : null}
      {test.status === 'success' ? <TestDetailContent test={test.data} /> : null}
    </Page>
  );
}

/** The sections of a test's page, in the order a patient asks about a test. */
function testSections(test: TestDetail) {
  const biomarkers = {
    id: 'biomarkers',
    title: 'Biomarkers included',
    content: <TestFacts test={test} />,
  };
  const packages =
    test.includedIn.length > 0
      ? [{ id: 'packages', title: 'Packages with this test', content: <PackagesWithTest packages={test.includedIn} /> }]
      : [];
  return [...leadingSections(test), biomarkers, ...packages, questionsSection(test)];
}

export function TestDetailContent({ test }: { test: TestDetail }) {
  const nameId = useId();
  const categoryPath = `/lab-test-list/tests/${encodeURIComponent(test.category.slug)}`;
  const purchase = useItemPurchase(test, {
    nameId,
    onAdd: () =>
      requestCartItem({
        serviceId: test.id,
        name: test.name,
        priceMinor: test.price.priceMinor,
        kind: test.kind,
        attributes: test.attributes,
      }),
  });
  return (
    <ItemPageLayout
      nameId={nameId}
      breadcrumbs={
        <ItemBreadcrumbs
          crumbs={[
            { label: 'Home', href: '/' },
            { label: 'Tests', href: '/lab-test-list/tests' },
            { label: test.category.name, href: categoryPath },
            { label: test.name },
          ]}
        />
      }
      title={
        <>
          <CategoryPicture slug={test.category.slug} width={160} loading="eager" className={styles.picture} />
          <h1 id={nameId}>{test.name}</h1>
          {test.synonyms.length > 0 ? (
            <p className={styles.synonyms}>Also known as {test.synonyms.join(', ')}</p>
          ) : null}
          <p className={styles.synonyms}>
            <Link to={knowledgePathOf(test.loincCode) ?? `/knowledge?q=${encodeURIComponent(test.name)}`}>
              What this test measures, in plain words
            </Link>
          </p>
        </>
      }
      sections={testSections(test)}
      panel={purchase.panel}
      bar={purchase.bar}
    />
  );
}
