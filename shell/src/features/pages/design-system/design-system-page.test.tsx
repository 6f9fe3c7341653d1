import '../../../testing/stub-match-media';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DesignSystemPage from './design-system-page';

const TOKENS = `:root {
  --ls-color-neutral-0: #ffffff;
  --ls-color-brand-700: #0a5c8a;
  --ls-color-primary: var(--ls-color-brand-700);
  --ls-color-on-primary: var(--ls-color-neutral-0);
  --ls-color-text: #1b2230;
  --ls-color-surface: #ffffff;
  --ls-space-4: 1rem;
  --ls-duration-fast: 120ms;
  --ls-screen-md: 768px;
}`;

describe('the design system page', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = TOKENS;
    document.head.append(style);
  });
  afterEach(() => style.remove());

  it('asks search engines not to index it', () => {
    render(<DesignSystemPage />);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('shows each colour with its hex and its contrast with the colours it is drawn with', () => {
    render(<DesignSystemPage />);
    const brand = screen.getByRole('list', { name: 'Brand ramp' });
    expect(within(brand).getByText('brand-700')).toBeInTheDocument();
    const roles = screen.getByRole('list', { name: 'Roles' });
    const primary = within(roles).getByText('primary').closest('li')!;
    expect(primary).toHaveTextContent('#0a5c8a');
    expect(within(primary).getByRole('list', { name: 'Contrast of primary' })).toHaveTextContent(
      '7.21:1 with on-primary',
    );
  });

  it('says which pairs meet AA, in words', () => {
    render(<DesignSystemPage />);
    const pairs = screen.getByRole('list', { name: 'Pairs that must meet AA' });
    const rows = within(pairs).getAllByRole('listitem');
    const onPrimary = rows.find((row) => row.textContent?.startsWith('Aaon-primary on primary7'));
    expect(onPrimary).toHaveTextContent('7.21:1, text needs 4.5:1 · Passes AA');
    const unmeasured = rows.find((row) => row.textContent?.startsWith('Aaon-accent on accent'));
    expect(unmeasured).toHaveTextContent('not measured, text needs 4.5:1 · Fails AA');
  });

  it('lists the tokens of every section, and links to each section', () => {
    render(<DesignSystemPage />);
    expect(screen.getByRole('list', { name: 'Spacing tokens' })).toHaveTextContent('--ls-space-41rem');
    expect(screen.getByRole('list', { name: 'Motion tokens' })).toHaveTextContent('--ls-duration-fast120ms');
    expect(screen.getByRole('list', { name: 'Breakpoint tokens' })).toHaveTextContent('BREAKPOINTS.md = 768');
    const sections = screen.getByRole('navigation', { name: 'Sections of the design system' });
    expect(within(sections).getByRole('link', { name: 'Spacing' })).toHaveAttribute('href', '#spacing');
    expect(screen.getByRole('heading', { level: 2, name: 'Spacing' })).toHaveAttribute('id', 'spacing');
  });

  it('shows the buttons in every theme, busy until the loading examples are turned off', async () => {
    render(<DesignSystemPage />);
    const themes = screen.getByRole('list', { name: 'Button themes' });
    expect(within(themes).getAllByRole('button', { name: 'Adding' })[0]).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show the loading state', pressed: true }));
    expect(within(themes).getAllByRole('button', { name: 'Adding' })[0]).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Open the menu (ghost, normal)' })).toBeInTheDocument();
  });

  it('shows the display components, each as a person meets it', async () => {
    render(<DesignSystemPage />);
    const sections = screen.getByRole('navigation', { name: 'Sections of the design system' });
    expect(within(sections).getByRole('link', { name: 'Tables and charts' })).toHaveAttribute('href', '#data');
    expect(within(screen.getByRole('list', { name: 'Badges' })).getByText('Danger')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vitamin D (25-OH)' })).toBeInTheDocument();
    expect(screen.getByText('Lowest price in the last 30 days: £29.99')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText('Loading the tests…').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('search', { name: 'Example search' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Steps to your order' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your orders' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Orders this week: 12 on Monday/u })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Preparation' }));
    expect(screen.getByRole('tabpanel', { name: 'Preparation' })).toHaveTextContent('Eat nothing for 8 hours before.');
    const fasting = screen.getByRole('button', { name: 'Do I need to fast?' });
    await userEvent.click(fasting);
    expect(fasting).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the form controls in their states, working from the keyboard', async () => {
    render(<DesignSystemPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Form controls' })).toHaveAttribute('id', 'forms');
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAccessibleDescription(
      'Accept the terms to go on.',
    );
    expect(screen.getByRole('radio', { name: 'kg' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'lbs' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'st/lb' })).toBeChecked();
    const city = screen.getByRole('combobox', { name: /Collection point city/ });
    expect(city).toHaveValue('Kraków');
    await userEvent.clear(city);
    await userEvent.type(city, 'wro{ArrowDown}{Enter}');
    expect(city).toHaveValue('Wrocław');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('05/14/1990');
  });
});
