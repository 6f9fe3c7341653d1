import { testCategories } from '../schema';
import type { DatabaseExecutor } from '../client';
import { seedId } from './seed-id';
import { upsertChanges } from './upsert';

export const DEMO_CATEGORIES = [
  { slug: 'haematology', name: 'Haematology' },
  { slug: 'diabetes', name: 'Diabetes' },
  { slug: 'cholesterol-and-lipids', name: 'Cholesterol and lipids' },
  { slug: 'liver', name: 'Liver' },
  { slug: 'kidneys-and-urinary-tract', name: 'Kidneys and urinary tract' },
  { slug: 'thyroid', name: 'Thyroid' },
  { slug: 'vitamins-and-minerals', name: 'Vitamins and minerals' },
  { slug: 'anaemia-and-iron', name: 'Anaemia and iron' },
  { slug: 'inflammation', name: 'Inflammation' },
  { slug: 'hormones', name: 'Hormones' },
  { slug: 'coagulation', name: 'Coagulation' },
  { slug: 'tumour-markers', name: 'Tumour markers' },
  { slug: 'health-check-packages', name: 'Health check packages' },
  { slug: 'screening', name: 'Screening' },
  { slug: 'weight-loss', name: 'Weight loss' },
  // The rest of a full lab catalogue: 68 categories, as the shop advertises. The demo fills most of them with real
  // tests; a category with nothing published in it is not listed (an operator's import fills it).
  { slug: 'food-allergy', name: 'Food allergy' },
  { slug: 'inhalant-allergy', name: 'Inhalant allergy' },
  { slug: 'insect-venom-and-drug-allergy', name: 'Insect venom and drug allergy' },
  { slug: 'allergen-components', name: 'Allergen components' },
  { slug: 'food-intolerance', name: 'Food intolerance' },
  { slug: 'autoimmune-diseases', name: 'Autoimmune diseases' },
  { slug: 'coeliac-disease', name: 'Coeliac disease' },
  { slug: 'rheumatology', name: 'Rheumatology' },
  { slug: 'viral-infections', name: 'Viral infections' },
  { slug: 'bacterial-infections', name: 'Bacterial infections' },
  { slug: 'parasites-and-fungi', name: 'Parasites and fungi' },
  { slug: 'sexually-transmitted-infections', name: 'Sexually transmitted infections' },
  { slug: 'hepatitis', name: 'Hepatitis' },
  { slug: 'covid-19', name: 'COVID-19' },
  { slug: 'tick-borne-diseases', name: 'Tick-borne diseases' },
  { slug: 'genetic-tests', name: 'Genetic tests' },
  { slug: 'pharmacogenetics', name: 'Pharmacogenetics' },
  { slug: 'hereditary-cancer-risk', name: 'Hereditary cancer risk' },
  { slug: 'pregnancy', name: 'Pregnancy' },
  { slug: 'fertility', name: 'Fertility' },
  { slug: 'mens-health', name: "Men's health" },
  { slug: 'womens-health', name: "Women's health" },
  { slug: 'bone-metabolism', name: 'Bone metabolism' },
  { slug: 'heart-and-circulation', name: 'Heart and circulation' },
  { slug: 'electrolytes', name: 'Electrolytes and acid–base balance' },
  { slug: 'enzymes', name: 'Enzymes' },
  { slug: 'proteins', name: 'Proteins' },
  { slug: 'immunology', name: 'Immunology' },
  { slug: 'drug-monitoring', name: 'Therapeutic drug monitoring' },
  { slug: 'toxicology', name: 'Toxicology' },
  { slug: 'trace-elements-and-heavy-metals', name: 'Trace elements and heavy metals' },
  { slug: 'urine-tests', name: 'Urine tests' },
  { slug: 'stool-tests', name: 'Stool tests' },
  { slug: 'microbiology-cultures', name: 'Microbiology cultures' },
  { slug: 'metabolic-disorders', name: 'Metabolic disorders' },
  { slug: 'neurology', name: 'Neurology' },
  { slug: 'gastroenterology', name: 'Gastroenterology' },
  { slug: 'pancreas', name: 'Pancreas' },
  { slug: 'adrenal-glands', name: 'Adrenal glands' },
  { slug: 'pituitary', name: 'Pituitary' },
  { slug: 'sport-and-fitness', name: 'Sport and fitness' },
  { slug: 'skin-and-hair', name: 'Skin and hair' },
  { slug: 'children', name: 'Children' },
  { slug: 'occupational-health', name: 'Occupational health' },
  { slug: 'blood-group-and-transfusion', name: 'Blood group and transfusion' },
  { slug: 'haemato-oncology', name: 'Haemato-oncology' },
  // Package categories (/packages/category/{slug}).
  { slug: 'packages-for-women', name: 'Packages for women' },
  { slug: 'packages-for-men', name: 'Packages for men' },
  { slug: 'packages-for-active-people', name: 'Packages for active people' },
  { slug: 'packages-for-children', name: 'Packages for children' },
  { slug: 'packages-for-seniors', name: 'Packages for seniors' },
  { slug: 'allergy-packages', name: 'Allergy and intolerance packages' },
  { slug: 'pregnancy-packages', name: 'Pregnancy packages' },
] as const;

export type DemoCategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

export const categoryId = (slug: DemoCategorySlug) => seedId('category', slug);

export async function seedCategories(db: DatabaseExecutor): Promise<void> {
  const rows = DEMO_CATEGORIES.map((category, position) => ({ id: categoryId(category.slug), ...category, position }));
  await db
    .insert(testCategories)
    .values(rows)
    .onConflictDoUpdate({ target: testCategories.id, ...upsertChanges(testCategories) });
}
