import { switchHeightUnit, switchWeightUnit, weightInputOf } from './measure-drafts';

describe('the unit switches of the progress page', () => {
  it('converts a typed weight when the unit changes, and back within rounding', () => {
    const inStones = switchWeightUnit({ unit: 'kg', value: '80', pounds: '' }, 'st-lb');
    expect(inStones).toEqual({ unit: 'st-lb', value: '12', pounds: '8.4' });
    expect(switchWeightUnit(inStones, 'kg')).toEqual({ unit: 'kg', value: '80', pounds: '' });
    expect(switchWeightUnit({ unit: 'kg', value: '80', pounds: '' }, 'lbs').value).toBe('176.4');
  });

  it('keeps nothing typed as nothing, and reads a comma as the decimal point', () => {
    expect(switchWeightUnit({ unit: 'kg', value: '', pounds: '' }, 'lbs')).toEqual({
      unit: 'lbs',
      value: '',
      pounds: '',
    });
    expect(weightInputOf({ unit: 'kg', value: '72,5', pounds: '' })).toEqual({ unit: 'kg', value: 72.5 });
    expect(weightInputOf({ unit: 'kg', value: 'heavy', pounds: '' })).toBeNull();
  });

  it('converts a height between centimetres and feet and inches', () => {
    expect(switchHeightUnit({ unit: 'cm', value: '175', inches: '' }, 'ft-in')).toEqual({
      unit: 'ft-in',
      value: '5',
      inches: '8.9',
    });
    expect(switchHeightUnit({ unit: 'ft-in', value: '5', inches: '9' }, 'cm').value).toBe('175.3');
  });
});
