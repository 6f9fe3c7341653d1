import type { DemoCategorySlug } from '../categories';
import { described, test, type DescribedTest } from '../demo-test';

const SENSITISATION =
  'shows sensitisation, which together with the reactions you have had tells your doctor whether it is an allergy.';

interface Allergen {
  slug: string;
  /** As the allergen is named on a laboratory's order form, with its code ('Peanut (f13)'). */
  name: string;
  code: string;
  popularity: number;
  synonyms: string[];
}

/** IgE antibodies against one allergen, the code of the allergen being how allergists order it. */
function specificIge(category: DemoCategorySlug, priceMinor: number, allergen: Allergen, about: string): DescribedTest {
  return described(
    test(allergen.slug, `${allergen.name}, specific IgE`, category, null, priceMinor, allergen.popularity, {
      turnaroundDays: 3,
    }),
    {
      measures: `IgE antibodies against ${about}: ${SENSITISATION}`,
      synonyms: [allergen.code, 'sIgE', 'IgE swoiste', 'specific IgE', 'alergia', ...allergen.synonyms],
      preparation: 'Antihistamines do not change this blood test: keep taking your usual medicines.',
    },
  );
}

const food = (allergen: Allergen, about: string) => specificIge('food-allergy', 2900, allergen, about);
const inhaled = (allergen: Allergen, about: string) => specificIge('inhalant-allergy', 2900, allergen, about);
const component = (allergen: Allergen, about: string) => specificIge('allergen-components', 4900, allergen, about);

