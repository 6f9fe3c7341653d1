import { matchRoutes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { examplePath, routesOwnedBy } from '@labshop/shared-contracts';
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

  it('keeps the doctor area apart from the doctor cards', () => {
    renderAt('/doctor/area/referrals', <DoctorRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Doctor area' })).toBeInTheDocument();
    expect(screen.getByText(/opens soon/)).toBeInTheDocument();
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
