import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DoctorSearchResult } from '@labshop/shared-contracts/core';
import { currentLocation, mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createFreeSlot } from './booking-factories';
import { FindDoctorPage } from './find-doctor-page';

function createResult(overrides: Partial<DoctorSearchResult> = {}): DoctorSearchResult {
  return {
    doctor: { slug: 'anna-nowak', firstName: 'Anna', lastName: 'Nowak', title: 'Dr', mainCategory: 'Cardiologist' },
    specializations: ['Cardiologist', 'Internal medicine'],
    facility: {
      id: 'f-1',
      name: 'Labshop Centrum',
      city: 'Warsaw',
      street: 'ul. Marszałkowska 1',
      postalCode: '00-001',
    },
    services: [
      {
        id: 'service-1',
        code: 'consultation',
        name: 'Consultation',
        priceMinor: 15000,
        meetingTypes: ['online', 'meet'],
      },
    ],
    nextSlot: createFreeSlot('2026-12-04T09:00:00.000Z'),
    ...overrides,
  };
}

function showSearch(doctors: ApiHandler, path = '/appointment') {
  const api = mockApi({
    'GET /api/booking/doctors': doctors,
    'GET /api/collection-points': {
      body: { items: [{ id: 'f-1', name: 'Labshop Centrum', city: { name: 'Warsaw' } }] },
    },
  });
  renderAt(path, <FindDoctorPage zone="Europe/Warsaw" />);
  return api;
}

describe('making an appointment: finding a doctor', () => {
  it('shows each doctor with the next free time and a way to book each service', async () => {
    showSearch({ body: { zone: 'Europe/Warsaw', currency: 'GBP', doctors: [createResult()] } });
    expect(await screen.findByRole('heading', { name: 'Doctors found: 1' })).toBeInTheDocument();
    const [result] = screen.getAllByRole('listitem');
    expect(result).toHaveTextContent('Cardiologist, Internal medicine');
    expect(result).toHaveTextContent('Next free time: Friday, 4 December 2026, 10:00');
    expect(result).toHaveTextContent('Consultation (Video visit, Video meeting), £150');
    expect(screen.getByRole('link', { name: 'Choose a date for Consultation with Dr Anna Nowak' })).toHaveAttribute(
      'href',
      '/appointment/choose-date/service-1',
    );
  });

  it('finds by any of the specializations, searched as typed, and keeps the filters in the address', async () => {
    const api = showSearch({ body: { zone: 'Europe/Warsaw', currency: 'GBP', doctors: [] } });
    await userEvent.type(await screen.findByRole('combobox', { name: /Specialization/ }), 'cardio');
    await userEvent.click(screen.getByRole('option', { name: 'Cardiologist' }));
    await userEvent.selectOptions(screen.getByLabelText('Meeting type'), 'Video visit');
    expect(currentLocation()).toBe('/appointment?specialization=Cardiologist&meetingType=online');
    const last = requestedUrls(api, '/api/booking/doctors').at(-1);
    expect(last?.searchParams.get('specialization')).toBe('Cardiologist');
    expect(last?.searchParams.get('meetingType')).toBe('online');
    expect(await screen.findByRole('heading', { name: 'No doctor matches' })).toBeInTheDocument();
  });

  it('says when a doctor has no free time in the next 30 days', async () => {
    showSearch({ body: { zone: 'Europe/Warsaw', currency: 'GBP', doctors: [createResult({ nextSlot: null })] } });
    expect(await screen.findByText('No free time in the next 30 days')).toBeInTheDocument();
  });

  it('says so when doctors cannot be found', async () => {
    showSearch({ status: 500, body: { message: 'Server error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Doctors could not be found.');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
