import { getEventBus, useLatestEvent } from '@labshop/shared-contracts/web';
import { Button } from '@labshop/shared-contracts/web/ui';
import { TestingCountryNote } from '../../lib/testing-country-note';
import styles from './choose-location.module.css';

const openCities = () => getEventBus().emit('modal:open', { name: 'chooseCityModal' });
const openPoints = () => getEventBus().emit('modal:open', { name: 'selectCollectionPointToContinue' });

/**
 * Until the patient says where the sample is taken, prices are standard; these open the choice. Once chosen, the
 * place is named and can be changed the same way: another city, another point, or the other way of giving samples.
 */
export function ChooseLocationButtons() {
  const chosen = useLatestEvent('location:chosen');
  if (!chosen) {
    return (
      <section aria-labelledby="choose-where" className={styles.prompt}>
        <h2 id="choose-where">Choose where to give your sample</h2>
        <TestingCountryNote />
        <div className={styles.promptActions}>
          <Button theme="outline" size="sm" onClick={openCities}>
            At home (nurse visit)
          </Button>
          <Button theme="outline" size="sm" onClick={openPoints}>
            At a collection point
          </Button>
        </div>
      </section>
    );
  }
  const atHome = chosen.mode === 'home-service';
  return (
    <section aria-labelledby="chosen-where" className={styles.prompt}>
      <h2 id="chosen-where">Where you give your sample</h2>
      <p className={styles.chosen}>
        {atHome ? `At home, by a nurse, in ${chosen.cityName}.` : `At the collection point ${chosen.facilityName}.`}
      </p>
      <div className={styles.promptActions}>
        <Button theme="outline" size="sm" onClick={atHome ? openCities : openPoints}>
          {atHome ? 'Change the city' : 'Change the collection point'}
        </Button>
        <Button theme="link" size="sm" onClick={atHome ? openPoints : openCities}>
          {atHome ? 'Go to a collection point instead' : 'Have a nurse visit at home instead'}
        </Button>
      </div>
    </section>
  );
}
