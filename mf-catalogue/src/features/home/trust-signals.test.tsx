import { screen, within } from '@testing-library/react';
import type { City, CityWithCollectionPoints } from '@labshop/shared-contracts/core';
import type { ApiQueryResult } from '@labshop/shared-contracts/web';
import { renderAt } from '@labshop/shared-contracts/testing';
import { createCity, createCityWithCounts } from '../locations/location-factories';
import { TrustSignals } from './trust-signals';

const retry = () => undefined;
const loaded = <T,>(data: T): ApiQueryResult<T> => ({ status: 'success', data, retry });
const failed = <T,>(): ApiQueryResult<T> => ({ status: 'error', error: new Error('Unexpected error occurred'), retry });

function showSignals(
  homeServiceCities: ApiQueryResult<City[]>,
  pointCities: ApiQueryResult<CityWithCollectionPoints[]>,
) {
  renderAt('/', <TrustSignals homeServiceCities={homeServiceCities} collectionPointCities={pointCities} />);
  const signals = within(screen.getByRole('region', { name: 'Why Labshop' }));
  return signals.getAllByRole('listitem').map((item) => item.textContent);
}

describe('the trust signals', () => {
  it('count the cities nurses visit and the collection points from the data', () => {
    const signals = showSignals(
      loaded([
        createCity({ homeService: true }),
        createCity({ homeService: true }),
        createCity({ homeService: false }),
      ]),
      loaded([
        createCityWithCounts({ collectionPointCount: 3 }),
        createCityWithCounts({ collectionPointCount: 1 }),
        createCityWithCounts({ collectionPointCount: 0 }),
      ]),
    );
    expect(signals).toEqual([
      'More than 3,500 tests and 68 test categories. Browse the tests',
      'Custom packages discounted up to 25% (5-15 tests). Build your own package',
      'Nurses visit patients at home in 2 cities.',
      '4 collection points in 2 cities.',
      'Results online in your account, with an e-mail as soon as they are ready.',
      'Private results: only you and the doctors you share them with can read them.',
    ]);
  });

  it('say one city and one point as such', () => {
    const signals = showSignals(
      loaded([createCity({ homeService: true })]),
      loaded([createCityWithCounts({ collectionPointCount: 1 })]),
    );
    expect(signals).toContain('Nurses visit patients at home in 1 city.');
    expect(signals).toContain('1 collection point in 1 city.');
  });

  it('claim no home visits and no collection points the data does not have', () => {
    const signals = showSignals(
      loaded([createCity({ homeService: false })]),
      loaded([createCityWithCounts({ collectionPointCount: 0 })]),
    );
    expect(signals).toHaveLength(4);
    expect(signals.join(' ')).not.toMatch(/home visits|nurses|collection point/i);
  });

  it('give no number the data has not given', () => {
    const signals = showSignals(failed(), failed());
    expect(signals).toContain('Home visits in several Polish cities.');
    expect(signals).toContain('Collection points where you give your sample in person.');
    const withoutTheProductsOwnFigures = signals.slice(2).join(' ');
    expect(withoutTheProductsOwnFigures).not.toMatch(/\d/);
  });
});
