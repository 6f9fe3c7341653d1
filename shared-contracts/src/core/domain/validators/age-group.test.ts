import { AGE_GROUP_MESSAGES, ageGroupOf, validateAgeGroup } from './age-group';

const TODAY = '2025-06-15';

describe('age groups of added patients', () => {
  it.each([
    [4, null],
    [5, 'child'],
    [12, 'child'],
    [13, null],
    [17, null],
    [18, 'adult'],
    [90, 'adult'],
  ])('puts someone aged %i in group %s', (age, group) => {
    expect(ageGroupOf(age)).toBe(group);
  });

  it.each([
    ['2020-06-15', null],
    ['2020-06-16', AGE_GROUP_MESSAGES.child],
    ['2012-06-16', null],
    ['2012-06-15', 'A child patient must be 5 to 12 years old.'],
  ])('answers a child born %s with %j', (birthDate, message) => {
    expect(validateAgeGroup(birthDate, 'child', TODAY)).toBe(message);
  });

  it.each([
    ['2007-06-15', null],
    ['2007-06-16', 'An adult patient must be at least 18 years old.'],
  ])('answers an adult born %s with %j', (birthDate, message) => {
    expect(validateAgeGroup(birthDate, 'adult', TODAY)).toBe(message);
  });

  it('leaves an invalid date of birth to its own rule', () => {
    expect(validateAgeGroup('2015-02-30', 'child', TODAY)).toBeNull();
  });
});