/** Single allergens of the common food and airborne allergies, insect venoms, penicillins and allergen components. */
export const ALLERGY_TESTS: DescribedTest[] = [
  food(
    {
      slug: 'ige-egg-white',
      name: 'Egg white (f1)',
      code: 'f1',
      popularity: 170,
      synonyms: ['białko jaja', 'jajko', 'egg'],
    },
    'egg white, a common food allergy in young children',
  ),
  food(
    { slug: 'ige-cows-milk', name: "Cow's milk (f2)", code: 'f2', popularity: 190, synonyms: ['mleko krowie', 'milk'] },
    "cow's milk, the most common food allergy in infants",
  ),
  food(
    { slug: 'ige-cod', name: 'Cod (f3)', code: 'f3', popularity: 80, synonyms: ['dorsz', 'fish', 'ryba'] },
    'cod, the usual test for fish allergy',
  ),
  food(
    { slug: 'ige-wheat', name: 'Wheat (f4)', code: 'f4', popularity: 120, synonyms: ['pszenica', 'mąka', 'flour'] },
    'wheat (an allergy, which is not the same as coeliac disease)',
  ),
  food(
    {
      slug: 'ige-peanut',
      name: 'Peanut (f13)',
      code: 'f13',
      popularity: 180,
      synonyms: ['orzeszki ziemne', 'arachidy', 'peanuts', 'groundnut'],
    },
    'peanut as a whole; the Ara h 2 component test tells the risk of a severe reaction',
  ),
  food(
    { slug: 'ige-soybean', name: 'Soybean (f14)', code: 'f14', popularity: 70, synonyms: ['soja', 'soy'] },
    'soybean',
  ),
  food(
    {
      slug: 'ige-hazelnut',
      name: 'Hazelnut (f17)',
      code: 'f17',
      popularity: 110,
      synonyms: ['orzech laskowy', 'orzechy', 'nuts'],
    },
    'hazelnut, often reacting together with birch pollen',
  ),
  food(
    {
      slug: 'ige-shrimp',
      name: 'Shrimp (f24)',
      code: 'f24',
      popularity: 70,
      synonyms: ['krewetka', 'shellfish', 'owoce morza'],
    },
    'shrimp, the usual test for shellfish allergy',
  ),
  inhaled(
    {
      slug: 'ige-house-dust-mite',
      name: 'House dust mite, Dermatophagoides pteronyssinus (d1)',
      code: 'd1',
      popularity: 200,
      synonyms: ['roztocza', 'roztocze kurzu domowego', 'dust mite', 'kurz'],
    },
    'the most common house dust mite, behind year-round runny nose and asthma',
  ),
  inhaled(
    {
      slug: 'ige-dust-mite-farinae',
      name: 'House dust mite, Dermatophagoides farinae (d2)',
      code: 'd2',
      popularity: 130,
      synonyms: ['roztocza', 'dust mite', 'kurz'],
    },
    'the second common house dust mite',
  ),
  inhaled(
    { slug: 'ige-cat', name: 'Cat dander (e1)', code: 'e1', popularity: 170, synonyms: ['kot', 'sierść kota', 'cat'] },
    'cat dander',
  ),
  inhaled(
    { slug: 'ige-dog', name: 'Dog dander (e5)', code: 'e5', popularity: 150, synonyms: ['pies', 'sierść psa', 'dog'] },
    'dog dander',
  ),
  inhaled(
    {
      slug: 'ige-timothy-grass',
      name: 'Timothy grass pollen (g6)',
      code: 'g6',
      popularity: 180,
      synonyms: ['tymotka łąkowa', 'trawy', 'grass pollen', 'hay fever', 'katar sienny'],
    },
    'timothy grass pollen, which stands for the grasses that flower in June',
  ),
  inhaled(
    {
      slug: 'ige-birch-pollen',
      name: 'Birch pollen (t3)',
      code: 't3',
      popularity: 190,
      synonyms: ['brzoza', 'pyłki brzozy', 'birch', 'hay fever', 'katar sienny'],
    },
    'birch pollen, the main tree pollen of spring in Poland',
  ),
  inhaled(
    {
      slug: 'ige-mugwort',
      name: 'Mugwort pollen (w6)',
      code: 'w6',
      popularity: 90,
      synonyms: ['bylica', 'weeds', 'chwasty'],
    },
    'mugwort pollen, a weed of late summer',
  ),
  inhaled(
    {
      slug: 'ige-ragweed',
      name: 'Short ragweed pollen (w1)',
      code: 'w1',
      popularity: 70,
      synonyms: ['ambrozja', 'ragweed'],
    },
    'short ragweed pollen, a late-summer weed spreading across Poland',
  ),
  inhaled(
    {
      slug: 'ige-alternaria',
      name: 'Alternaria alternata mould (m6)',
      code: 'm6',
      popularity: 90,
      synonyms: ['pleśń', 'grzyby pleśniowe', 'mould', 'mold'],
    },
    'Alternaria, an outdoor mould of summer linked to asthma',
  ),
  specificIge(
    'insect-venom-and-drug-allergy',
    3500,
    {
      slug: 'ige-honey-bee-venom',
      name: 'Honey bee venom (i1)',
      code: 'i1',
      popularity: 120,
      synonyms: ['jad pszczoły', 'pszczoła', 'bee sting', 'użądlenie'],
    },
    'honey bee venom, after a strong reaction to a sting',
  ),
  specificIge(
    'insect-venom-and-drug-allergy',
    3500,
    {
      slug: 'ige-wasp-venom',
      name: 'Common wasp venom (i3)',
      code: 'i3',
      popularity: 120,
      synonyms: ['jad osy', 'osa', 'wasp sting', 'użądlenie'],
    },
    'common wasp venom, after a strong reaction to a sting',
  ),
  specificIge(
    'insect-venom-and-drug-allergy',
    3900,
    {
      slug: 'ige-penicillin-g',
      name: 'Penicilloyl G (c1)',
      code: 'c1',
      popularity: 80,
      synonyms: ['penicylina', 'penicillin', 'antibiotic allergy'],
    },
    'penicillin G. A negative result does not rule out a penicillin allergy: skin tests or a supervised dose decide',
  ),
  specificIge(
    'insect-venom-and-drug-allergy',
    3900,
    {
      slug: 'ige-amoxicillin',
      name: 'Amoxicilloyl (c6)',
      code: 'c6',
      popularity: 80,
      synonyms: ['amoksycylina', 'amoxicillin', 'antibiotic allergy'],
    },
    'amoxicillin. A negative result does not rule out the allergy: skin tests or a supervised dose decide',
  ),
  component(
    {
      slug: 'ige-ara-h-2',
      name: 'Peanut component Ara h 2 (f423)',
      code: 'f423',
      popularity: 100,
      synonyms: ['Ara h 2', 'orzeszki ziemne', 'peanut component'],
    },
    'Ara h 2, the peanut protein most linked to severe reactions',
  ),
  component(
    {
      slug: 'ige-bet-v-1',
      name: 'Birch pollen component Bet v 1 (t215)',
      code: 't215',
      popularity: 90,
      synonyms: ['Bet v 1', 'brzoza', 'birch component'],
    },
    'Bet v 1, the main birch pollen protein, also behind itching of the mouth after apples and hazelnuts',
  ),
  component(
    {
      slug: 'ige-api-m-1',
      name: 'Bee venom component Api m 1 (i208)',
      code: 'i208',
      popularity: 60,
      synonyms: ['Api m 1', 'jad pszczoły', 'bee venom component'],
    },
    'Api m 1, the main protein of honey bee venom: tells a true bee venom allergy from cross-reactions',
  ),
  component(
    {
      slug: 'ige-ves-v-5',
      name: 'Wasp venom component Ves v 5 (i209)',
      code: 'i209',
      popularity: 60,
      synonyms: ['Ves v 5', 'jad osy', 'wasp venom component'],
    },
    'Ves v 5, the main protein of wasp venom: tells a true wasp venom allergy from cross-reactions',
  ),
];
