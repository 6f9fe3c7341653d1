import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { DiscountCampaign } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { requestAddToCart } from '../../lib/add-to-cart';
import { useLocationQuery } from '../../lib/chosen-location';
import { TestCard } from '../../lib/test-card';
import styles from './discounts.module.css';

/**
 * /discounts/:slug: a discount campaign's reduced tests and packages at the chosen location, each with the
 * lowest price of the last 30 days beside its reduced price (the card shows it whenever the price now is lower).
 */
export function DiscountPage() {
  const { slug = '' } = useParams();
  const location = useLocationQuery();
  const campaign = useApiQuery(`discounts/${encodeURIComponent(slug)}`, { query: location, answer: DiscountCampaign });

  if (campaign.status === 'error' && isNotFound(campaign.error)) return <NotFound />;
  return (
    <Page aria-busy={campaign.status === 'loading'}>
      {campaign.status === 'loading' ? <Loading label="Loading the discounts…" /> : null}
      {campaign.status === 'error' ? (
        <LoadFailed message="The discounts could not be loaded." onRetry={campaign.retry} />
      ) : null}
      {campaign.status === 'success' ? <CampaignContent campaign={campaign.data} /> : null}
    </Page>
  );
}

function CampaignContent({ campaign }: { campaign: DiscountCampaign }) {
  const currency = useCurrency();
  const itemsId = useId();
  return (
    <>
      <header className={styles.header}>
        <h1>{campaign.title}</h1>
        <p className={styles.lead}>{campaign.description}</p>
      </header>
      <section aria-labelledby={itemsId}>
        <h2 id={itemsId}>Reduced prices</h2>
        {campaign.items.length === 0 ? (
          <p>None of the reduced tests is on sale at the moment.</p>
        ) : (
          <ul className={styles.items}>
            {campaign.items.map((item) => (
              <li key={item.id}>
                <TestCard test={item} currency={currency} onAddToCart={requestAddToCart} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
