import { described, FASTING, test, type DescribedTest } from '../demo-test';
import { FASTING_TEXT, STOOL_TEXT } from '../preparation-texts';

/** Second-line tests of the thyroid, kidneys, metabolism, blood, bones and bowel, as a specialist orders them. */
export const ORGAN_SYSTEM_TESTS: DescribedTest[] = [
  described(test('anti-tg', 'Thyroglobulin antibodies (anti-TG)', 'thyroid', null, 4200, 250, { turnaroundDays: 2 }), {
    measures:
      "Antibodies against thyroglobulin, a protein of the thyroid: a second marker of Hashimoto's disease, and " +
      'needed to read thyroglobulin after treatment for thyroid cancer.',
    synonyms: ['ATG', 'anti-TG', 'anty-TG', 'TgAb', 'przeciwciała anty-TG', 'Hashimoto'],
  }),
  described(test('trab', 'TSH receptor antibodies (TRAb)', 'thyroid', null, 6900, 170, { turnaroundDays: 3 }), {
    measures:
      "Antibodies that switch the thyroid on: they confirm Graves' disease as the cause of an overactive thyroid.",
    synonyms: ['TRAb', 'anty-TSHR', 'TSI', 'Graves', 'choroba Gravesa-Basedowa'],
  }),
  described(test('c-peptide', 'C-peptide', 'diabetes', null, 3900, 180, { ...FASTING, turnaroundDays: 2 }), {
    measures:
      'Released with insulin in equal amounts: shows how much insulin the pancreas still makes, even in people who ' +
      'inject insulin.',
    synonyms: ['C-peptyd', 'peptyd C', 'c peptide'],
    preparation: FASTING_TEXT,
  }),
  described(test('cystatin-c', 'Cystatin C with eGFR', 'kidneys-and-urinary-tract', null, 3900, 170), {
    measures:
      'A protein the kidneys clear that muscle mass does not affect: a second estimate of kidney filtration where ' +
      'creatinine may mislead (very muscular or very thin people, the elderly).',
    synonyms: ['cystatyna C', 'cystatin', 'kidney function'],
  }),
  described(
    test('urine-acr', 'Albumin-to-creatinine ratio in urine (ACR)', 'urine-tests', null, 2500, 210, {
      sampleType: 'urine',
    }),
    {
      measures:
        'Small amounts of albumin leaking into the urine: the earliest sign of kidney damage from diabetes or high ' +
        'blood pressure.',
      synonyms: ['ACR', 'UACR', 'albuminuria', 'mikroalbuminuria', 'microalbumin'],
      preparation: 'First morning urine, midstream, in a clean container. Avoid hard exercise the day before.',
    },
  ),
  described(
    test('vitamin-d-1-25-oh', 'Vitamin D 1,25-(OH)2, the active form', 'vitamins-and-minerals', null, 8900, 90, {
      turnaroundDays: 7,
    }),
    {
      measures:
        'The active hormone form of vitamin D, made by the kidneys. Needed only in kidney disease or unexplained ' +
        'high calcium: for your vitamin D stores, the 25-OH test is the right one.',
      synonyms: [
        '1,25-dihydroxyvitamin D',
        'calcitriol',
        'kalcytriol',
        '1,25(OH)2D',
        'active vitamin D',
        'aktywna witamina D',
      ],
    },
  ),
  described(
    test('active-b12', 'Active vitamin B12 (holotranscobalamin)', 'vitamins-and-minerals', null, 4900, 150, {
      turnaroundDays: 2,
    }),
    {
      measures:
        'The part of vitamin B12 bound to the protein that delivers it to cells: shows an early deficiency that ' +
        'total B12 can miss.',
      synonyms: ['holoTC', 'active B12', 'holotranskobalamina', 'aktywna witamina B12'],
    },
  ),
  described(test('fibrinogen', 'Fibrinogen', 'coagulation', null, 1500, 190), {
    measures:
      'The clotting protein that forms the mesh of a clot: low levels bleed easily, high levels go with ' +
      'inflammation and heart risk.',
    synonyms: ['fibrynogen', 'FIB'],
  }),
  described(
    test('psa-free', 'Prostate-specific antigen, free (fPSA)', 'tumour-markers', null, 3900, 220, {
      turnaroundDays: 2,
    }),
    {
      measures:
        'The share of PSA not bound to proteins: when total PSA is slightly raised, a low share points towards ' +
        'cancer rather than a benign enlargement.',
      synonyms: ['fPSA', 'free PSA', 'wolny PSA', 'PSA ratio'],
      preparation: 'Avoid cycling, sexual activity and prostate examinations for 48 hours before.',
    },
  ),
  described(
    test('ca-19-9', 'Cancer antigen 19-9 (CA 19-9)', 'tumour-markers', null, 4900, 150, { turnaroundDays: 2 }),
    {
      measures: 'A tumour marker used to follow pancreatic and bile duct cancer; it is not a screening test.',
      synonyms: ['CA19-9', 'CA 19.9', 'pancreatic cancer marker'],
    },
  ),
  described(test('afp', 'Alpha-fetoprotein (AFP)', 'tumour-markers', null, 3900, 140, { turnaroundDays: 2 }), {
    measures: 'A protein followed in liver cancer and in some testicular tumours; it is not a screening test.',
    synonyms: ['AFP', 'alfa-fetoproteina', 'alpha fetoprotein'],
  }),
  described(
    test('ca-15-3', 'Cancer antigen 15-3 (CA 15-3)', 'tumour-markers', null, 4900, 130, { turnaroundDays: 2 }),
    {
      measures: 'A tumour marker used to follow breast cancer treatment; it is not a screening test.',
      synonyms: ['CA15-3', 'CA 15.3', 'breast cancer marker'],
    },
  ),
  described(
    test('ctx', 'Beta-CrossLaps (CTX), bone breakdown marker', 'bone-metabolism', null, 5900, 110, {
      ...FASTING,
      turnaroundDays: 3,
    }),
    {
      measures: 'Fragments of collagen released as bone is broken down: used to follow treatment for osteoporosis.',
      synonyms: ['CTX', 'beta-CTX', 'CrossLaps', 'osteoporoza', 'osteoporosis'],
      preparation:
        'Fast overnight and give the sample before 10:00: the level is highest early in the morning and falls ' +
        'after a meal.',
    },
  ),
  described(
    test('p1np', 'Total P1NP, bone formation marker', 'bone-metabolism', null, 5900, 100, { turnaroundDays: 3 }),
    {
      measures:
        'A fragment released as new bone collagen is laid down: shows bone building, for example on treatment for ' +
        'osteoporosis.',
      synonyms: ['P1NP', 'PINP', 'procollagen type 1 N-terminal propeptide', 'osteoporoza'],
    },
  ),
  described(test('ldh', 'Lactate dehydrogenase (LDH)', 'enzymes', null, 1500, 160), {
    measures:
      'An enzyme released when cells of many organs are damaged: broken-down red cells, liver and muscle injury, ' +
      'and some cancers.',
    synonyms: ['LDH', 'LD', 'dehydrogenaza mleczanowa'],
  }),
  described(
    test('protein-electrophoresis', 'Serum protein electrophoresis', 'proteins', null, 3900, 140, {
      turnaroundDays: 3,
    }),
    {
      measures:
        'Separates the blood proteins into albumin and the globulin fractions: looks for inflammation, liver disease ' +
        'and the single abnormal protein of myeloma.',
      synonyms: ['proteinogram', 'SPEP', 'elektroforeza białek', 'protein electrophoresis'],
    },
  ),
  described(test('hs-crp', 'High-sensitivity CRP (hs-CRP)', 'heart-and-circulation', null, 2500, 190), {
    measures:
      'CRP measured precisely at low levels: a marker of heart and blood vessel risk in people without an infection.',
    synonyms: ['hsCRP', 'hs-CRP', 'cardio CRP', 'białko C-reaktywne wysokoczułe'],
  }),
  described(test('ceruloplasmin', 'Ceruloplasmin', 'metabolic-disorders', null, 3900, 90, { turnaroundDays: 3 }), {
    measures:
      "The protein that carries copper: a low level points to Wilson's disease, in which copper builds up in the " +
      'liver and brain.',
    synonyms: ['ceruloplazmina', 'Wilson', 'choroba Wilsona'],
  }),
  described(
    test('alpha-1-antitrypsin', 'Alpha-1 antitrypsin', 'metabolic-disorders', null, 3900, 80, { turnaroundDays: 3 }),
    {
      measures:
        'A protein that protects the lungs: an inherited deficiency causes emphysema at a young age and liver disease.',
      synonyms: ['A1AT', 'AAT', 'alfa-1-antytrypsyna'],
    },
  ),
  described(
    test('pancreatic-elastase', 'Pancreatic elastase 1 in stool', 'pancreas', null, 6900, 100, {
      sampleType: 'stool',
      turnaroundDays: 5,
    }),
    {
      measures:
        'An enzyme the pancreas releases into the gut: a low level shows it does not make enough digestive ' +
        'enzymes (fatty stools, weight loss).',
      synonyms: ['elastaza trzustkowa', 'elastase', 'pancreatic insufficiency', 'niewydolność trzustki'],
      preparation: STOOL_TEXT,
    },
  ),
  described(
    test('faecal-calprotectin', 'Faecal calprotectin', 'stool-tests', null, 6900, 200, {
      sampleType: 'stool',
      turnaroundDays: 3,
    }),
    {
      measures:
        "A protein of white cells in the bowel wall: tells inflammatory bowel disease (Crohn's disease, ulcerative " +
        'colitis) from irritable bowel syndrome.',
      synonyms: ['kalprotektyna', 'calprotectin', 'IBD', 'Crohn', 'colitis', 'IBS'],
      preparation: STOOL_TEXT,
    },
  ),
];
