import { described, test, type DescribedTest } from '../demo-test';
import { GENETIC_TEXT } from '../preparation-texts';

/** Genetic tests from a blood sample: inherited risks, medicine response and lactose intolerance. */
export const GENETIC_TESTS: DescribedTest[] = [
  described(
    test('lct-13910', 'Lactose intolerance genetic test (LCT −13910 C>T)', 'food-intolerance', null, 11900, 150, {
      turnaroundDays: 14,
    }),
    {
      measures:
        'The variant beside the lactase gene that decides whether lactase stays active in adults: the CC genotype ' +
        'means the inherited, adult type of lactose intolerance.',
      synonyms: ['nietolerancja laktozy', 'laktoza', 'lactose', 'LCT', 'hipolaktazja', 'lactase'],
      preparation: GENETIC_TEXT,
    },
  ),
  described(
    test('factor-v-leiden', 'Factor V Leiden mutation (F5 c.1601G>A)', 'genetic-tests', null, 12900, 150, {
      turnaroundDays: 14,
    }),
    {
      measures:
        'The most common inherited cause of blood clots: tested after a thrombosis, or before the pill or HRT when ' +
        'close relatives had clots.',
      synonyms: ['czynnik V Leiden', 'F5', 'Leiden', 'FVL', 'thrombophilia', 'trombofilia'],
      preparation: GENETIC_TEXT,
    },
  ),
  described(
    test('prothrombin-g20210a', 'Prothrombin gene mutation (F2 G20210A)', 'genetic-tests', null, 12900, 120, {
      turnaroundDays: 14,
    }),
    {
      measures: 'The second most common inherited cause of blood clots, usually tested with factor V Leiden.',
      synonyms: ['protrombina', 'F2', 'G20210A', 'thrombophilia', 'trombofilia'],
      preparation: GENETIC_TEXT,
    },
  ),
  described(
    test('hfe-genotype', 'Haemochromatosis gene (HFE C282Y and H63D)', 'genetic-tests', null, 14900, 110, {
      turnaroundDays: 14,
    }),
    {
      measures:
        'The variants behind hereditary haemochromatosis, in which the body stores too much iron; tested when ' +
        'ferritin and transferrin saturation are high.',
      synonyms: ['HFE', 'hemochromatoza', 'haemochromatosis', 'C282Y', 'H63D', 'iron overload'],
      preparation: GENETIC_TEXT,
    },
  ),
  described(
    test('hla-dq2-dq8', 'Coeliac disease genes (HLA-DQ2 and HLA-DQ8)', 'genetic-tests', null, 17900, 120, {
      turnaroundDays: 14,
    }),
    {
      measures:
        'Almost everyone with coeliac disease carries one of these tissue types: a negative result practically rules ' +
        'it out, even on a gluten-free diet.',
      synonyms: ['HLA-DQ2', 'HLA-DQ8', 'celiakia', 'coeliac genes', 'celiac genetic test'],
      preparation: GENETIC_TEXT,
    },
  ),
  described(
    test('cyp2c19', 'CYP2C19 genotype (clopidogrel and antidepressant response)', 'pharmacogenetics', null, 14900, 70, {
      turnaroundDays: 14,
    }),
    {
      measures:
        'Variants of the liver enzyme that activates clopidogrel and breaks down some antidepressants and acid-reducing ' +
        'medicines: whether a standard dose will work for you.',
      synonyms: ['CYP2C19', 'clopidogrel', 'klopidogrel', 'pharmacogenetics', 'farmakogenetyka'],
      preparation: GENETIC_TEXT,
    },
  ),
  described(
    test('dpyd', 'DPYD genotype before fluoropyrimidine chemotherapy', 'pharmacogenetics', null, 17900, 60, {
      turnaroundDays: 10,
    }),
    {
      measures:
        'Variants that slow the breakdown of 5-fluorouracil and capecitabine: carriers need a lower dose to avoid ' +
        'severe side effects.',
      synonyms: ['DPYD', 'DPD', '5-FU', 'capecitabine', 'kapecytabina', 'fluorouracil'],
      preparation: GENETIC_TEXT,
    },
  ),
  described(
    test(
      'brca1-chek2-polish-founder',
      'BRCA1 and CHEK2 founder mutations common in Poland',
      'hereditary-cancer-risk',
      null,
      19900,
      140,
      { turnaroundDays: 21 },
    ),
    {
      measures:
        'The BRCA1 and CHEK2 variants behind most inherited breast and ovarian cancer risk in Polish families, among ' +
        'them BRCA1 5382insC, C61G and 4153delA, and CHEK2 1100delC and I157T.',
      synonyms: ['BRCA1', 'CHEK2', 'BRCA', 'rak piersi', 'breast cancer gene', '5382insC'],
      preparation: GENETIC_TEXT,
    },
  ),
  described(
    test(
      'brca1-brca2-sequencing',
      'BRCA1 and BRCA2 genes, full sequencing',
      'hereditary-cancer-risk',
      null,
      59900,
      70,
      {
        turnaroundDays: 28,
      },
    ),
    {
      measures:
        'Every coding part of both genes read for harmful variants: for people with a strong family history of ' +
        'breast, ovarian, prostate or pancreatic cancer.',
      synonyms: ['BRCA1', 'BRCA2', 'BRCA', 'NGS BRCA', 'rak piersi', 'rak jajnika'],
      preparation: GENETIC_TEXT,
    },
  ),
];
