import { means, type AnalyteEntry } from './analyte-entry';

const SALT_DOCTOR =
  'Talk to a doctor about a value outside the range; at once if you feel confused, very weak or have palpitations.';
const IRON_DOCTOR = 'Talk to a doctor before taking iron: the iron tests are read together, with your haemoglobin.';

/** Salts, minerals, iron and vitamins of the blood. */
export const MINERAL_AND_VITAMIN_ANALYTES: readonly AnalyteEntry[] = [
  {
    loincs: ['2951-2'],
    name: 'Sodium',
    measures: 'A salt in the blood that keeps the body’s water in balance.',
    low: {
      usuallyMeans: 'Low sodium often comes from drinking a lot of water, some medicines, or vomiting and diarrhoea.',
      doesNotMean: 'It does not mean you need to eat more salt.',
      whenToSeeADoctor: 'See a doctor soon, at once if you feel confused, drowsy or have a headache.',
    },
    high: {
      usuallyMeans: 'High sodium usually means the body is short of water (dehydration).',
      doesNotMean: 'It does not mean you eat too much salt.',
      whenToSeeADoctor: 'Drink fluids and see a doctor if it does not settle or you feel unwell.',
    },
    talkToDoctor: SALT_DOCTOR,
    valence: 1,
  },
  {
    loincs: ['2823-3'],
    name: 'Potassium',
    measures: 'A salt in the blood that nerves, muscles and the heart need to work properly.',
    low: {
      usuallyMeans: 'Low potassium often follows vomiting, diarrhoea or water tablets (diuretics).',
      doesNotMean: 'It does not by itself mean a heart or kidney disease.',
      whenToSeeADoctor: 'See a doctor soon, sooner if you have muscle weakness, cramps or palpitations.',
    },
    high: {
      usuallyMeans:
        'High potassium can come from the kidneys, some medicines, or from the sample itself if blood cells broke during collection.',
      doesNotMean: 'It does not always mean the potassium in your body is high; a repeat test often clears it up.',
      whenToSeeADoctor: 'See a doctor soon for a repeat test, at once if you have palpitations or weakness.',
    },
    talkToDoctor: SALT_DOCTOR,
    valence: 1,
  },
  {
    loincs: ['2075-0'],
    name: 'Chloride',
    measures: 'A salt in the blood that works with sodium to keep the body’s water and acid in balance.',
    high: means('A high chloride usually means dehydration, or goes with high sodium.'),
    low: means('A low chloride often follows vomiting, or goes with low sodium.'),
    talkToDoctor: 'Talk to a doctor, who will read it with your sodium and other salts.',
    valence: 1,
  },
  {
    loincs: ['17861-6', '2000-8'],
    name: 'Calcium',
    measures: 'The mineral that keeps bones strong and helps nerves and muscles work.',
    high: means(
      'A raised calcium can come from the parathyroid glands, too much vitamin D or calcium supplements, or dehydration.',
    ),
    low: means('A low calcium often goes with low vitamin D, low magnesium or a low albumin in the blood.'),
    talkToDoctor:
      'Talk to a doctor about a value outside the range, at once if you have muscle cramps, tingling or confusion.',
    molarMass: 40.078,
    valence: 2,
  },
  {
    loincs: ['19123-9', '2601-3'],
    name: 'Magnesium',
    measures: 'A mineral that muscles, nerves and the heart need.',
    high: means(
      'A raised magnesium is uncommon; it usually follows supplements or laxatives, or reduced kidney function.',
    ),
    low: means(
      'A low magnesium often follows diarrhoea, alcohol, some medicines such as water tablets or acid-reducing tablets.',
    ),
    talkToDoctor:
      'Talk to a doctor about a value outside the range, sooner if you have cramps, twitching or palpitations.',
    molarMass: 24.305,
    valence: 2,
  },
  {
    loincs: ['2777-1', '14879-1'],
    name: 'Phosphate',
    measures: 'A mineral that works with calcium in bones and that cells need for energy.',
    high: means('A raised phosphate is normal in growing children; in adults it can go with reduced kidney function.'),
    low: means(
      'A low phosphate can follow poor nutrition, alcohol, or problems with vitamin D or the parathyroid glands.',
    ),
    talkToDoctor: 'Talk to a doctor, who will read it with your calcium and kidney tests.',
    molarMass: 30.974,
  },
  {
    loincs: ['2276-4'],
    name: 'Ferritin (iron stores)',
    measures: 'The protein that stores iron: it shows how much iron your body has in reserve.',
    low: {
      usuallyMeans: 'Low ferritin means the body’s iron stores are low, often from blood loss or diet.',
      doesNotMean: 'It does not by itself mean anaemia.',
      whenToSeeADoctor: 'See a doctor to find the cause before taking iron.',
    },
    high: {
      usuallyMeans: 'High ferritin often follows inflammation or infection, and sometimes too much iron.',
      doesNotMean: 'It does not by itself mean iron overload.',
      whenToSeeADoctor: 'See a doctor if it stays high on a repeat test.',
    },
    talkToDoctor: IRON_DOCTOR,
  },
  {
    loincs: ['2498-4', '14798-3'],
    name: 'Iron',
    measures: 'The iron in your blood at the moment of the test; it changes through the day and with meals.',
    high: means(
      'A high value can follow iron tablets or a recent meal; a lasting high value needs the other iron tests.',
    ),
    low: means('A low value can mean low iron stores, but also follows infection or inflammation.'),
    talkToDoctor: IRON_DOCTOR,
    molarMass: 55.845,
  },
  {
    loincs: ['2500-7'],
    name: 'Total iron-binding capacity (TIBC)',
    measures: 'How much iron your blood could carry: it rises when the body is short of iron.',
    high: means('A high value usually means the body is short of iron; it also rises in pregnancy and with the pill.'),
    low: means('A low value can go with inflammation, illness or a lot of stored iron.'),
    talkToDoctor: IRON_DOCTOR,
    molarMass: 55.845,
  },
  {
    loincs: ['2502-3'],
    name: 'Transferrin saturation',
    measures: 'How full the iron-carrying protein transferrin is with iron.',
    high: means('A high value can follow iron tablets; a lasting high value can mean the body stores too much iron.'),
    low: means('A low value usually means the body is short of iron.'),
    talkToDoctor: IRON_DOCTOR,
  },
  {
    loincs: ['3034-6'],
    name: 'Transferrin',
    measures: 'The protein that carries iron in the blood.',
    high: means(
      'A high transferrin usually means the body is short of iron; it also rises in pregnancy and with the pill.',
    ),
    low: means('A low transferrin can go with inflammation, illness, poor nutrition or a lot of stored iron.'),
    talkToDoctor: IRON_DOCTOR,
  },
  {
    loincs: ['5763-8'],
    name: 'Zinc',
    measures: 'A trace mineral needed for the immune system, healing, taste and smell.',
    high: means('A raised zinc usually follows supplements.'),
    low: means('A low zinc can follow a diet low in meat and seafood, gut problems, alcohol or recent illness.'),
    talkToDoctor: 'Talk to a doctor or pharmacist before taking zinc, as too much can lower copper.',
    molarMass: 65.38,
  },
  {
    loincs: ['62292-8'],
    name: 'Vitamin D (25-OH)',
    measures: 'The stored form of vitamin D, which the body needs for strong bones and muscles.',
    low: {
      usuallyMeans: 'Low vitamin D is very common, especially in winter and with little time outdoors.',
      doesNotMean: 'It does not mean a bone disease.',
      whenToSeeADoctor: 'Ask a doctor or pharmacist about a suitable supplement dose.',
    },
    high: {
      usuallyMeans: 'High vitamin D almost always comes from taking large supplement doses.',
      doesNotMean: 'It does not mean extra health benefit.',
      whenToSeeADoctor: 'Stop extra supplements and see a doctor.',
    },
    talkToDoctor:
      'Ask a doctor or pharmacist about a low value before choosing a supplement dose, and about a high one.',
    // Counted as 25-hydroxyvitamin D3, as laboratories convert ng/mL to nmol/L.
    molarMass: 400.64,
  },
  {
    loincs: ['2132-9', '14685-2'],
    name: 'Vitamin B12',
    measures: 'A vitamin needed to make red blood cells and keep nerves healthy.',
    high: means('A high value usually follows supplements or injections; without them it is worth a doctor’s look.'),
    low: means(
      'A low value can follow a vegan diet, some medicines such as metformin or acid-reducing tablets, or poor absorption.',
    ),
    talkToDoctor: 'Talk to a doctor about a low value, sooner if you have tingling, numbness or tiredness.',
    molarMass: 1355.37,
  },
  {
    loincs: ['2284-8', '14732-2'],
    name: 'Folate (folic acid)',
    measures: 'A B vitamin needed to make red blood cells, and important before and during pregnancy.',
    high: means('A high value usually follows supplements or fortified foods and is not a concern.'),
    low: means('A low value often follows a diet low in green vegetables, alcohol or some medicines.'),
    talkToDoctor: 'Talk to a doctor about a low value, and before a pregnancy.',
    molarMass: 441.4,
  },
];
