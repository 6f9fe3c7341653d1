import { described, FASTING, test, type DescribedTest } from '../demo-test';
import { FASTING_TEXT, TROUGH_LEVEL_TEXT } from '../preparation-texts';

/** Medicine levels, alcohol and drugs, trace elements and the tests an employer asks for. */
export const MONITORING_AND_TOXICOLOGY_TESTS: DescribedTest[] = [
  described(test('lithium', 'Lithium', 'drug-monitoring', null, 2500, 110), {
    measures:
      'The level of lithium, which works only in a narrow range: checked regularly in people treated for bipolar ' +
      'disorder.',
    synonyms: ['lit', 'Li', 'lithium level'],
    preparation: 'Give the sample 12 hours after your last dose, before the morning one.',
  }),
  described(test('digoxin', 'Digoxin', 'drug-monitoring', null, 3500, 60), {
    measures: 'The level of the heart medicine digoxin, which is harmful just above the range where it helps.',
    synonyms: ['digoksyna', 'Lanoxin'],
    preparation: 'Give the sample at least 6 hours after your last dose, best just before the next one.',
  }),
  described(test('valproic-acid', 'Valproic acid', 'drug-monitoring', null, 3500, 80), {
    measures: 'The level of valproate, a medicine for epilepsy and bipolar disorder.',
    synonyms: ['kwas walproinowy', 'valproate', 'Depakine'],
    preparation: TROUGH_LEVEL_TEXT,
  }),
  described(test('carbamazepine', 'Carbamazepine', 'drug-monitoring', null, 3500, 70), {
    measures: 'The level of carbamazepine, a medicine for epilepsy and nerve pain.',
    synonyms: ['karbamazepina', 'Tegretol', 'Amizepin'],
    preparation: TROUGH_LEVEL_TEXT,
  }),
  described(
    test('cdt', 'Carbohydrate-deficient transferrin (CDT)', 'toxicology', null, 5900, 90, { turnaroundDays: 5 }),
    {
      measures:
        'A form of transferrin that rises after two weeks or more of heavy drinking: a specific marker of long-term ' +
        'alcohol use.',
      synonyms: ['CDT', 'alcohol marker', 'transferyna desialowana'],
    },
  ),
  described(
    test('urine-drug-screen', 'Drugs of abuse screen in urine (10 substances)', 'toxicology', null, 4900, 110, {
      sampleType: 'urine',
    }),
    {
      measures:
        'Amphetamine, methamphetamine, MDMA, cannabis, cocaine, opiates, methadone, benzodiazepines, barbiturates ' +
        'and tricyclic antidepressants. A positive screening result is confirmed by another method before it counts.',
      synonyms: ['narkotyki', 'test na narkotyki', 'drug test', 'tox screen'],
      preparation: 'A urine sample given at the collection point. Tell us about any medicines you take.',
    },
  ),
  described(test('copper', 'Copper', 'trace-elements-and-heavy-metals', null, 3900, 90, { turnaroundDays: 5 }), {
    measures: "Copper, needed for blood cells and nerves; read with ceruloplasmin when Wilson's disease is suspected.",
    synonyms: ['miedź', 'Cu'],
  }),
  described(
    test('selenium', 'Selenium', 'trace-elements-and-heavy-metals', null, 5900, 90, {
      ...FASTING,
      turnaroundDays: 7,
    }),
    {
      measures: 'Selenium, a trace element the thyroid and immunity need; a varied diet rarely lacks it.',
      synonyms: ['selen', 'Se'],
      preparation: FASTING_TEXT,
    },
  ),
  described(test('lead-in-blood', 'Lead in blood', 'occupational-health', null, 5900, 60, { turnaroundDays: 7 }), {
    measures:
      "Lead taken in at some workplaces or from old paint and water pipes; harmful to children's development even " +
      'at low levels.',
    synonyms: ['ołów', 'Pb', 'lead poisoning', 'zatrucie ołowiem'],
  }),
  described(
    test(
      'salmonella-shigella-carriage',
      'Stool test for Salmonella and Shigella carriage (food handlers)',
      'occupational-health',
      null,
      3900,
      240,
      { sampleType: 'stool', turnaroundDays: 4 },
    ),
    {
      measures:
        'Whether a person without symptoms carries Salmonella or Shigella: required in Poland before work with food ' +
        '(the sanitary and epidemiological certificate).',
      synonyms: ['sanepid', 'książeczka sanepidowska', 'nosicielstwo', 'Salmonella', 'Shigella', 'food handler'],
      preparation:
        'Three stool samples from three different days, in the three containers the collection point gives you. ' +
        'Keep them in the fridge and bring them together within 5 days of the first.',
    },
  ),
];
