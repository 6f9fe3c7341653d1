import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { ModalName } from '@labshop/shared-contracts/core';
import { getModalBody } from '@labshop/shared-contracts/web/ui';
import { holdAccountModals, registerAccountModals } from './account-modals';

function showBody(name: ModalName) {
  const registration = getModalBody(name);
  if (!registration) throw new Error(`${name} has no body`);
  const confirm = jest.fn();
  const { Body } = registration;
  render(<Body name={name} props={{}} confirm={confirm} cancel={jest.fn()} />);
  return { registration, confirm };
}

describe('the modals of the account', () => {
  let unregister: () => void = () => undefined;
  afterEach(() => unregister());

  it('registers the bodies of every modal the account owns, and removes them again', () => {
    unregister = registerAccountModals();
    expect(getModalBody('addPatient')?.title).toBe('Add a patient');
    expect(getModalBody('editPatientModal')?.title).toBe('Edit the patient');
    expect(getModalBody('blockedPatientModal')?.title).toBe('Your account is blocked');
    expect(getModalBody('rolesModal')?.title).toBe('Switch role');
    expect(getModalBody('authModal')?.title).toBe('Log in');
    expect(getModalBody('addCurrentPatientModal')?.title).toBe('Add yourself as a patient');
    expect(getModalBody('doctorAskForAccessToHistoryModal')?.title).toBe('A doctor asks to see your results');
    unregister();
    expect(getModalBody('addPatient')).toBeUndefined();
    expect(getModalBody('blockedPatientModal')).toBeUndefined();
  });

  it('logs the person out when the blocked-patient modal closes', async () => {
    unregister = registerAccountModals();
    const sessions: EventPayload<'session:changed'>[] = [];
    getEventBus()
      .on('session:changed')
      .subscribe((session) => sessions.push(session));
    const { confirm } = showBody('blockedPatientModal');
    expect(screen.getByText(/Your account has been blocked/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(confirm).toHaveBeenCalled();

    // The host settles the modal; closed by Escape it settles with cancel, which logs out all the same.
    getEventBus().emit('modal:settled', { name: 'blockedPatientModal', action: 'cancel', value: undefined });
    expect(sessions.at(-1)).toEqual({ user: null, token: null });
  });

  it('leaves the session alone when another modal closes', () => {
    unregister = registerAccountModals();
    const sessions: EventPayload<'session:changed'>[] = [];
    getEventBus().emit('session:changed', { user: null, token: 'kept' });
    getEventBus()
      .on('session:changed')
      .subscribe((session) => sessions.push(session));
    getEventBus().emit('modal:settled', { name: 'addPatient', action: 'cancel', value: undefined });
    expect(sessions).toEqual([{ user: null, token: 'kept' }]);
  });

  it('keeps the bodies while any part of the account still holds them', () => {
    const releasePage = holdAccountModals();
    const releasePageWide = holdAccountModals();
    releasePage();
    releasePage();
    expect(getModalBody('rolesModal')).toBeDefined();
    releasePageWide();
    expect(getModalBody('rolesModal')).toBeUndefined();
  });
});
