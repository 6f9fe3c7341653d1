/** What patients type: names, abbreviations, Polish words, typos, and words as they are being typed. */
const WHOLE_QUERIES = [
  'vit d',
  'tsh',
  'b12',
  'cholesterol',
  'cholestrol',
  'ferritn',
  'żelazo',
  'zelazo',
  'witamina d',
  'morfologia',
  'hba1c',
  'crp',
  'lipid',
  'igg',
  'borelioza',
  'covid',
  'thyroid',
  'testosteron',
  'psa',
  'alergia',
  'hemoglobin',
  'anti-tpo',
  'k',
  'ige',
  'vitamin b',
  'blood count',
  'helicobacter',
  'pregnancy test',
  'd dimer',
  'insulin resistance',
];

const TYPED_WORDS = ['ferritin', 'cholesterol', 'magnesium', 'progesterone'];

/** Every query once, including each word from its second letter on, as results-as-you-type asks for it. */
export function searchQueries(): string[] {
  const typing = TYPED_WORDS.flatMap((word) =>
    Array.from({ length: word.length - 1 }, (_, index) => word.slice(0, index + 2)),
  );
  return [...WHOLE_QUERIES, ...typing];
}
