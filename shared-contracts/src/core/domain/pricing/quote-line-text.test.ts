import { quoteLineText } from './quote-line-text';

const PEOPLE = [
  { id: 'p-1', name: 'Ewa Kowalska' },
  { id: 'p-2', name: 'Jan Kowalski' },
];

describe('the words of a breakdown line', () => {
  it.each([
    ['a line of the whole order', { label: 'Mobile nursing service' }, 'Mobile nursing service'],
    ['a fee charged once', { label: 'Nursing service', quantity: 1 }, 'Nursing service'],
    ['a fee charged for two patients', { label: 'Nursing service', quantity: 2 }, 'Nursing service × 2'],
    ['a test for one patient', { label: 'Ferritin', patientId: 'p-2' }, 'Ferritin (Jan Kowalski)'],
    ['a stored line without a quantity or patient', { label: 'Visit', quantity: null, patientId: null }, 'Visit'],
    ['a line for someone the order does not name', { label: 'Ferritin', patientId: 'p-9' }, 'Ferritin'],
  ])('reads %s', (_case, line, text) => {
    expect(quoteLineText(line, PEOPLE)).toBe(text);
  });

  it('names nobody when the breakdown is for one person: every line is theirs', () => {
    expect(quoteLineText({ label: 'Ferritin', patientId: 'p-1' }, PEOPLE.slice(0, 1))).toBe('Ferritin');
  });
});
