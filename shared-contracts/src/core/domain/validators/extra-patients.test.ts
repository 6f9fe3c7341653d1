import { validateExtraPatientLimit } from './extra-patients';

describe('the number of other patients', () => {
  it.each([[0], [4]])('lets an account with %i other patients add one more', (count) => {
    expect(validateExtraPatientLimit(count)).toBeNull();
  });

  it.each([[5], [6]])('refuses one more to an account with %i', (count) => {
    expect(validateExtraPatientLimit(count)).toBe('You can add at most 5 other patients.');
  });
});
