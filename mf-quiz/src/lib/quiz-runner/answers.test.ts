import { unitChoiceName, unitParts } from './answers';

describe('quiz units', () => {
  it.each([
    ['kg', ['kg'], 'kilograms'],
    ['lbs', ['lbs'], 'pounds'],
    ['st/lb', ['st', 'lb'], 'stones and pounds'],
    ['st-lb', ['st', 'lb'], 'stones and pounds'],
    ['cm', ['cm'], 'centimetres'],
    ['ft-in', ['ft', 'in'], 'feet and inches'],
  ])('%s is given as %o and reads "%s"', (unit, parts, name) => {
    expect(unitParts(unit)).toEqual(parts);
    expect(unitChoiceName(unit)).toBe(name);
  });
});
