import { useState } from 'react';
import { Link } from 'react-router-dom';
import { WEIGHT_LOSS_PATHS, WeightLossProgrammeOffer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, buttonClassName, Card, Price } from '@labshop/shared-contracts/web/ui';
import { addProgrammeToCart } from './add-programme-to-cart';
import { WEIGHT_LOSS_QUIZ_TEXTS } from './weight-loss-quiz-texts';
import styles from './weight-loss-quiz.module.css';

/** The programme's package to buy: its price, an add-to-cart button and the way to the cart. */
export function ProgrammeOfferCard({ product }: { product: string }) {
  const offer = useApiQuery(WEIGHT_LOSS_PATHS.programme(product), { answer: WeightLossProgrammeOffer });
  const [added, setAdded] = useState(false);
  if (offer.status === 'loading') return <Loading label="Loading the programme…" />;
  if (offer.status === 'error') return <LoadFailed message={WEIGHT_LOSS_QUIZ_TEXTS.failure} onRetry={offer.retry} />;
  return (
    <Card>
      <div className={styles.offer}>
        <h2>{offer.data.name}</h2>
        <p>{offer.data.package.name}</p>
        <Price amountMinor={offer.data.priceMinor} currency={offer.data.currency} label="Programme price" size="lg" />
        <Button
          onClick={() => {
            addProgrammeToCart(offer.data);
            setAdded(true);
          }}
        >
          {WEIGHT_LOSS_QUIZ_TEXTS.addToCart}
        </Button>
        <div role="status">{added ? WEIGHT_LOSS_QUIZ_TEXTS.added : null}</div>
        {added ? (
          <Link className={buttonClassName('secondary', 'normal')} to="/cart">
            {WEIGHT_LOSS_QUIZ_TEXTS.goToCart}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
