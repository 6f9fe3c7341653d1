import { render, screen } from '@testing-library/react';
import { findAnalyte, knowledgeArticlePath } from '@labshop/shared-contracts/core';
import { createObservation } from '@labshop/shared-contracts/testing';
import { ObservationCard } from './observation-card';

const EXPLANATION = {
  measures: 'A salt in the blood that nerves, muscles and the heart need to work properly.',
  reading: null,
  high: 'Often a sample that stood too long.',
  low: null,
  abnormal: null,
  talkToDoctor: 'When it is high twice.',
};

describe('ObservationCard', () => {
  it("links a value to its marker's knowledge article", () => {
    const potassium = findAnalyte('2823-3');
    if (!potassium) throw new Error('the dictionary has no potassium');
    render(<ObservationCard observation={createObservation({ explanation: EXPLANATION })} />);
    expect(screen.getByRole('link', { name: 'Read about Potassium in Knowledge' })).toHaveAttribute(
      'href',
      knowledgeArticlePath(potassium),
    );
  });

  it('offers no article for a code the dictionary does not hold', () => {
    render(<ObservationCard observation={createObservation({ loinc: '0000-0', explanation: EXPLANATION })} />);
    expect(screen.queryByRole('link', { name: /in Knowledge/ })).not.toBeInTheDocument();
  });

  it('says a bounded value is below what the lab could measure, beside the value with its sign', () => {
    render(
      <ObservationCard
        observation={createObservation({
          value: { kind: 'quantity', value: 5, unit: 'mg/L', comparator: '<' },
          unitText: 'mg/L',
          displayValue: '< 5 mg/L',
          flag: 'L',
          flagWords: 'Low',
        })}
      />,
    );
    expect(screen.getByText('< 5 mg/L')).toBeInTheDocument();
    expect(
      screen.getByText('The laboratory could not give an exact number: the value is less than 5 mg/L (< 5).'),
    ).toBeInTheDocument();
  });

  it('shows the laboratory’s own flag when it says something else, and that the value will be checked', () => {
    render(<ObservationCard observation={createObservation({ flag: 'HH', labFlag: 'N', markedForReview: true })} />);
    expect(screen.getByText('The laboratory’s flag: Normal (N).')).toBeInTheDocument();
    expect(screen.getByText(/differs from our reading of its range/u)).toBeInTheDocument();
  });

  it('says nothing more when the laboratory’s flag is the one shown', () => {
    render(<ObservationCard observation={createObservation({ flag: 'H', labFlag: 'H' })} />);
    expect(screen.queryByText(/laboratory’s flag/u)).not.toBeInTheDocument();
  });

  it('shows a range the laboratory gave in words, and its note', () => {
    render(
      <ObservationCard
        observation={createObservation({
          range: {
            low: null,
            lowInclusive: false,
            high: null,
            highInclusive: false,
            criticalLow: null,
            criticalHigh: null,
            normalTexts: [],
            text: 'see report',
            labText: 'see report',
          },
          notes: ['Repeat the test within a week.'],
        })}
      />,
    );
    expect(screen.getByText('Normal range: see report')).toBeInTheDocument();
    expect(screen.getByText('Repeat the test within a week.')).toBeInTheDocument();
  });
});
