import { render, screen } from '@testing-library/react';
import { PageHero } from './page-hero';

describe('PageHero', () => {
  it('opens the page with its one heading, the kicker and lead around it, and the actions given', () => {
    render(
      <PageHero
        kicker="For doctors and clinics"
        title="Work with Labshop"
        lead="Refer patients for tests."
        actions={<a href="/register/doctor">Create a doctor account</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Work with Labshop' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(/^For doctors and clinicsWork with LabshopRefer patients/);
    expect(screen.getByRole('link', { name: 'Create a doctor account' })).toHaveAttribute('href', '/register/doctor');
  });

  it('leaves out the actions row when there are none', () => {
    render(<PageHero kicker="Who we are" title="About" lead="Lead." />);
    expect(screen.getByRole('banner')).toHaveTextContent(/^Who we areAboutLead\.$/);
  });
});
