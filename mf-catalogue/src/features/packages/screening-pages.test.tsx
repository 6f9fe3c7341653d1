import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { currentLocation, mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createPackageDetail, createScreeningProgramme, createSummary } from '../../lib/testing/detail-factories';
import { ScreeningPackagePage } from './screening-package-page';
import { ScreeningTestPage } from './screening-test-page';

const BASIC = createPackageDetail({
  id: 'women-40-basic',
  slug: 'women-40-basic',
  kind: 'screening',
  name: 'Women 40+ basic',
  category: { slug: 'screening', name: 'Screening' },
  contents: [createSummary({ name: 'Blood count' }), createSummary({ name: 'Glucose' })],
  price: { priceMinor: 9900, lowestPrice30dMinor: null },
  screening: {
    programmeSlug: 'women-40',
    programmeName: 'Screening for women 40+',
    screeningType: 'basic',
    targetSex: 'female',
    minAge: 40,
    maxAge: 65,
    basicServiceId: 'women-40-basic',
    extendedServiceId: 'women-40-extended',
  },
});
const EXTENDED = createPackageDetail({
  id: 'women-40-extended',
  slug: 'women-40-extended',
  kind: 'screening',
  name: 'Women 40+ extended',
  category: { slug: 'screening', name: 'Screening' },
  contents: [
    createSummary({ name: 'Blood count' }),
    createSummary({ name: 'Glucose' }),
    createSummary({ name: 'CA-125' }),
  ],
  price: { priceMinor: 19900, lowestPrice30dMinor: null },
});
const PROGRAMME = createScreeningProgramme({ slug: 'women-40', basic: BASIC, extended: EXTENDED });

function show(path: string, routes: Record<string, ApiHandler>) {
  mockApi(routes);
  renderAt(
    path,
    <Routes>
      <Route path="/screening-test/:slug" element={<ScreeningTestPage />} />
      <Route path="/package/screening/:slug" element={<ScreeningPackagePage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
}

describe('the screening pages', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  it('says whom the screening is for and switches between its variants with their prices', async () => {
    show('/screening-test/women-40', { 'GET /api/catalogue/screenings/women-40': { body: PROGRAMME } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Screening for women 40+' })).toBeInTheDocument();
    expect(screen.getByText('For women aged 40 to 65.')).toBeInTheDocument();
    const variants = screen.getByRole('group', { name: 'Variant' });
    expect(within(variants).getByRole('radio', { name: 'Basic – £99' })).toBeChecked();
    const biomarkers = screen.getByRole('region', { name: 'Biomarkers included' });
    expect(within(biomarkers).getByRole('heading', { name: 'Women 40+ basic' })).toBeInTheDocument();
    expect(within(biomarkers).getByText('2 tests in this package, each with its own page:')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText('£99')).toBeInTheDocument();

    await userEvent.click(within(variants).getByRole('radio', { name: 'Extended – £199' }));

    expect(within(variants).getByRole('radio', { name: 'Extended – £199' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Women 40+ extended' })).toBeInTheDocument();
    expect(within(biomarkers).getByText('3 tests in this package, each with its own page:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CA-125' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText('£199')).toBeInTheDocument();
  });

  it('adds the chosen variant to the cart', async () => {
    show('/screening-test/women-40', { 'GET /api/catalogue/screenings/women-40': { body: PROGRAMME } });
    const requested: EventPayload<'cart:item-requested'>[] = [];
    getEventBus()
      .on('cart:item-requested')
      .subscribe((item) => requested.push(item));

    await userEvent.click(await screen.findByRole('radio', { name: 'Extended – £199' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(requested).toEqual([
      {
        serviceId: 'women-40-extended',
        name: 'Women 40+ extended',
        priceMinor: 19900,
        kind: 'screening',
        attributes: EXTENDED.attributes,
        includes: EXTENDED.contents.map(({ id, name }) => ({ id, name })),
      },
    ]);
  });

  it('opens a screening package on its own variant', async () => {
    show('/package/screening/women-40-extended', {
      'GET /api/catalogue/packages/women-40-extended': {
        body: { ...EXTENDED, screening: { ...BASIC.screening, screeningType: 'extended' } },
      },
      'GET /api/catalogue/screenings/women-40': { body: PROGRAMME },
    });
    expect(await screen.findByRole('radio', { name: 'Extended – £199' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Women 40+ extended' })).toBeInTheDocument();
  });

  it('lays the programme out as a package page: where it sits in the shop and its sections listed', async () => {
    show('/screening-test/women-40', { 'GET /api/catalogue/screenings/women-40': { body: PROGRAMME } });

    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '/lab-test-list/packages');
    expect(within(trail).getByRole('link', { name: 'Screening' })).toHaveAttribute(
      'href',
      '/lab-test-list/packages/screening',
    );
    expect(within(trail).getByText('Screening for women 40+')).toBeInTheDocument();
    const onThisPage = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(onThisPage).getByRole('link', { name: 'Biomarkers included' })).toHaveAttribute(
      'href',
      '#biomarkers',
    );
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('sends an unknown screening to the 404 page', async () => {
    show('/screening-test/nobody', {
      'GET /api/catalogue/screenings/nobody': { status: 404, body: { message: 'Not Found' } },
    });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });
});
