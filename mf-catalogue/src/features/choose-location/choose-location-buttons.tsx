import { getEventBus, useLatestEvent } from '@labshop/shared-contracts/web';
import { Button } from '@labshop/shared-contracts/web/ui';
import { TestingCountryNote } from '../../lib/testing-country-note';
import styles from './choose-location.module.css';

/** Until the patient says where the sample is taken, prices are standard; these open the choice. */
export function ChooseLocationButtons() {
  const chosen = useLatestEvent('location:chosen');
  if (chosen) return null;
  return (
    <section aria-labelledby="choose-where" className={styles.prompt}>
      <h2 id="choose-where">Choose where to give your sample</h2>
      <TestingCountryNote />
      <div className={styles.promptActions}>
        <Button theme="outline" size="sm" onClick={() => getEventBus().emit('modal:open', { name: 'chooseCityModal' })}>
          At home (nurse visit)
        </Button>
        <Button
          theme="outline"
          size="sm"
          onClick={() => getEventBus().emit('modal:open', { name: 'selectCollectionPointToContinue' })}
        >
          At a collection point
        </Button>
      </div>
    </section>
  );
}
