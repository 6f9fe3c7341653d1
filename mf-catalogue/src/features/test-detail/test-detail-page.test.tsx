import { findAnalyte, knowledgeArticlePath } from '@labshop/shared-contracts/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import {
  currentLocation,
  mockApi,
  requestedUrls,
  renderAt,
  type ApiHandler,
  createItemAttributes,
} from '@labshop/shared-contracts/testing';
import { createTestDetail } from '../../lib/testing/detail-factories';
import { showAtWindowWidth } from '../../lib/testing/window-width';
import { TestDetailPage } from './test-detail-page';

function showTest(slug: string, answer: ApiHandler) {
  const api = mockApi({ [`GET /api/catalogue/tests/${slug}`]: answer });
  renderAt(
    `/lab-test/${slug}`,
    <Routes>
      <Route path="/lab-test/:slug" element={<TestDetailPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
  return api;
}

function priceSection() {
  return screen.getByRole('region', { name: 'Price' });
}

function section(title: string) {
  return screen.getByRole('region', { name: title });
}

/** The answer under a question of the page's questions section. */
function answerTo(question: string): string {
  const button = within(section('Frequently asked questions')).getByRole('button', { name: question });
  return document.getElementById(button.getAttribute('aria-controls') ?? '')?.textContent ?? '';
}

describe('the test page', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  it('says it is loading, then shows what the test is, how to prepare and its price', async () => {
    showTest('vitamin-d', {
      body: createTestDetail({
        slug: 'vitamin-d',
        name: 'Vitamin D (25-OH)',
        category: { slug: 'vitamins', name: 'Vitamins' },
        description: 'The vitamin D stored in the body.',
        audience: 'Anyone who spends little time in the sun.',
        synonyms: ['vit d', '25(OH)D'],
        sampleType: 'Blood',
        requiresFasting: true,
        preparation: 'Come fasting, in the morning.',
        turnaroundDays: 2,
        loincCode: '1989-3',
        price: { priceMinor: 4500, lowestPrice30dMinor: null },
      }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the test…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Vitamin D (25-OH)' })).toBeInTheDocument();
    expect(screen.getByText('Also known as vit d, 25(OH)D')).toBeInTheDocument();
    expect(within(section('What it measures')).getByText('The vitamin D stored in the body.')).toBeInTheDocument();
    expect(within(section('Who it is for')).getByText('Anyone who spends little time in the sun.')).toBeInTheDocument();
    expect(within(section('Preparation')).getByText('Fasting: required.')).toBeInTheDocument();
    expect(within(section('Preparation')).getByText('Come fasting, in the morning.')).toBeInTheDocument();
    const biomarkers = section('Biomarkers included');
    expect(within(biomarkers).getByRole('listitem')).toHaveTextContent('Vitamin D (25-OH)LOINC code 1989-3');
    expect(within(priceSection()).getByText('Standard price')).toBeInTheDocument();
    expect(within(priceSection()).getByText('£45')).toBeInTheDocument();
    expect(within(priceSection()).getByText('Blood')).toBeInTheDocument();
    expect(within(priceSection()).getByText('2 days')).toBeInTheDocument();
    expect(within(priceSection()).queryByText(/Lowest price/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("links to the knowledge article of the test's marker", async () => {
    const potassium = findAnalyte('2823-3');
    if (!potassium) throw new Error('the dictionary has no potassium');
    showTest('potassium', { body: createTestDetail({ slug: 'potassium', name: 'Potassium', loincCode: '2823-3' }) });
    const link = await screen.findByRole('link', { name: 'What this test measures, in plain words' });
    expect(link).toHaveAttribute('href', knowledgeArticlePath(potassium));
  });

  it('links a test of no known marker to a search of the articles by its name', async () => {
    showTest('panel', { body: createTestDetail({ slug: 'panel', name: 'Iron panel', loincCode: null }) });
    const link = await screen.findByRole('link', { name: 'What this test measures, in plain words' });
    expect(link).toHaveAttribute('href', '/knowledge?q=Iron%20panel');
  });

  it('places the test in the shop with a breadcrumb trail and lists its sections, each linked', async () => {
    showTest('tsh', {
      body: createTestDetail({
        slug: 'tsh',
        name: 'TSH',
        category: { slug: 'thyroid', name: 'Thyroid' },
        description: 'The hormone that drives the thyroid.',
        includedIn: [{ id: 'p-1', slug: 'thyroid-package', name: 'Thyroid package', kind: 'package' }],
      }),
    });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Tests' })).toHaveAttribute('href', '/lab-test-list/tests');
    expect(within(trail).getByRole('link', { name: 'Thyroid' })).toHaveAttribute(
      'href',
      '/lab-test-list/tests/thyroid',
    );
    expect(within(trail).getByText('TSH')).toHaveAttribute('aria-current', 'page');

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'What it measures',
      'Preparation',
      'Biomarkers included',
      'Packages with this test',
      'Frequently asked questions',
    ]);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target).toHaveRole('heading');
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
    expect(within(section('Packages with this test')).getByRole('link', { name: 'Thyroid package' })).toHaveAttribute(
      'href',
      '/package/thyroid-package',
    );
    // Nothing is said about whom the test is for where the catalogue says nothing.
    expect(screen.queryByRole('heading', { name: 'Who it is for' })).not.toBeInTheDocument();
  });

  it('answers the usual questions from what the catalogue says of a fasting blood test', async () => {
    showTest('glucose', {
      body: createTestDetail({
        slug: 'glucose',
        kind: 'test',
        sampleType: 'blood',
        requiresFasting: true,
        preparation: 'Fast for 8–12 hours before the sample.',
        turnaroundDays: 1,
        attributes: createItemAttributes({ require_nursing_services: true }),
        faq: [{ question: 'Can I drink water?', answer: 'Yes, plain water is allowed.' }],
      }),
    });
    await screen.findByRole('heading', { level: 1 });

    expect(answerTo('Do I need to fast?')).toBe('Yes. Fast for 8–12 hours before the sample.');
    expect(answerTo('How is the sample taken?')).toBe('The lab needs a blood sample. A nurse takes the sample.');
    expect(answerTo('When will I get my results?')).toBe('The results are usually ready in 1 day.');
    expect(answerTo('Can a nurse take the sample at home?')).toMatch(
      /^Home visits by a nurse are available in a number of cities\. Choose home service and your city/,
    );
    // The catalogue's own question for this test comes after the usual ones.
    expect(answerTo('Can I drink water?')).toBe('Yes, plain water is allowed.');
  });

  it('does not tell a patient to fast for a test that needs no fasting', async () => {
    showTest('urine', {
      body: createTestDetail({
        slug: 'urine',
        sampleType: 'urine',
        requiresFasting: false,
        preparation: null,
        turnaroundDays: null,
        attributes: createItemAttributes({ require_nursing_services: false }),
      }),
    });
    await screen.findByRole('heading', { level: 1 });

    expect(answerTo('Do I need to fast?')).toBe('No, this test does not need fasting.');
    expect(within(section('Preparation')).getByText('Fasting: not required.')).toBeInTheDocument();
    expect(within(section('Preparation')).getByText('No special preparation.')).toBeInTheDocument();
    expect(screen.queryByText(/Come fasting|Yes\. /)).not.toBeInTheDocument();
    expect(answerTo('How is the sample taken?')).toBe(
      'The lab needs a urine sample. No nurse is needed to take the sample.',
    );
    // Without a turnaround the catalogue cannot say when the results come, so the page does not ask.
    expect(screen.queryByText('When will I get my results?')).not.toBeInTheDocument();
  });

  it('says whether a nurse can take the sample at home in the city the patient chose', async () => {
    getEventBus().emit('location:chosen', { mode: 'home-service', cityUuid: 'c-1', cityName: 'Kraków' });
    showTest('ferritin', {
      body: createTestDetail({
        slug: 'ferritin',
        location: { kind: 'home-service', cityUuid: 'c-1', cityName: 'Kraków' },
        isAvailable: true,
      }),
    });
    await screen.findByRole('heading', { level: 1 });

    expect(answerTo('Can a nurse take the sample at home?')).toBe(
      'Yes. This test is available for home service in Kraków: a nurse comes to your address, and the home visit fee is charged once per order.',
    );
    expect(within(priceSection()).getByText('Available for home service in Kraków')).toBeInTheDocument();
  });

  it('says a nurse cannot come for the test in a city where it is not available', async () => {
    getEventBus().emit('location:chosen', { mode: 'home-service', cityUuid: 'c-2', cityName: 'Gdańsk' });
    showTest('ana', {
      body: createTestDetail({
        slug: 'ana',
        location: { kind: 'home-service', cityUuid: 'c-2', cityName: 'Gdańsk' },
        isAvailable: false,
      }),
    });
    await screen.findByRole('heading', { level: 1 });

    expect(answerTo('Can a nurse take the sample at home?')).toBe(
      'Not in Gdańsk: this test is not available for home service there. You can choose another city or a collection point.',
    );
  });

  it('keeps each answer folded under its question until the question is opened', async () => {
    showTest('alt', { body: createTestDetail({ slug: 'alt', requiresFasting: false }) });
    await screen.findByRole('heading', { level: 1 });
    const question = screen.getByRole('button', { name: 'Do I need to fast?' });
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();

    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    await userEvent.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the purchase panel beside the content on a wide screen, with no bar at the bottom', async () => {
    const restore = showAtWindowWidth(1366);
    try {
      showTest('crp', {
        body: createTestDetail({ slug: 'crp', price: { priceMinor: 1900, lowestPrice30dMinor: null } }),
      });
      const price = await screen.findByRole('region', { name: 'Price' });
      expect(within(price).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);
      expect(screen.queryByRole('group', { name: 'Buy' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('puts the price and the add button in a bar at the bottom of a phone screen', async () => {
    const restore = showAtWindowWidth(390);
    try {
      showTest('crp', {
        body: createTestDetail({
          id: 't-5',
          slug: 'crp',
          name: 'CRP',
          price: { priceMinor: 1900, lowestPrice30dMinor: null },
        }),
      });
      const bar = await screen.findByRole('group', { name: 'Buy' });
      expect(within(bar).getByText('Standard price')).toBeInTheDocument();
      expect(within(bar).getByText('£19')).toBeInTheDocument();
      // One add button on the screen: the bar's; the panel after the content keeps the price and the facts.
      expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);
      expect(within(priceSection()).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();

      const requested: EventPayload<'cart:item-requested'>[] = [];
      getEventBus()
        .on('cart:item-requested')
        .subscribe((item) => requested.push(item));
      await userEvent.click(within(bar).getByRole('button', { name: 'Add to cart' }));
      expect(requested).toEqual([expect.objectContaining({ serviceId: 't-5', name: 'CRP' })]);
    } finally {
      restore();
    }
  });

  it('calls a reduced price reduced, with the lowest price of the last 30 days beside it', async () => {
    showTest('tsh', {
      body: createTestDetail({ slug: 'tsh', price: { priceMinor: 1500, lowestPrice30dMinor: 1750 } }),
    });
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Reduced price')).toBeInTheDocument();
    expect(within(price).getByText('£15')).toBeInTheDocument();
    expect(within(price).getByText('Lowest price in the last 30 days: £17.50')).toBeInTheDocument();
    // The reduced price is not passed off as the standard one.
    expect(within(price).queryByText(/Standard price/)).not.toBeInTheDocument();
  });

  it('shows no lowest price and no reduction after a price rise', async () => {
    showTest('crp', {
      body: createTestDetail({ slug: 'crp', price: { priceMinor: 1900, lowestPrice30dMinor: 1600 } }),
    });
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Standard price')).toBeInTheDocument();
    expect(within(price).queryByText(/Lowest price|Reduced/)).not.toBeInTheDocument();
  });

  it('asks for the price at the location the patient chose and names it', async () => {
    getEventBus().emit('location:chosen', {
      mode: 'collection-point',
      facilityId: 'f-7',
      facilityName: 'Kraków Rynek',
    });
    const api = showTest('tsh', {
      body: createTestDetail({
        slug: 'tsh',
        location: { kind: 'collection-point', facilityId: 'f-7', facilityName: 'Kraków Rynek', closed: false },
      }),
    });
    expect(await screen.findByText('Price at Kraków Rynek')).toBeInTheDocument();
    const asked = requestedUrls(api, '/api/catalogue/tests/tsh');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('facility_id')).toBe('f-7');
  });

  it('says the test is not available at the chosen location and links to the other points', async () => {
    showTest('ana', { body: createTestDetail({ slug: 'ana', isAvailable: false }) });
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Test not available at the selected location.')).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: 'Choose another point.' })).toHaveAttribute('href', '/locations');
    expect(within(price).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  });

  it('asks the cart for the test and tells the visitor it did', async () => {
    showTest('ferritin', {
      body: createTestDetail({
        id: 't-1',
        slug: 'ferritin',
        name: 'Ferritin',
        price: { priceMinor: 2900, lowestPrice30dMinor: null },
      }),
    });
    const requested: EventPayload<'cart:item-requested'>[] = [];
    const toasts: EventPayload<'toast:show'>[] = [];
    getEventBus()
      .on('cart:item-requested')
      .subscribe((item) => requested.push(item));
    getEventBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));

    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));

    expect(requested).toEqual([
      { serviceId: 't-1', name: 'Ferritin', priceMinor: 2900, kind: 'test', attributes: createItemAttributes() },
    ]);
    expect(toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Added to cart' })]);
  });

  it('reports a failure and loads again on retry', async () => {
    let calls = 0;
    showTest('alt', () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Unexpected error occurred' } }
        : { body: createTestDetail({ slug: 'alt', name: 'ALT' }) };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The test could not be loaded.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'ALT' })).toBeInTheDocument();
  });

  it('sends an unknown test to the 404 page', async () => {
    showTest('no-such-test', { status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });
});
