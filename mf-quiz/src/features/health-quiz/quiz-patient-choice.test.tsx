import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from '@labshop/shared-contracts/web';
import { mockApi } from '@labshop/shared-contracts/testing';
import { ACCOUNT_HOLDER, QuizPatientChoice } from './quiz-patient-choice';

function Choice() {
  const [value, setValue] = useState(ACCOUNT_HOLDER);
  return (
    <>
      <QuizPatientChoice value={value} onChange={setValue} />
      <p>Chosen: {value || 'the account holder'}</p>
    </>
  );
}

const USER = {
  id: 'account-1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: null,
  roles: ['patient' as const],
  activeRole: 'patient' as const,
  status: 'active' as const,
  defaultFacilityId: null,
};

describe('whom the quiz is about', () => {
  it('asks nothing of a guest', () => {
    mockApi({});
    act(() => getEventBus().emit('session:changed', { user: null, token: null }));
    render(<Choice />);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('lets an account with added patients choose one of them, the holder first', async () => {
    mockApi({
      'GET /api/profile/patients': {
        body: {
          patients: [
            {
              id: 'patient-7',
              firstName: 'Jan',
              lastName: 'Kowalski',
              pesel: null,
              birthDate: '2016-02-03',
              sex: 'm',
              ageGroup: 'child',
            },
          ],
        },
      },
    });
    act(() => getEventBus().emit('session:changed', { user: USER, token: 'token' }));
    render(<Choice />);

    const holder = await screen.findByRole('radio', { name: 'Anna Kowalska (you)' });
    expect(holder).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Jan Kowalski' }));
    expect(screen.getByText('Chosen: patient-7')).toBeInTheDocument();
  });
});
