import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import {
  currentLocation,
  mockApi,
  renderAt,
  type ApiHandler,
  createItemAttributes,
} from '@labshop/shared-contracts/testing';
import { createPackageDetail, createSummary } from '../../lib/testing/detail-factories';
import { showAtWindowWidth } from '../../lib/testing/window-width';
import { PackageDetailPage } from './package-detail-page';

function showPackage(slug: string, answer: ApiHandler) {
  mockApi({ [`GET /api/catalogue/packages/${slug}`]: answer });
  renderAt(
    `/package/${slug}`,
    <Routes>
      <Route path="/package/:slug" element={<PackageDetailPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
}

describe('the package page', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  it('lists the tests of the package, linked, with the saving against buying them singly', async () => {
    showPackage('thyroid-panel', {
      body: createPackageDetail({
        slug: 'thyroid-panel',
        name: 'Thyroid panel',
        contents: [
          createSummary({ slug: 'tsh', name: 'TSH', priceMinor: 1500 }),
          createSummary({ slug: 'ft4', name: 'FT4', priceMinor: 1800 }),
          createSummary({ slug: 'ft3', name: 'FT3', priceMinor: 1800 }),
        ],
        price: { priceMinor: 3900, lowestPrice30dMinor: null },
        singlyTotalMinor: 5100,
        savingMinor: 1200,
      }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the package…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thyroid panel' })).toBeInTheDocument();
    const biomarkers = screen.getByRole('region', { name: 'Biomarkers included' });
    expect(within(biomarkers).getByText('3 tests in this package, each with its own page:')).toBeInTheDocument();
    expect(within(biomarkers).getByRole('link', { name: 'TSH' })).toHaveAttribute('href', '/lab-test/tsh');
    expect(within(biomarkers).getByRole('link', { name: 'FT3' })).toHaveAttribute('href', '/lab-test/ft3');
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('£39')).toBeInTheDocument();
    expect(within(price).getByText('You save £12 compared with buying the 3 tests singly (£51).')).toBeInTheDocument();
    expect(screen.queryByText('Weight-loss package')).not.toBeInTheDocument();
  });

  it('is laid out as a test page is: trail, sections, the questions answered from its facts, and its panel', async () => {
    showPackage('check-up', {
      body: createPackageDetail({
        slug: 'check-up',
        name: 'Basic health check',
        category: { slug: 'health-check-packages', name: 'Health check packages' },
        description: 'The yearly check-up.',
        audience: 'Adults who want a yearly check-up.',
        requiresFasting: true,
        preparation: 'Some tests in this package need fasting.',
        sampleType: 'blood, urine',
        turnaroundDays: 3,
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Basic health check' });

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '/lab-test-list/packages');
    expect(within(trail).getByRole('link', { name: 'Health check packages' })).toHaveAttribute(
      'href',
      '/lab-test-list/packages/health-check-packages',
    );
    const contents = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(contents.map((link) => link.textContent)).toEqual([
      'What it measures',
      'Who it is for',
      'Preparation',
      'Biomarkers included',
      'Frequently asked questions',
    ]);
    expect(screen.getByRole('region', { name: 'Who it is for' })).toHaveTextContent(
      'Adults who want a yearly check-up.',
    );
    const questions = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(questions).getByText('Yes. Some tests in this package need fasting.')).toBeInTheDocument();
    expect(within(questions).getByText(/^The lab needs blood and urine samples\./)).toBeInTheDocument();
    expect(within(questions).getByText('The results are usually ready in 3 days.')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('3 days')).toBeInTheDocument();
    expect(within(price).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('puts the price and the add button in a bar at the bottom of a phone screen', async () => {
    const restore = showAtWindowWidth(390);
    try {
      showPackage('liver', {
        body: createPackageDetail({ slug: 'liver', price: { priceMinor: 4900, lowestPrice30dMinor: null } }),
      });
      const bar = await screen.findByRole('group', { name: 'Buy' });
      expect(within(bar).getByText('£49')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('claims no saving when the package costs as much as its tests', async () => {
    showPackage('duo', { body: createPackageDetail({ slug: 'duo', singlyTotalMinor: 1500, savingMinor: 0 }) });
    await screen.findByRole('region', { name: 'Price' });
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
  });

  it('flags a weight-loss package as such', async () => {
    showPackage('slim', {
      body: createPackageDetail({
        slug: 'slim',
        name: 'Metabolism check',
        kind: 'weight-loss-package',
        isWeightLossPackage: true,
      }),
    });
    expect(await screen.findByText('Weight-loss package')).toBeInTheDocument();
  });

  it('asks the cart for the package, naming its tests', async () => {
    const liver = createPackageDetail({
      id: 'p-9',
      slug: 'liver',
      name: 'Liver panel',
      price: { priceMinor: 4900, lowestPrice30dMinor: null },
    });
    showPackage('liver', { body: liver });
    const requested: EventPayload<'cart:item-requested'>[] = [];
    getEventBus()
      .on('cart:item-requested')
      .subscribe((item) => requested.push(item));

    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));

    expect(requested).toEqual([
      {
        serviceId: 'p-9',
        name: 'Liver panel',
        priceMinor: 4900,
        kind: 'package',
        // What the catalogue says of the package travels with it, so the cart prices it as the order will.
        attributes: createItemAttributes({ package: true, require_nursing_services: true }),
        // So the cart can ask before it holds one of them and the package for the same patient.
        includes: liver.contents.map(({ id, name }) => ({ id, name })),
      },
    ]);
  });

  it('says the package is not available at the chosen location', async () => {
    showPackage('kidney', { body: createPackageDetail({ slug: 'kidney', isAvailable: false }) });
    expect(await screen.findByText('Test not available at the selected location.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another point.' })).toHaveAttribute('href', '/locations');
  });

  it('sends an unknown package to the 404 page', async () => {
    showPackage('nope', { status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });
});
