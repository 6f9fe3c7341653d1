import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const TABS = [
  { id: 'about', label: 'About', panel: <p>What the test measures</p> },
  { id: 'prepare', label: 'Preparation', panel: <p>Fast for 8 hours</p> },
  { id: 'faq', label: 'Questions', panel: <p>When will I get results?</p> },
];

describe('tabs', () => {
  it('shows the first tab, its panel named by it, and the others hidden', () => {
    render(<Tabs label="About the test" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'About the test' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('What the test measures');
    expect(screen.queryByText('Fast for 8 hours')).not.toBeVisible();
  });

  it('is one tab stop, the arrows moving round and showing each tab, Home and End going to the ends', async () => {
    render(
      <>
        <Tabs label="About the test" tabs={TABS} />
        <button type="button">After</button>
      </>,
    );
    const [about, prepare, faq] = screen.getAllByRole('tab');
    expect(prepare).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(about).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(prepare).toHaveFocus();
    expect(prepare).toHaveAttribute('aria-selected', 'true');
    expect(prepare).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Preparation' })).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(faq).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(about).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(faq).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(about).toHaveFocus();
    // Tab leaves the list for the shown panel, then the page.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('shows a tab when it is clicked, and can start on another tab', async () => {
    render(<Tabs label="About the test" tabs={TABS} defaultTabId="faq" />);
    expect(screen.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Preparation' }));
    expect(screen.getByRole('tabpanel', { name: 'Preparation' })).toHaveTextContent('Fast for 8 hours');
    expect(screen.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'false');
  });
});
