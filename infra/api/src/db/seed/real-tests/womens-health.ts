import { described, test, type DescribedTest } from '../demo-test';
import { CERVICAL_TEXT } from '../preparation-texts';

/**
 * Samples a gynaecologist or midwife takes in a gynaecology room: never at home, and only at collection points that
 * have one (the availability of the demo locations follows this list).
 */
export const GYNAECOLOGY_ROOM_TESTS: DescribedTest[] = [
  described(
    test('hpv-high-risk-dna', 'HPV DNA, high-risk types, with 16 and 18 named', 'womens-health', null, 12900, 170, {
      sampleType: 'swab',
      turnaroundDays: 7,
    }),
    {
      measures:
        'The high-risk human papillomaviruses behind almost all cervical cancer, with types 16 and 18 named: the ' +
        'cervical screening test from the age of 25 to 30.',
      synonyms: ['HPV', 'HPV HR', 'HPV 16', 'HPV 18', 'wirus brodawczaka', 'cervical screening'],
      preparation: CERVICAL_TEXT,
    },
  ),
  described(
    test('cervical-cytology', 'Liquid-based cervical cytology (LBC)', 'womens-health', null, 8900, 200, {
      sampleType: 'swab',
      turnaroundDays: 7,
    }),
    {
      measures:
        'Cells from the cervix looked at under the microscope for changes that can lead to cancer: the smear test.',
      synonyms: ['cytologia', 'cytologia płynna', 'Pap smear', 'smear test', 'LBC', 'wymaz z szyjki macicy'],
      preparation: CERVICAL_TEXT,
    },
  ),
  described(
    test('vaginal-swab-culture', 'Vaginal swab culture with antibiogram', 'womens-health', null, 4900, 150, {
      sampleType: 'swab',
      turnaroundDays: 4,
    }),
    {
      measures:
        'Bacteria and yeasts grown from a vaginal swab, and the treatments that work against them: discharge, ' +
        'itching and infections that come back.',
      synonyms: ['wymaz z pochwy', 'posiew z pochwy', 'vaginal swab', 'thrush', 'bacterial vaginosis', 'GBS'],
      preparation: CERVICAL_TEXT,
    },
  ),
];
