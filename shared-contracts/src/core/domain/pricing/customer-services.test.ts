import { resultsAnalysisService } from './customer-services';

describe('resultsAnalysisService', () => {
  it('finds the results analysis among the customer services', () => {
    const services = [
      { code: 'HOME_DELIVERY', price: 500 },
      { code: 'RESULTS_ANALYZE', price: 4900, name: 'Results analysis by a doctor' },
    ];
    expect(resultsAnalysisService(services)).toEqual(services[1]);
  });

  it('is null when it is not there', () => {
    expect(resultsAnalysisService([{ code: 'HOME_DELIVERY', price: 500 }])).toBeNull();
    expect(resultsAnalysisService([])).toBeNull();
  });
});
