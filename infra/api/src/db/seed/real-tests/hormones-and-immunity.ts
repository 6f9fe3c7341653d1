import { described, FASTING, test, type DescribedTest } from '../demo-test';
import { CYCLE_DAY_TEXT, GLUTEN_TEXT } from '../preparation-texts';

/** Hormones beyond the basics, pregnancy, and the antibody tests of autoimmune and immune disorders. */
export const HORMONE_AND_IMMUNITY_TESTS: DescribedTest[] = [
  described(test('shbg', 'Sex hormone-binding globulin (SHBG)', 'hormones', null, 3500, 230, { turnaroundDays: 2 }), {
    measures:
      'The protein that carries testosterone and oestradiol in the blood: with total testosterone it shows how ' +
      'much of the hormone is free to act.',
    synonyms: ['SHBG', 'globulina wiążąca hormony płciowe'],
  }),
  described(test('dht', 'Dihydrotestosterone (DHT)', 'mens-health', null, 6900, 120, { turnaroundDays: 7 }), {
    measures:
      'The most potent male hormone, made from testosterone in the skin and prostate: behind male-pattern hair loss ' +
      'and prostate enlargement.',
    synonyms: ['DHT', 'dihydrotestosteron'],
  }),
  described(
    test('acth', 'Adrenocorticotropic hormone (ACTH)', 'adrenal-glands', null, 5500, 120, { turnaroundDays: 2 }),
    {
      measures: 'The pituitary hormone that drives the adrenal glands; read with the morning cortisol.',
      synonyms: ['ACTH', 'kortykotropina', 'corticotropin'],
      preparation: 'Sample taken between 7:00 and 9:00 in the morning, after 15 minutes of rest.',
    },
  ),
  described(
    test('aldosterone-renin', 'Aldosterone and renin, with their ratio', 'adrenal-glands', null, 8900, 100, {
      turnaroundDays: 5,
    }),
    {
      measures:
        'The hormones that set salt balance and blood pressure: a high ratio points to an adrenal cause of high ' +
        "blood pressure (Conn's syndrome).",
      synonyms: ['ARR', 'aldosteron', 'renina', 'aldosterone renin ratio', 'Conn'],
      preparation:
        'Sample taken in the morning, after at least 2 hours up and about and 15 minutes seated. Some blood pressure ' +
        'medicines change the result: ask your doctor before the test.',
    },
  ),
  described(
    test('growth-hormone', 'Growth hormone (GH)', 'pituitary', null, 3900, 90, { ...FASTING, turnaroundDays: 2 }),
    {
      measures: 'The pituitary hormone of growth. A single value swings through the day, so it is read with IGF-1.',
      synonyms: ['GH', 'HGH', 'hormon wzrostu', 'somatotropin', 'somatotropina'],
      preparation: 'Fast overnight and rest for 30 minutes before the sample.',
    },
  ),
  described(
    test('igf-1', 'Insulin-like growth factor 1 (IGF-1)', 'pituitary', null, 5900, 110, { turnaroundDays: 3 }),
    {
      measures:
        'Made by the liver under the control of growth hormone and steady through the day: the screening test for ' +
        'too much or too little growth hormone.',
      synonyms: ['IGF-1', 'IGF1', 'somatomedyna C', 'somatomedin C'],
    },
  ),
  described(test('inhibin-b', 'Inhibin B', 'fertility', null, 7900, 90, { turnaroundDays: 7 }), {
    measures:
      'A hormone of the developing egg follicles in women and of sperm production in men: ovarian reserve and male ' +
      'fertility.',
    synonyms: ['inhibina B', 'inhibin'],
    preparation: CYCLE_DAY_TEXT,
  }),
  described(
    test(
      'papp-a-free-beta-hcg',
      'First-trimester blood screening (PAPP-A and free beta-hCG)',
      'pregnancy',
      null,
      8900,
      150,
      {
        turnaroundDays: 3,
      },
    ),
    {
      measures:
        'The blood part of the combined first-trimester screening: with the nuchal translucency scan it estimates the ' +
        "chance of Down's syndrome and other chromosomal conditions.",
      synonyms: ['PAPP-A', 'test podwójny', 'double test', 'free beta hCG', 'combined test', 'Down syndrome screening'],
      preparation:
        'Between 11+0 and 13+6 weeks of pregnancy, ideally a few days before the nuchal scan. Bring the date of your ' +
        'last period or of the dating scan.',
    },
  ),
  described(
    test('urine-hcg', 'Pregnancy test in urine (hCG, qualitative)', 'pregnancy', null, 900, 260, {
      sampleType: 'urine',
    }),
    {
      measures:
        'Whether the pregnancy hormone hCG is in the urine: a yes or no answer from about the first day of a missed ' +
        'period. The blood test measures the amount.',
      synonyms: ['test ciążowy z moczu', 'urine pregnancy test', 'hCG w moczu', 'ciąża'],
      preparation: 'First morning urine, which holds the most hCG.',
    },
  ),
  described(
    test('anti-dsdna', 'Double-stranded DNA antibodies (anti-dsDNA)', 'autoimmune-diseases', null, 5500, 140, {
      turnaroundDays: 5,
    }),
    {
      measures: 'Antibodies typical of systemic lupus erythematosus; their level also follows how active it is.',
      synonyms: ['anti-dsDNA', 'dsDNA', 'SLE', 'lupus', 'toczeń'],
    },
  ),
  described(
    test('anca', 'Anti-neutrophil cytoplasmic antibodies (ANCA)', 'autoimmune-diseases', null, 6900, 100, {
      turnaroundDays: 7,
    }),
    {
      measures:
        'Antibodies found in inflammation of the small blood vessels (vasculitis), such as granulomatosis with ' +
        'polyangiitis.',
      synonyms: ['ANCA', 'c-ANCA', 'p-ANCA', 'vasculitis', 'zapalenie naczyń'],
    },
  ),
  described(test('total-iga', 'Total IgA', 'coeliac-disease', null, 1900, 230, { turnaroundDays: 2 }), {
    measures:
      'All IgA antibodies together: a low IgA makes the coeliac IgA tests falsely negative, so it is checked ' +
      'alongside them.',
    synonyms: ['IgA', 'IgA całkowite', 'immunoglobulin A'],
  }),
  described(
    test('ema-iga', 'Endomysial IgA antibodies (EMA IgA)', 'coeliac-disease', null, 4900, 150, { turnaroundDays: 5 }),
    {
      measures: 'A highly specific coeliac antibody test, used to confirm a positive tTG result.',
      synonyms: ['EMA', 'endomysium', 'celiakia', 'coeliac', 'celiac'],
      preparation: GLUTEN_TEXT,
    },
  ),
  described(
    test('dgp-igg', 'Deamidated gliadin peptide IgG antibodies (DGP IgG)', 'coeliac-disease', null, 4900, 110, {
      turnaroundDays: 5,
    }),
    {
      measures: 'A coeliac antibody test for people with low IgA, and for children under two.',
      synonyms: ['DGP', 'gliadyna', 'gliadin', 'celiakia', 'coeliac'],
      preparation: GLUTEN_TEXT,
    },
  ),
  described(
    test('anti-ccp', 'Cyclic citrullinated peptide antibodies (anti-CCP)', 'rheumatology', null, 4900, 210, {
      turnaroundDays: 3,
    }),
    {
      measures:
        'The most specific blood test for rheumatoid arthritis; it can be positive years before the joints swell.',
      synonyms: ['anti-CCP', 'ACPA', 'CCP', 'RA', 'reumatoidalne zapalenie stawów'],
    },
  ),
  described(test('hla-b27', 'HLA-B27', 'rheumatology', null, 8900, 160, { turnaroundDays: 7 }), {
    measures:
      'A tissue type carried by most people with ankylosing spondylitis: helps explain long-lasting inflammatory back ' +
      'pain.',
    synonyms: ['HLA B27', 'ankylosing spondylitis', 'ZZSK', 'spondyloartropatia'],
  }),
  described(
    test('immunoglobulins', 'Immunoglobulins IgG, IgA and IgM', 'immunology', null, 4900, 150, { turnaroundDays: 2 }),
    {
      measures:
        'The three main classes of antibodies: too few with frequent infections, too many in long-lasting ' +
        'inflammation and myeloma.',
      synonyms: ['immunoglobuliny', 'IgG IgA IgM', 'antibody levels'],
    },
  ),
  described(test('tryptase', 'Tryptase', 'immunology', null, 7900, 80, { turnaroundDays: 5 }), {
    measures:
      'A mast cell enzyme: confirms a severe allergic reaction when taken 1 to 4 hours after it, and is checked ' +
      'before treatment for insect venom allergy.',
    synonyms: ['tryptaza', 'mast cell tryptase'],
  }),
  described(
    test('achr-antibodies', 'Acetylcholine receptor antibodies (anti-AChR)', 'neurology', null, 9900, 60, {
      turnaroundDays: 10,
    }),
    {
      measures:
        'Antibodies that block the signal from nerve to muscle: they confirm myasthenia gravis in drooping eyelids, ' +
        'double vision or weakness that worsens with use.',
      synonyms: ['AChR', 'anty-AChR', 'miastenia', 'myasthenia gravis'],
    },
  ),
  described(
    test('free-light-chains', 'Serum free light chains, kappa and lambda', 'haemato-oncology', null, 8900, 70, {
      turnaroundDays: 5,
    }),
    {
      measures:
        'Antibody fragments made in excess by abnormal plasma cells: with protein electrophoresis they find and ' +
        'follow myeloma.',
      synonyms: ['FLC', 'wolne łańcuchy lekkie', 'kappa lambda', 'myeloma', 'szpiczak'],
    },
  ),
  described(
    test('beta-2-microglobulin', 'Beta-2 microglobulin', 'haemato-oncology', null, 4500, 70, {
      turnaroundDays: 3,
    }),
    {
      measures:
        'A protein on the surface of cells that rises with the amount of disease in myeloma and lymphoma, and in ' +
        'kidney failure.',
      synonyms: ['B2M', 'beta-2-mikroglobulina', 'β2-microglobulin'],
    },
  ),
  described(
    test(
      'red-cell-antibody-screen',
      'Red cell antibody screen (indirect antiglobulin test)',
      'blood-group-and-transfusion',
      null,
      3900,
      200,
      { turnaroundDays: 2 },
    ),
    {
      measures:
        "Antibodies against other people's red cells: checked in pregnancy, above all in RhD-negative mothers, and " +
        'before surgery or a transfusion.',
      synonyms: ['przeciwciała odpornościowe', 'indirect Coombs', 'IAT', 'antibody screen', 'badanie przeglądowe'],
    },
  ),
];
