import { categoryHead, packageHead, screeningHead, testHead } from './catalogue-heads';
import type { PageContext } from './page-context';
import type { PageHead } from './page-head';
import { faqHead, knowledgeHead, newsListHead, newsPostHead } from './content-heads';
import { cityHead, collectionPointHead, discountHead, doctorHead, offerHead, offersHead } from './place-heads';
import { homeHead, routeHead } from './static-heads';

type HeadBuilder = (context: PageContext) => PageHead | Promise<PageHead>;

/** The pages whose head comes from their own content, by the route pattern they match. */
const BUILDERS: Readonly<Record<string, HeadBuilder>> = {
  '/': homeHead,
  '/lab-test/:slug': testHead,
  '/package/:slug': packageHead,
  '/package/screening/:slug': packageHead,
  '/screening-test/:slug': screeningHead,
  '/lab-test-list/tests/:categorySlug?': (context) => categoryHead(context, 'tests'),
  '/lab-test-list/packages/:categorySlug?': (context) => categoryHead(context, 'packages'),
  '/packages/category/:slug?': (context) => categoryHead(context, 'packages'),
  '/locations/:city': cityHead,
  '/locations/:city/:slug': collectionPointHead,
  '/doctor/:slug': doctorHead,
  '/offer/:slug': offerHead,
  '/offers/:slug?': offersHead,
  '/discounts/:slug': discountHead,
  '/faq': faqHead,
  '/news/:slug?': newsListHead,
  '/news/post/:slug?': newsPostHead,
  '/knowledge/:slug?': knowledgeHead,
};

/**
 * The head of a page and the status it answers with: from the API's data for the pages that show an item (404
 * when there is no such item), from the route otherwise. This is the one door a server renderer asks too.
 * When the API cannot answer, the page keeps its route's head and a 200: the browser still shows what it can,
 * and `onDataError` hears why.
 */
export async function headForPage(context: PageContext, onDataError: (error: unknown) => void): Promise<PageHead> {
  const build = BUILDERS[context.match.route.path] ?? routeHead;
  try {
    return await build(context);
  } catch (error) {
    onDataError(error);
    return routeHead(context);
  }
}
