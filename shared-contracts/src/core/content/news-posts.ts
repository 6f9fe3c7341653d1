/** A post's picture: its path in the site's image store (the build copies shell/news-pictures to /news). */
export interface NewsPicture {
  src: string;
  /** What the picture shows, for those who do not see it. */
  alt: string;
}

export interface NewsPost {
  slug: string;
  title: string;
  date: string;
  category: { slug: string; name: string };
  summary: string;
  picture: NewsPicture;
  body: readonly string[];
}

const HEALTH = { slug: 'health', name: 'Health guides' };
const COMPANY = { slug: 'company', name: 'Company news' };

/** The blog's posts, newest first: the pages show them and the site map lists them, from this one list. */
export const NEWS_POSTS: readonly NewsPost[] = [
  {
    slug: 'vitamin-d-in-winter',
    title: 'Vitamin D in winter: should you test?',
    date: '2025-01-20',
    category: HEALTH,
    summary: 'Short winter days in Poland leave many of us low on vitamin D. Here is when a test makes sense.',
    picture: {
      src: '/news/vitamin-d-in-winter.svg',
      alt: 'A winter landscape under a low sun, beside a jar of vitamin D capsules.',
    },
    body: [
      'From October to March the sun in northern Europe is too low for the skin to make enough vitamin D. Tiredness, low mood and aching muscles can be signs of a deficiency, but many people notice nothing at all.',
      'A 25-OH vitamin D blood test shows your level. No fasting is needed. If your result is low, a doctor can advise on the right dose of a supplement, and a repeat test after three months shows whether it works.',
    ],
  },
  {
    slug: 'home-visits-in-more-cities',
    title: 'Nurse home visits now in more Polish cities',
    date: '2024-12-02',
    category: COMPANY,
    summary: 'Our nurses now take samples at home in more cities, so you can test without leaving the house.',
    picture: {
      src: '/news/home-visits-in-more-cities.svg',
      alt: 'A house with a map pin over it and a nurse’s bag at its side.',
    },
    body: [
      'Home visits are one of the most popular ways to give a sample on Labshop, especially for families with small children and for older patients.',
      'Choose home service in your cart and pick your city to see the visit fee and the available dates. One visit covers everyone in your order.',
    ],
  },
  {
    slug: 'reading-your-blood-count',
    title: 'How to read your full blood count',
    date: '2024-10-14',
    category: HEALTH,
    summary: 'Red cells, white cells, platelets: what the numbers on your result mean, in plain language.',
    picture: {
      src: '/news/reading-your-blood-count.svg',
      alt: 'A drop of blood beside a result sheet with bars for each value.',
    },
    body: [
      'A full blood count measures the cells in your blood. Each value comes with a reference range; a result slightly outside it is common and often harmless.',
      'The analysis in your account explains each value and tells you which ones to discuss with a doctor. You can book a video or phone consultation straight from your results.',
    ],
  },
];
