import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { DoctorRoutes } from '../../app/app';
import { VERIFICATION_TEXTS as TEXTS } from './verification-texts';

function show(answer: ApiHandler) {
  mockApi({ 'GET /api/doctor/verification': answer });
  renderAt('/doctor/verification', <DoctorRoutes />);
}

describe('the doctor account verification page', () => {
  it('tells a doctor waiting for the check why the doctor area is closed and what happens next', async () => {
    show({ body: { status: 'pending', pwz: '4482916' } });
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.loading);

    expect(await screen.findByText(TEXTS.pendingTitle)).toBeInTheDocument();
    expect(screen.getByText(/medical licence number 4482916/)).toBeInTheDocument();
    expect(screen.getByText(/What happens next: an administrator verifies the number/)).toBeInTheDocument();
  });

  it('tells a rejected doctor the number could not be verified and how to reach us', async () => {
    show({ body: { status: 'rejected', pwz: '4482916' } });

    expect(await screen.findByText(TEXTS.rejectedTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.contact })).toHaveAttribute('href', '/contact');
  });

  it('sends a verified doctor on to the doctor area', async () => {
    show({ body: { status: 'verified', pwz: '4482916' } });

    expect(await screen.findByText(TEXTS.verifiedTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.doctorArea })).toHaveAttribute('href', '/doctor');
  });

  it('offers the doctor registration to an account that never registered as a doctor', async () => {
    show({ body: { status: null, pwz: null } });

    expect(await screen.findByRole('heading', { name: TEXTS.noneTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.register })).toHaveAttribute('href', '/register/doctor');
  });

  it('asks a guest to log in', async () => {
    show({ status: 401, body: { message: 'Unauthorized access' } });

    expect(await screen.findByText(TEXTS.guest)).toBeInTheDocument();
  });

  it('reports a failed check and tries again', async () => {
    let calls = 0;
    show(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Unexpected error occurred' } }
        : { body: { status: 'pending', pwz: '4482916' } };
    });

    expect(await screen.findByText(TEXTS.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(TEXTS.pendingTitle)).toBeInTheDocument();
  });
});
