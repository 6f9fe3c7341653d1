import type { LabPatientIdentity } from '@labshop/shared-contracts/core';
import { identityFits, parseOrderNumber } from './ordered-test-identity';

describe('order numbers as labs echo them, only in full', () => {
  it.each([
    ['LS-000042', 42],
    [' ls-000042 ', 42],
    ['LS-1234567', 1234567],
    ['7', null],
    ['ls-42', null],
    ['LS42', null],
    [' 42 ', null],
    ['000042', null],
    ['LS-0000042', null],
    ['LS-01234567', null],
    ['LS-', null],
    ['LX-42', null],
    ['42a', null],
    ['LS-1234567890', null],
  ])('%j is order %s', (text, number) => {
    expect(parseOrderNumber(text)).toBe(number);
  });
});

describe('whether the lab’s patient is the ordered test’s patient', () => {
  const ordered = { pesel: '85041012345', birthDate: '1985-04-10', lastName: 'Żółkiewska', sex: 'f' as const };
  const lab = (overrides: Partial<LabPatientIdentity>): LabPatientIdentity => ({
    pesel: null,
    familyName: null,
    givenName: null,
    birthDate: null,
    sex: null,
    ...overrides,
  });

  it.each<[string, Partial<LabPatientIdentity>, boolean]>([
    ['the same PESEL', { pesel: '85041012345' }, true],
    ['the same birth date', { birthDate: '1985-04-10' }, true],
    ['the surname without Polish letters', { birthDate: '1985-04-10', familyName: 'ZOLKIEWSKA' }, true],
    ['another PESEL', { pesel: '90010112345', birthDate: '1985-04-10' }, false],
    ['another birth date', { birthDate: '1985-04-11' }, false],
    ['another sex', { birthDate: '1985-04-10', sex: 'm' }, false],
    ['another surname', { birthDate: '1985-04-10', familyName: 'Nowak' }, false],
    ['a name only, nothing that identifies her', { familyName: 'Żółkiewska', givenName: 'Anna' }, false],
  ])('%s: %s', (_case, overrides, fits) => {
    expect(identityFits(lab(overrides), ordered)).toBe(fits);
  });

  it('relies on the birth date when the order has no PESEL', () => {
    const noPesel = { ...ordered, pesel: null };
    expect(identityFits(lab({ pesel: '85041012345', birthDate: '1985-04-10' }), noPesel)).toBe(true);
    expect(identityFits(lab({ pesel: '85041012345' }), noPesel)).toBe(false);
  });
});
