import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

    const patient = { id: 'account-7', first_name: 'Anna', last_name: 'Nowak' };
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
