// The pages the issue names for the audit — home, a category, a test page, cart and checkout — found through the
// API, so the audit follows the catalogue rather than a slug written here.
const CATEGORY = 'thyroid';

async function json(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Cart and checkout are measured with one test in the cart, put there from its page as a visitor would. */
export async function pagesToAudit(baseUrl) {
  const list = await json(`${baseUrl}/api/catalogue/tests?category=${CATEGORY}&group=tests&perPage=1`);
  const [test] = list.items;
  if (!test) throw new Error(`The catalogue has no test in the category ${CATEGORY}.`);
  const testPath = `/lab-test/${encodeURIComponent(test.slug)}`;
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/lab-test-list/tests/${CATEGORY}` },
    { name: 'test page', path: testPath },
    { name: 'cart', path: '/cart', withCartFrom: testPath },
    { name: 'checkout', path: '/checkout', withCartFrom: testPath },
  ];
}
