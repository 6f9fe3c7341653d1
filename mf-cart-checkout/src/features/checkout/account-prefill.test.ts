import { prefilledDetails, type AccountPeople } from './account-prefill';
import { emptyPatientDetails } from './checkout-values';

const PEOPLE: AccountPeople = {
  userId: 'user-1',
  holder: {
    firstName: 'Anna',
    lastName: 'Nowak',
    email: null,
    phone: null,
    pesel: '44051401359',
    birthDate: '1944-05-14',
    sex: 'f',
    idCardNumber: null,
    address: null,
  },
  patients: [
    {
      id: 'kid',
      firstName: 'Jan',
      lastName: 'Nowak',
      pesel: null,
      birthDate: '2018-03-01',
      sex: 'm',
      ageGroup: 'child',
    },
  ],
};

describe('details filled in from the account', () => {
  it('fills the buyer of a cart without patients with the account holder', () => {
    expect(prefilledDetails(emptyPatientDetails('first'), PEOPLE, 'first')).toMatchObject({
      firstName: 'Anna',
      lastName: 'Nowak',
      pesel: '44051401359',
      birthDate: '1944-05-14',
      sex: 'f',
      noPesel: false,
    });
  });

  it('finds an added patient by name when the cart knows them under another id', () => {
    expect(prefilledDetails(emptyPatientDetails('cart-9', 'jan', 'NOWAK'), PEOPLE, 'first')).toMatchObject({
      noPesel: true,
      pesel: '',
      birthDate: '2018-03-01',
      sex: 'm',
    });
  });

  it('never replaces what the buyer typed', () => {
    const typed = { ...emptyPatientDetails('user-1', 'Anna', 'Nowak'), pesel: '02270803628', sex: 'm' as const };
    expect(prefilledDetails(typed, PEOPLE, 'first')).toMatchObject({
      pesel: '02270803628',
      sex: 'm',
      birthDate: '1944-05-14',
    });
  });

  it('leaves a person the account does not know alone', () => {
    expect(prefilledDetails(emptyPatientDetails('cart-3', 'Ola', 'Kowalska'), PEOPLE, 'first')).toBeNull();
  });
});
