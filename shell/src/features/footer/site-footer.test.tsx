import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from './site-footer';

describe('the site footer', () => {
  it('names the country the service works in and how to reach it there', () => {
    render(<SiteFooter variant="full" hideOnMobile={false} onOpenCookieSettings={() => undefined} />);
    const footer = screen.getByRole('contentinfo');

    expect(footer).toHaveTextContent(/Laboratory tests in Poland/);
    const contact = within(footer)
      .getByText(/Monday to Friday/)
      .closest('address');
    expect(contact).toHaveTextContent('00-545 Warszawa, Poland');
    expect(within(footer).getByRole('link', { name: '+48 22 100 20 30' })).toHaveAttribute('href', 'tel:+48221002030');
    expect(footer).not.toHaveTextContent(/UK|\+44/);
  });

  it('gives the footer only the classes it has', () => {
    render(<SiteFooter variant="compact" hideOnMobile={false} onOpenCookieSettings={() => undefined} />);

    expect(screen.getByRole('contentinfo').className.split(' ')).toEqual(['footer']);
  });
});
