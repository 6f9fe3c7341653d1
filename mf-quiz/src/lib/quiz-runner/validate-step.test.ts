import { QUIZ_MESSAGES, validateQuestion, validateStep } from '@labshop/shared-contracts/core';
import { createAboutYouStep, createQuestion } from './quiz-factories';
import type { QuestionAnswer } from './answers';

const single = createQuestion({
  kind: 'single',
  options: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
    { value: 'other', label: 'Other' },
  ],
  otherValue: 'other',
});
const multi = createQuestion({ ...single, kind: 'multi' });
const weight = createQuestion({ kind: 'number', unitChoices: ['kg', 'lbs', 'st/lb'] });
const height = createQuestion({ kind: 'number', unitChoices: ['cm', 'ft/in'] });
const optionalText = createQuestion({ kind: 'text', required: 'optional' });

describe('quiz answer rules (spec §5)', () => {
  it.each<[string, ReturnType<typeof createQuestion>, QuestionAnswer | undefined, string | null]>([
    ['single-select with nothing chosen', single, undefined, QUIZ_MESSAGES.chooseOne],
    ['single-select with one option', single, { values: ['yes'] }, null],
    ['single-select with two options', single, { values: ['yes', 'no'] }, QUIZ_MESSAGES.chooseOne],
    ['optional single-select left empty', { ...single, required: 'optional' }, undefined, null],
    ['multi-select with nothing chosen', multi, { values: [] }, QUIZ_MESSAGES.chooseAtLeastOne],
    ['multi-select with two options', multi, { values: ['yes', 'no'] }, null],
    ["'other' without a specification", multi, { values: ['yes', 'other'], other: '  ' }, QUIZ_MESSAGES.specify],
    ["'other' with a specification", single, { values: ['other'], other: 'Asthma' }, null],
    ['weight left empty', weight, undefined, QUIZ_MESSAGES.required],
    ['weight in kilograms', weight, { values: ['72.5'], unit: 'kg' }, null],
    ['weight with a comma decimal', weight, { values: ['72,5'] }, null],
    ['weight that is not a number', weight, { values: ['heavy'] }, QUIZ_MESSAGES.number],
    ['weight of zero', weight, { values: ['0'], unit: 'lbs' }, QUIZ_MESSAGES.positive],
    ['negative weight', weight, { values: ['-70'] }, QUIZ_MESSAGES.number],
    ['weight in stones and pounds', weight, { values: ['11', '4'], unit: 'st/lb' }, null],
    ['weight in whole stones', weight, { values: ['11', ''], unit: 'st/lb' }, null],
    ['weight in pounds only, under st/lb', weight, { values: ['', '4'], unit: 'st/lb' }, QUIZ_MESSAGES.positive],
    ['height in feet and inches', height, { values: ['5', '11'], unit: 'ft/in' }, null],
    ['height in feet and inches, spelt ft-in', height, { values: ['', '11'], unit: 'ft-in' }, QUIZ_MESSAGES.positive],
    ['height with a bad inch part', height, { values: ['5', 'x'], unit: 'ft/in' }, QUIZ_MESSAGES.number],
    ['required text left blank', createQuestion(), { values: ['   '] }, QUIZ_MESSAGES.required],
    ['optional text left empty', optionalText, undefined, null],
    ['required date given', createQuestion({ kind: 'date' }), { values: ['1990-04-01'] }, null],
    ['date half typed', createQuestion({ kind: 'date' }), { values: ['04/01/19'] }, QUIZ_MESSAGES.date],
  ])('%s', (_case, question, answer, message) => {
    expect(validateQuestion(question, answer)).toBe(message);
  });

  it('names every question of a step that cannot stand', () => {
    expect(validateStep(createAboutYouStep(), { sex: { values: ['female'] }, age: { values: ['41'] } })).toEqual({
      weight: QUIZ_MESSAGES.required,
      height: QUIZ_MESSAGES.required,
    });
  });
});
