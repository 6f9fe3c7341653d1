import { matchRoutes } from 'react-router-dom';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { examplePath, routesOwnedBy } from '@labshop/shared-contracts/core';
import { currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { REMOTE } from '../lib/remote';
import { DoctorRoutes } from './app';
import { DOCTOR_ROUTES } from './routes';

describe("the doctors' part serves every path the route manifest gives it", () => {
  it.each(routesOwnedBy(REMOTE).map((route) => [route.path]))('%s', (path) => {
    const leaf = matchRoutes(DOCTOR_ROUTES, examplePath(path))?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.element).toBeTruthy();
  });
});

describe('doctor routing', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/doctors/anna-nowak': 'never' });
  });

  it('shows a doctor card at /doctor/:slug', () => {
    renderAt('/doctor/anna-nowak', <DoctorRoutes />);
    expect(screen.getByRole('status')).toHaveTextContent("Loading the doctor's card…");
  });

  it('sends a section of the doctor area that does not exist to the 404 page, not to a doctor card', () => {
    renderAt('/doctor/area/not-a-section', <DoctorRoutes />);
    expect(currentLocation()).toBe('/error/404');
    expect(screen.queryByText(/opens soon/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Doctor area' })).not.toBeInTheDocument();
  });

  it('sends a deeper unknown address in the doctor area to the 404 page', () => {
    renderAt('/doctor/area/commission/not-a-page', <DoctorRoutes />);
    expect(currentLocation()).toBe('/error/404');
  });

  it('leads a doctor from /doctor to the patients who share their results', async () => {
    mockApi({ 'GET /api/doctor/shared-patients': { body: { patients: [] } }, 'GET /api/doctor/overview': 'never' });
    renderAt('/doctor', <DoctorRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your practice' })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Doctor area' });
    expect(within(navigation).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(navigation).getByRole('link', { name: 'Patients who share their results' }));

    expect(currentLocation()).toBe('/doctor/area/patients');
    expect(screen.getByRole('heading', { level: 1, name: 'Patients who share their results' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Patients who share their results' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(navigation).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('No patient has shared results with you yet.')).toBeInTheDocument();
  });

  it('keeps the doctor area’s navigation on a patient’s results and off the public doctor cards', () => {
    mockApi({ 'GET /api/doctor/shared-patients/account-1/results': 'never', 'GET /api/doctors/anna-nowak': 'never' });
    renderAt('/doctor/area/patients/account-1', <DoctorRoutes />);
    const navigation = screen.getByRole('navigation', { name: 'Doctor area' });
    expect(within(navigation).getByRole('link', { name: 'Patients who share their results' })).toHaveAttribute(
      'href',
      '/doctor/area/patients',
    );
    cleanup();

    renderAt('/doctor/anna-nowak', <DoctorRoutes />);
    expect(screen.queryByRole('navigation', { name: 'Doctor area' })).not.toBeInTheDocument();
  });

  it('sends a path nobody owns to the 404 page', () => {
    renderAt('/appointment/choose-date', <DoctorRoutes />);
    expect(currentLocation()).toBe('/error/404');
  });

  it('leaves a path another part owns to that part', () => {
    renderAt('/quiz', <DoctorRoutes />);
    expect(currentLocation()).toBe('/quiz');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
