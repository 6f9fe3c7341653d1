import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionAnswer } from './answers';
import { QuestionField } from './question-field';
import { createQuestion } from './quiz-factories';

function DateQuestion() {
  const [answer, setAnswer] = useState<QuestionAnswer>({ values: [] });
  return (
    <>
      <QuestionField
        question={createQuestion({ kind: 'date', label: 'Date of your last blood test' })}
        answer={answer}
        error={undefined}
        onChange={setAnswer}
      />
      <p>Answer: {answer.values.join(', ')}</p>
    </>
  );
}

describe('a date question', () => {
  it('is typed as MM/DD/YYYY and answered with the ISO date', async () => {
    render(<DateQuestion />);
    const field = screen.getByRole('textbox', { name: /Date of your last blood test/ });
    expect(field).toHaveAccessibleDescription('MM/DD/YYYY, for example 05/14/1990.');
    await userEvent.type(field, '04/01/2025');
    expect(screen.getByText('Answer: 2025-04-01')).toBeInTheDocument();
  });
});
