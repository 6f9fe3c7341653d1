import { chooseShownFlag, labFlagAsInterpretation } from './lab-flag';

describe('the lab’s own abnormal flag', () => {
  it.each([
    ['H', 'H'],
    ['l', 'L'],
    ['HH', 'HH'],
    ['AA', 'A'],
    ['>', 'H'],
    ['POS', 'A'],
    ['S~H', 'H'],
    ['S', null],
    ['', null],
  ])('reads %j as %s', (labFlag, flag) => {
    expect(labFlagAsInterpretation(labFlag)).toBe(flag);
  });

  it('shows the lab’s flag when the shop could not judge the value', () => {
    expect(chooseShownFlag(null, 'H')).toEqual({ flag: 'H', computed: null, reviewReason: null });
  });

  it('shows the lab’s flag and marks the value for review when the two disagree', () => {
    const shown = chooseShownFlag('N', 'H');
    expect(shown.flag).toBe('H');
    expect(shown.computed).toBe('N');
    expect(shown.reviewReason).toMatch(/lab flagged the value H.*gives N/u);
  });

  it('never shows a value the shop reads as critical as less on the lab’s word alone, and marks it for review', () => {
    const shown = chooseShownFlag('HH', 'N');
    expect(shown.flag).toBe('HH');
    expect(shown.reviewReason).not.toBeNull();
  });

  it('shows the shop’s own flag when the lab sent none or agrees', () => {
    expect(chooseShownFlag('L', null)).toEqual({ flag: 'L', computed: 'L', reviewReason: null });
    expect(chooseShownFlag('L', 'L')).toEqual({ flag: 'L', computed: 'L', reviewReason: null });
  });
});
