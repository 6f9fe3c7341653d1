import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, mockApi, requestedUrls, type ApiHandler, renderAt } from '@labshop/shared-contracts/testing';
import { createDoctorCard } from './doctor-factories';
import { DoctorCardPage } from './doctor-card-page';

function showDoctor(slug: string, answer: ApiHandler) {
  const api = mockApi({ [`GET /api/doctors/${slug}`]: answer });
  renderAt(
    `/doctor/${slug}`,
    <Routes>
      <Route path="/doctor/:slug" element={<DoctorCardPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
  return api;
}

describe('the doctor card', () => {
  it('says it is loading, then shows who the doctor is', async () => {
    const api = showDoctor('anna-nowak', { body: createDoctorCard() });
    expect(screen.getByRole('status')).toHaveTextContent("Loading the doctor's card…");

    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Anna Nowak' })).toBeInTheDocument();
    expect(screen.getByText('Endocrinologist')).toBeInTheDocument();
    expect(screen.getByText('Endocrinology, Internal medicine')).toBeInTheDocument();
    expect(screen.getByText('English, Polish')).toBeInTheDocument();
    expect(screen.getByText('Labshop Centrum, Warsaw')).toBeInTheDocument();
    expect(requestedUrls(api, '/api/doctors/anna-nowak')).toHaveLength(1);
  });

  it('shows the experience first and the services with prices and meeting types on the other tab', async () => {
    showDoctor('anna-nowak', { body: createDoctorCard() });
    const experience = await screen.findByRole('tab', { name: 'Experience' });
    expect(experience).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Experience' })).toHaveTextContent('Hypothyroidism');

    await userEvent.click(screen.getByRole('tab', { name: 'Services and Prices' }));

    const services = screen.getByRole('tabpanel', { name: 'Services and Prices' });
    const consultation = within(services).getByRole('row', { name: /Consultation/ });
    expect(consultation).toHaveTextContent('Video meeting, Phone call');
    expect(consultation).toHaveTextContent('£150');
    expect(within(services).getByRole('row', { name: /Follow-up visit/ })).toHaveTextContent('Phone visit£99.50');
    expect(screen.queryByRole('tabpanel', { name: 'Experience' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    showDoctor('anna-nowak', { body: createDoctorCard() });
    const experience = await screen.findByRole('tab', { name: 'Experience' });
    const services = screen.getByRole('tab', { name: 'Services and Prices' });
    expect(services).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    expect(experience).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(services).toHaveFocus();
    expect(services).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Services and Prices' })).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    expect(experience).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(services).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(experience).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(services).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when the doctor lists no services or experience', async () => {
    showDoctor('new-doctor', {
      body: createDoctorCard({
        aboutMe: null,
        treatedDiseases: [],
        education: [],
        internships: [],
        offeredServices: [],
        services: [],
      }),
    });
    expect(await screen.findByText('This doctor has not described their experience yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Services and Prices' }));
    expect(screen.getByText('This doctor has no services listed yet.')).toBeInTheDocument();
  });

  it('reports a failure and loads again on retry', async () => {
    let calls = 0;
    showDoctor('anna-nowak', () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Unexpected error occurred' } }
        : { body: createDoctorCard() };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The doctor's card could not be loaded.");

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Anna Nowak' })).toBeInTheDocument();
  });

  it('sends an unknown doctor to the 404 page', async () => {
    showDoctor('nobody', { status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });
});
