import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqPage from './faq-page';
import { FAQ_ENTRIES } from './faq-entries';

describe('FAQ page', () => {
  it('lists every question, then filters as the visitor types', async () => {
    render(<FaqPage />);
    expect(screen.getByRole('status')).toHaveTextContent(`${FAQ_ENTRIES.length} questions`);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'nurse home');
    expect(screen.getByText('How much does a home visit cost?')).toBeInTheDocument();
    expect(screen.queryByText('How do I pay?')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/match “nurse home”/);
  });

  it('says when nothing matches and offers the contact form', async () => {
    render(<FaqPage />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'zzzz');
    expect(screen.getByRole('status')).toHaveTextContent('No questions match “zzzz”');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
  });

  it('writes each question as a heading whose button shows its answer', async () => {
    render(<FaqPage />);
    const first = FAQ_ENTRIES[0]!;
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(FAQ_ENTRIES.length);
    const question = screen.getByRole('button', { name: first.question });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(first.answer)).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.answer)).toBeVisible();
  });
});
