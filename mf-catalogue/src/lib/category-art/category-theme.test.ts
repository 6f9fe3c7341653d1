import { categoryTheme } from './category-theme';

describe('the drawing chosen for a category', () => {
  it.each([
    ['heart-and-circulation', 'heart'],
    ['cholesterol-and-lipids', 'heart'],
    ['thyroid', 'hormones'],
    ['adrenal-glands', 'hormones'],
    ['haematology', 'blood'],
    ['anaemia-and-iron', 'blood'],
    ['diabetes', 'metabolism'],
    ['weight-loss', 'metabolism'],
    ['liver', 'liver'],
    ['kidneys-and-urinary-tract', 'kidneys'],
    ['urine-tests', 'kidneys'],
    ['vitamins-and-minerals', 'vitamins'],
    ['bone-metabolism', 'vitamins'],
    ['food-allergy', 'allergy'],
    ['food-intolerance', 'allergy'],
    ['allergy-packages', 'allergy'],
    ['viral-infections', 'infections'],
    ['covid-19', 'infections'],
    ['autoimmune-diseases', 'immunity'],
    ['fertility', 'pregnancy'],
    ['pregnancy-packages', 'pregnancy'],
    ['tumour-markers', 'cancer'],
    ['haemato-oncology', 'cancer'],
    ['pharmacogenetics', 'genetics'],
    ['health-check-packages', 'general'],
    ['packages-for-men', 'general'],
  ])('draws %s as %s', (slug, theme) => {
    expect(categoryTheme(slug)).toBe(theme);
  });

  it('keeps a newly imported category with its family', () => {
    expect(categoryTheme('Thyroid-Antibodies')).toBe('hormones');
  });

  it('draws a test tube for a category no family claims', () => {
    expect(categoryTheme('stool-tests')).toBe('lab');
    expect(categoryTheme('')).toBe('lab');
  });
});
