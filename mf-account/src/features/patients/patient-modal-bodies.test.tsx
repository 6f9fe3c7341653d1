import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountPatient } from '@labshop/shared-contracts/core';
import { mockApi, type ApiHandler } from '@labshop/shared-contracts/testing';
import type { ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { AddPatientBody, EditPatientBody } from './patient-modal-bodies';

const CHILD: AccountPatient = {
  id: 'patient-1',
  firstName: 'Jan',
  lastName: 'Kowalski',
  pesel: null,
  birthDate: '2018-03-01',
  sex: 'm',
  ageGroup: 'child',
};

function showBody(
  Body: (props: ModalBodyProps) => React.ReactNode,
  props = {},
  routes: Record<string, ApiHandler> = {},
) {
  const api = mockApi(routes);
  const confirm = jest.fn();
  const cancel = jest.fn();
  render(<Body name="addPatient" props={props} confirm={confirm} cancel={cancel} />);
  return { api, confirm, cancel };
}

async function fillAdult() {
  await userEvent.type(screen.getByLabelText(/^First name/), 'Ewa');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Nowak');
  await userEvent.type(screen.getByLabelText(/^PESEL number/), '44051401359');
  await userEvent.type(screen.getByLabelText(/^Date of birth/), '05/14/1944');
  await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
}

const add = () => userEvent.click(screen.getByRole('button', { name: 'Add the patient' }));

describe('the addPatient modal body', () => {
  it('checks the PESEL number against the date of birth and the age group', async () => {
    const { api } = showBody(AddPatientBody);
    await userEvent.type(screen.getByLabelText(/^PESEL number/), '44051401359');
    await userEvent.type(screen.getByLabelText(/^Date of birth/), '05/15/1944');
    await userEvent.click(screen.getByRole('radio', { name: 'Child (5-12 years)' }));
    await add();
    expect(screen.getByLabelText(/^PESEL number/)).toHaveAccessibleDescription(
      'The PESEL number does not match the date of birth.',
    );
    expect(screen.getByRole('group', { name: 'Age group' })).toHaveAccessibleDescription(
      'A child patient must be 5 to 12 years old.',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('adds the patient and confirms the modal with it', async () => {
    const saved = { ...CHILD, id: 'patient-9', firstName: 'Ewa' };
    const { api, confirm } = showBody(
      AddPatientBody,
      {},
      { 'POST /api/profile/patients': { status: 201, body: saved } },
    );
    await fillAdult();
    await add();
    await screen.findByRole('button', { name: 'Add the patient' });
    expect(confirm).toHaveBeenCalledWith(saved);
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ewa',
      lastName: 'Nowak',
      pesel: '44051401359',
      birthDate: '1944-05-14',
      sex: 'm',
      ageGroup: 'adult',
    });
  });

  it('says when the account already has 5 other patients', async () => {
    const { confirm } = showBody(
      AddPatientBody,
      {},
      {
        'POST /api/profile/patients': {
          status: 422,
          body: { message: 'Invalid.', errors: { patients: ['You can add at most 5 other patients.'] } },
        },
      },
    );
    await fillAdult();
    await add();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Failed to save.');
    expect(alert).toHaveTextContent('You can add at most 5 other patients.');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('cancels', async () => {
    const { cancel } = showBody(AddPatientBody);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalled();
  });
});

describe('the editPatientModal body', () => {
  it('edits the patient it was opened with, without a PESEL number', async () => {
    const { api, confirm } = showBody(
      EditPatientBody,
      { patient: CHILD },
      {
        'PUT /api/profile/patients/patient-1': { body: { ...CHILD, lastName: 'Nowak' } },
      },
    );
    expect(screen.getByLabelText('No PESEL number')).toBeChecked();
    expect(screen.queryByLabelText(/^PESEL number/)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Last name/));
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await screen.findByRole('button', { name: 'Save the changes' });
    expect(confirm).toHaveBeenCalledWith({ ...CHILD, lastName: 'Nowak' });
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ lastName: 'Nowak', pesel: null, ageGroup: 'child' });
  });

  it('shows the API errors on their fields', async () => {
    showBody(
      EditPatientBody,
      { patient: CHILD },
      {
        'PUT /api/profile/patients/patient-1': {
          status: 422,
          body: { message: 'Invalid.', errors: { birthDate: ['The date of birth cannot be changed.'] } },
        },
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Changes were not saved.');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
      'MM/DD/YYYY, for example 05/14/1990. The date of birth cannot be changed.',
    );
  });

  it('refuses to open without a patient', () => {
    showBody(EditPatientBody);
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error occurred');
  });
});
