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
});
