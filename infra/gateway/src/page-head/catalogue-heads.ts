import { array } from 'superstruct';
import { formatMoney } from '@labshop/shared-contracts/core';
import { Category } from '@labshop/shared-contracts/core/api/catalogue';
import {
  PackageDetail,
  ScreeningProgrammeDetail,
  TestDetail,
} from '@labshop/shared-contracts/core/api/catalogue-detail';
import { shortened } from './html-text';
import { absolute, canonicalUrl, notFoundHead, pageHead, titled, type PageContext } from './page-context';
import type { PageHead } from './page-head';
import { PUBLIC_API } from './public-api-paths';
import { breadcrumbs, product } from './structured-data';

const LIST_PATH = { tests: '/lab-test-list/tests', packages: '/lab-test-list/packages' } as const;
const LIST_NAME = { tests: 'Tests', packages: 'Packages' } as const;

/** What a search result says of a test or package: what it is, then its price, in one short paragraph. */
function itemDescription(item: TestDetail | PackageDetail): string {
  const price = `Price ${formatMoney(item.price.priceMinor, item.currency)}.`;
  const about = item.description ?? `${item.name}, ${item.category.name.toLowerCase()}.`;
  return `${shortened(about, 160 - price.length - 1)} ${price}`;
}

function itemHead(context: PageContext, item: TestDetail | PackageDetail, group: 'tests' | 'packages'): PageHead {
  const url = canonicalUrl(context);
  const image = absolute(context, '/share-image.png');
  return pageHead(context, {
    title: titled(context, item.name),
    description: itemDescription(item),
    kind: 'product',
    structuredData: [
      product(item, url, image, context.site),
      breadcrumbs([
        { name: 'Home', url: absolute(context, '/') },
        { name: LIST_NAME[group], url: absolute(context, LIST_PATH[group]) },
        {
          name: item.category.name,
          url: absolute(context, `${LIST_PATH[group]}/${encodeURIComponent(item.category.slug)}`),
        },
        { name: item.name, url },
      ]),
    ],
  });
}

/** /lab-test/:slug: a single test on sale, or 404. */
export async function testHead(context: PageContext): Promise<PageHead> {
  const answer = await context.data.read(PUBLIC_API.test(context.match.params.slug ?? ''), TestDetail);
  return answer.found ? itemHead(context, answer.value, 'tests') : notFoundHead(context);
}

/** /package/:slug and /package/screening/:slug: a package (or a screening variant) on sale, or 404. */
export async function packageHead(context: PageContext): Promise<PageHead> {
  const answer = await context.data.read(PUBLIC_API.package(context.match.params.slug ?? ''), PackageDetail);
  return answer.found ? itemHead(context, answer.value, 'packages') : notFoundHead(context);
}

/** /screening-test/:slug: a screening programme, sold as its basic variant first, or 404. */
export async function screeningHead(context: PageContext): Promise<PageHead> {
  const answer = await context.data.read(
    PUBLIC_API.screening(context.match.params.slug ?? ''),
    ScreeningProgrammeDetail,
  );
  if (!answer.found) return notFoundHead(context);
  const programme = answer.value;
  const head = itemHead(context, { ...programme.basic, name: programme.name }, 'packages');
  const about = programme.description ?? `${programme.name}: a screening programme.`;
  const price = `From ${formatMoney(programme.basic.price.priceMinor, programme.basic.currency)}.`;
  return { ...head, description: `${shortened(about, 160 - price.length - 1)} ${price}` };
}

/**
 * A list of tests or packages, all of them or one category's: /lab-test-list/tests/:categorySlug?,
 * /lab-test-list/packages/:categorySlug?, /packages/category/:slug?. An unknown category is 404.
 */
export async function categoryHead(context: PageContext, group: 'tests' | 'packages'): Promise<PageHead> {
  const slug = context.match.params.categorySlug ?? context.match.params.slug;
  const home = { name: 'Home', url: absolute(context, '/') };
  const list = { name: LIST_NAME[group], url: absolute(context, LIST_PATH[group]) };
  if (slug === undefined) {
    return pageHead(context, {
      title: titled(context, group === 'tests' ? 'Tests: laboratory tests online' : 'Packages: test packages online'),
      description:
        group === 'tests'
          ? 'Every laboratory test we offer, with its price, sample type and when the result is ready. Give a sample at a collection point or at home.'
          : 'Packages of laboratory tests for a check-up, a condition or a stage of life, cheaper than the tests bought one by one.',
      structuredData: [breadcrumbs([home, list])],
    });
  }
  const answer = await context.data.read(PUBLIC_API.categories, array(Category));
  const category = answer.found ? answer.value.find((candidate) => candidate.slug === slug) : undefined;
  if (!category) return notFoundHead(context);
  const noun = group === 'tests' ? 'tests' : 'packages';
  return pageHead(context, {
    title: titled(context, `${category.name}: ${noun}`),
    description: `${category.name}: ${noun} with prices, sample types and the time to a result. Give a sample at a collection point or at home.`,
    structuredData: [breadcrumbs([home, list, { name: category.name, url: canonicalUrl(context) }])],
  });
}
