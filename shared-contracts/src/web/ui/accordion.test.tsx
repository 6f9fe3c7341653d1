import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const FAQ = [
  { id: 'results', title: 'When will I get my results?', content: <p>Usually within 2 working days.</p> },
  { id: 'fasting', title: 'Do I need to fast?', content: <p>Only for the tests that say so.</p> },
];

describe('an accordion', () => {
  it('writes each question as a heading at the level given, holding a closed disclosure button', () => {
    render(<Accordion items={FAQ} headingLevel={3} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'When will I get my results?',
      'Do I need to fast?',
    ]);
    const button = screen.getByRole('button', { name: 'When will I get my results?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Usually within 2 working days.')).not.toBeVisible();
  });

  it('opens and closes each answer on its own, the button controlling the answer it shows', async () => {
    render(<Accordion items={FAQ} headingLevel={2} defaultOpen={['fasting']} />);
    const results = screen.getByRole('button', { name: 'When will I get my results?' });
    const fasting = screen.getByRole('button', { name: 'Do I need to fast?' });
    expect(fasting).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(results);
    expect(results).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(results.getAttribute('aria-controls') ?? '');
    expect(answer).toHaveTextContent('Usually within 2 working days.');
    expect(answer).toBeVisible();
    expect(screen.getByText('Only for the tests that say so.')).toBeVisible();

    results.focus();
    await userEvent.keyboard('{Enter}');
    expect(results).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });
});
