/** The themes the shop draws for its categories: one drawing stands for a family of related categories. */
export const CATEGORY_THEMES = [
  'heart',
  'hormones',
  'blood',
  'metabolism',
  'liver',
  'kidneys',
  'vitamins',
  'allergy',
  'infections',
  'immunity',
  'pregnancy',
  'cancer',
  'genetics',
  'general',
  'lab',
] as const;
export type CategoryTheme = (typeof CATEGORY_THEMES)[number];

/**
 * Words in a category's slug and the theme they call for, the first match winning. Matching on words rather than a
 * list of slugs keeps a category an operator imports under a new slug ('thyroid-antibodies') with its family.
 * Order matters where a slug has two: 'allergy-packages' is allergy before packages, 'haemato-oncology' cancer
 * before blood, 'bone-metabolism' vitamins and minerals before metabolism.
 */
const RULES: readonly (readonly [RegExp, CategoryTheme])[] = [
  [/allerg|intoleran/, 'allergy'],
  [/pregnan|fertil|prenatal/, 'pregnancy'],
  [/tumou?r|cancer|oncolog|screening/, 'cancer'],
  [/heart|cardi|cholesterol|lipid|coagulat/, 'heart'],
  [/thyroid|hormon|adrenal|pituitar/, 'hormones'],
  [/haemat|hemat|anaemi|anemi|blood|iron/, 'blood'],
  [/vitamin|mineral|trace-element|bone/, 'vitamins'],
  [/diabet|glucose|metabol|pancrea|weight/, 'metabolism'],
  [/liver|hepat|enzyme/, 'liver'],
  [/kidney|urin|electrolyte/, 'kidneys'],
  [/infect|viral|virus|bacteri|parasit|fung|covid|tick|microbio/, 'infections'],
  [/immun|inflamm|rheumat|coeliac|celiac/, 'immunity'],
  [/genet/, 'genetics'],
  [/health|package|children|sport|fitness/, 'general'],
];

/** The drawing for a category, by its slug; a category no rule knows gets the laboratory's own, a test tube. */
export function categoryTheme(slug: string): CategoryTheme {
  const words = slug.toLowerCase();
  return RULES.find(([pattern]) => pattern.test(words))?.[1] ?? 'lab';
}
