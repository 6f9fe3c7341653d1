import { parseBoundedNumber, parseLabNumber } from './lab-number';

describe('numbers as labs write them', () => {
  it.each([
    ['5.2', 5.2],
    ['5,2', 5.2],
    [' -0.5 ', -0.5],
    ['1.2E3', 1200],
    ['4e-2', 0.04],
    ['.5', 0.5],
  ])('reads %j as %s', (text, value) => {
    expect(parseLabNumber(text)).toBe(value);
  });

  it.each(['', 'abc', '1,234.5', '5..2', '1.2E', 'Infinity', '12 mg'])('refuses %j', (text) => {
    expect(parseLabNumber(text)).toBeNull();
  });

  it.each([
    ['<5', { value: 5, comparator: '<' }],
    ['> 100', { value: 100, comparator: '>' }],
    ['<=0,5', { value: 0.5, comparator: '<=' }],
    ['≥40', { value: 40, comparator: '>=' }],
    ['7', { value: 7 }],
  ])('reads the bound %j', (text, bounded) => {
    expect(parseBoundedNumber(text)).toEqual(bounded);
  });

  it.each(['<', '=<5', '<<5', 'about 5'])('refuses the bound %j', (text) => {
    expect(parseBoundedNumber(text)).toBeNull();
  });
});
