import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BIRTH_DATE_MESSAGES } from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, type ApiHandler } from '@labshop/shared-contracts/testing';
import { AddCurrentPatientBody } from './add-current-patient-body';

const USER: NonNullable<EventPayload<'session:changed'>['user']> = {
  id: 'account-7',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  roles: ['patient'],
  activeRole: 'patient',
  status: 'active',
  defaultFacilityId: null,
};

function show(signedIn: boolean, routes: Record<string, ApiHandler> = {}, props = {}) {
  mockApi(routes);
  getEventBus().emit('session:changed', signedIn ? { user: USER, token: 't' } : { user: null, token: null });
  const added: EventPayload<'patient:current-added'>[] = [];
  const modals: string[] = [];
  getEventBus()
    .on('patient:current-added')
    .subscribe((event) => added.push(event));
  getEventBus()
    .on('modal:open')
    .subscribe(({ name }) => modals.push(name));
  const confirm = jest.fn();
  const cancel = jest.fn();
  render(<AddCurrentPatientBody name="addCurrentPatientModal" props={props} confirm={confirm} cancel={cancel} />);
  return { confirm, cancel, added, modals };
}

/** An account that knows nothing of its holder's sex or date of birth (registered by phone, say). */
const PROFILE_WITHOUT_BIRTH = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: 'jan@example.com',
  phone: '600100300',
  pesel: null,
  birthDate: null,
  sex: null,
  idCardNumber: null,
  address: null,
};

describe('the addCurrentPatientModal body', () => {
  it('adds the account holder as the patient of the item, for the cart to take', async () => {
    const profile = {
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna@example.com',
      phone: '600100200',
      pesel: '80010112345',
      birthDate: '1980-01-01',
      sex: 'f',
      idCardNumber: null,
      address: null,
    };
    const { confirm, added } = show(true, { 'GET /api/profile': { body: profile } }, { itemId: 'item-3' });

    expect(await screen.findByText('80010112345')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add me as a patient' }));

    const patient = { id: 'account-7', first_name: 'Anna', last_name: 'Nowak', sex: 'f', birth_date: '1980-01-01' };
    expect(added).toEqual([{ patient, itemId: 'item-3' }]);
    expect(confirm).toHaveBeenCalledWith({ patient, itemId: 'item-3' });
  });

  it("reads the holder's sex and date of birth from their PESEL number when the account holds only that", async () => {
    const profile = { ...PROFILE_WITHOUT_BIRTH, pesel: '85093012350' };
    const { added } = show(true, { 'GET /api/profile': { body: profile } });

    expect(await screen.findByText('1985-09-30')).toBeInTheDocument();
    expect(screen.getByText('Male')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Sex/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add me as a patient' }));

    expect(added).toEqual([
      { patient: { id: 'account-7', first_name: 'Jan', last_name: 'Kowalski', sex: 'm', birth_date: '1985-09-30' } },
    ]);
  });

  it('asks for the sex and date of birth the account does not know, and adds nobody until they are given', async () => {
    const { added, confirm } = show(
      true,
      { 'GET /api/profile': { body: PROFILE_WITHOUT_BIRTH } },
      { itemId: 'item-3' },
    );

    expect(
      await screen.findByText(
        'The cart checks each screening package against the sex and age of the person it is for. Tell us yours:',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add me as a patient' }));
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
      expect.stringContaining(BIRTH_DATE_MESSAGES.required),
    );
    expect(screen.getByRole('group', { name: /Sex/ })).toHaveAccessibleDescription(
      expect.stringContaining('Sex is required.'),
    );
    expect(added).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Date of birth/), '02/28/2099');
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add me as a patient' }));
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
      expect.stringContaining(BIRTH_DATE_MESSAGES.future),
    );
    expect(added).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/^Date of birth/));
    await userEvent.type(screen.getByLabelText(/^Date of birth/), '02/28/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Add me as a patient' }));

    const patient = { id: 'account-7', first_name: 'Jan', last_name: 'Kowalski', sex: 'm', birth_date: '1990-02-28' };
    expect(added).toEqual([{ patient, itemId: 'item-3' }]);
    expect(confirm).toHaveBeenCalledWith({ patient, itemId: 'item-3' });
  });

  it('says when the details cannot be read', async () => {
    show(true, { 'GET /api/profile': { status: 500, body: { message: 'Unexpected error occurred' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred');
    expect(screen.queryByRole('button', { name: 'Add me as a patient' })).not.toBeInTheDocument();
  });

  it('invites a guest to log in with authModal', async () => {
    const { cancel, modals } = show(false);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(cancel).toHaveBeenCalled();
    expect(modals).toEqual(['authModal']);
  });
});
