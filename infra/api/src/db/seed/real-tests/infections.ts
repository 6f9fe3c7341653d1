import { described, test, type DescribedTest } from '../demo-test';
import { FIRST_VOID_URINE_TEXT, STOOL_TEXT } from '../preparation-texts';

/** Infections beyond the common screens: viruses, bacteria, parasites, hepatitis and the tick-borne diseases. */
export const INFECTION_TESTS: DescribedTest[] = [
  described(
    test('ebv-vca-igg', 'Epstein–Barr virus VCA IgG antibodies', 'viral-infections', null, 4500, 150, {
      turnaroundDays: 2,
    }),
    {
      measures: 'A past or current Epstein–Barr virus infection; read with the VCA IgM antibodies.',
      synonyms: ['EBV', 'mononukleoza', 'mono', 'glandular fever', 'mononucleosis'],
    },
  ),
  described(test('measles-igg', 'Measles IgG antibodies', 'viral-infections', null, 3900, 150, { turnaroundDays: 3 }), {
    measures: 'Immunity to measles after vaccination or a past infection.',
    synonyms: ['odra', 'measles', 'morbilli'],
  }),
  described(
    test('varicella-igg', 'Varicella-zoster virus IgG antibodies', 'viral-infections', null, 3900, 140, {
      turnaroundDays: 3,
    }),
    {
      measures: 'Immunity to chickenpox, checked before pregnancy and before treatments that weaken immunity.',
      synonyms: ['ospa wietrzna', 'chickenpox', 'VZV', 'shingles', 'półpasiec'],
    },
  ),
  described(
    test('mycoplasma-igm', 'Mycoplasma pneumoniae IgM antibodies', 'bacterial-infections', null, 4500, 140, {
      turnaroundDays: 3,
    }),
    {
      measures: 'A recent Mycoplasma infection, a common cause of "walking" pneumonia and a cough that lingers.',
      synonyms: ['mykoplazma', 'mycoplasma', 'atypical pneumonia'],
    },
  ),
  described(
    test('pertussis-igg', 'Pertussis toxin IgG antibodies (whooping cough)', 'bacterial-infections', null, 4900, 120, {
      turnaroundDays: 3,
    }),
    {
      measures:
        'Antibodies against the toxin of Bordetella pertussis: a recent whooping cough infection behind a cough of ' +
        'several weeks.',
      synonyms: ['krztusiec', 'whooping cough', 'pertussis', 'Bordetella'],
    },
  ),
  described(
    test('h-pylori-igg', 'Helicobacter pylori IgG antibodies', 'bacterial-infections', null, 3500, 170, {
      turnaroundDays: 2,
    }),
    {
      measures:
        'A current or past Helicobacter pylori infection of the stomach; the stool antigen test shows whether it is ' +
        'still there.',
      synonyms: ['H. pylori', 'helicobacter', 'HP IgG'],
    },
  ),
  described(
    test('stool-parasites', 'Stool microscopy for parasites and their eggs', 'parasites-and-fungi', null, 3900, 200, {
      sampleType: 'stool',
      turnaroundDays: 3,
    }),
    {
      measures: 'Worm eggs and parasites such as roundworm, whipworm and Giardia, looked for under the microscope.',
      synonyms: ['pasożyty', 'kał na pasożyty', 'ova and parasites', 'O&P', 'worms', 'robaki'],
      preparation: `${STOOL_TEXT} Three samples from different days find more than one.`,
    },
  ),
  described(
    test('giardia-antigen', 'Giardia lamblia antigen in stool', 'parasites-and-fungi', null, 4500, 130, {
      sampleType: 'stool',
      turnaroundDays: 2,
    }),
    {
      measures: 'Giardia, a parasite behind diarrhoea and bloating, found in stool more reliably than by microscope.',
      synonyms: ['lamblia', 'giardia', 'giardioza', 'lamblioza'],
      preparation: STOOL_TEXT,
    },
  ),
  described(
    test('gonorrhoea-pcr', 'Neisseria gonorrhoeae DNA (PCR)', 'sexually-transmitted-infections', null, 12900, 150, {
      sampleType: 'urine',
      turnaroundDays: 3,
    }),
    {
      measures: 'Genetic material of the bacterium that causes gonorrhoea.',
      synonyms: ['rzeżączka', 'gonorrhoea', 'gonorrhea', 'GC', 'tryper'],
      preparation: FIRST_VOID_URINE_TEXT,
    },
  ),
  described(
    test(
      'hsv-igg',
      'Herpes simplex virus types 1 and 2 IgG antibodies',
      'sexually-transmitted-infections',
      null,
      5900,
      130,
      { turnaroundDays: 3 },
    ),
    {
      measures: 'A past infection with the cold sore virus (type 1) or the genital herpes virus (type 2).',
      synonyms: ['HSV', 'HSV-1', 'HSV-2', 'opryszczka', 'herpes'],
    },
  ),
  described(
    test('anti-hbc', 'Hepatitis B core antibodies, total (anti-HBc)', 'hepatitis', null, 3500, 200, {
      turnaroundDays: 2,
    }),
    {
      measures: 'Any hepatitis B infection, past or present; vaccination does not make these antibodies.',
      synonyms: ['anti-HBc', 'anty-HBc', 'HBc', 'hepatitis B', 'WZW B'],
    },
  ),
  described(
    test('anti-hav-igg', 'Hepatitis A IgG antibodies (anti-HAV IgG)', 'hepatitis', null, 3900, 160, {
      turnaroundDays: 2,
    }),
    {
      measures: 'Immunity to hepatitis A after vaccination or infection: whether you need the vaccine before travel.',
      synonyms: ['HAV', 'anti-HAV', 'WZW A', 'hepatitis A', 'żółtaczka pokarmowa'],
    },
  ),
  described(test('anti-hdv', 'Hepatitis D antibodies (anti-HDV)', 'hepatitis', null, 5900, 60, { turnaroundDays: 5 }), {
    measures:
      'Hepatitis D (delta), which infects only people who already carry hepatitis B; tested after a positive ' +
      'HBsAg.',
    synonyms: ['HDV', 'anti-HDV', 'WZW D', 'hepatitis delta'],
  }),
  described(
    test('sars-cov-2-antibodies', 'SARS-CoV-2 spike antibodies (anti-S), quantitative', 'covid-19', null, 4900, 90),
    {
      measures: 'Antibodies against the coronavirus spike protein, made after an infection or a vaccination.',
      synonyms: ['covid antibodies', 'przeciwciała covid', 'anti-S', 'covid IgG', 'koronawirus'],
    },
  ),
  described(
    test('tbe-igm', 'Tick-borne encephalitis virus IgM antibodies', 'tick-borne-diseases', null, 4900, 130, {
      turnaroundDays: 3,
    }),
    {
      measures:
        'A recent infection with the tick-borne encephalitis virus, common in north-eastern Poland: fever, then ' +
        'headache a week or two after a bite.',
      synonyms: ['KZM', 'kleszczowe zapalenie mózgu', 'TBE', 'tick-borne encephalitis', 'kleszcz'],
    },
  ),
  described(
    test('tbe-igg', 'Tick-borne encephalitis virus IgG antibodies', 'tick-borne-diseases', null, 4900, 120, {
      turnaroundDays: 3,
    }),
    {
      measures: 'Immunity after vaccination or a past infection; with the IgM antibodies, a recent infection.',
      synonyms: ['KZM', 'kleszczowe zapalenie mózgu', 'TBE', 'tick-borne encephalitis', 'kleszcz'],
    },
  ),
  described(
    test(
      'stool-culture',
      'Stool culture for Salmonella, Shigella, Campylobacter and Yersinia',
      'microbiology-cultures',
      null,
      4900,
      120,
      { sampleType: 'stool', turnaroundDays: 4 },
    ),
    {
      measures: 'The bacteria behind food poisoning and bloody diarrhoea, grown from stool.',
      synonyms: ['posiew kału', 'stool culture', 'food poisoning', 'zatrucie pokarmowe', 'biegunka'],
      preparation: `${STOOL_TEXT} Give it before starting antibiotics.`,
    },
  ),
];
