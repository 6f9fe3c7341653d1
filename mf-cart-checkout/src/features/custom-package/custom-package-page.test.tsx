import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestSummary } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, createItemAttributes } from '@labshop/shared-contracts/testing';
import { CustomPackagePage } from './custom-package-page';

function createTest(number: number): TestSummary {
  return {
    id: `test-${number}`,
    slug: `test-${number}`,
    name: `Test ${String(number).padStart(2, '0')}`,
    kind: 'test',
    categorySlug: 'blood',
    priceMinor: 1000,
    lowestPrice30dMinor: null,
    sampleType: null,
    turnaroundDays: null,
    requiresFasting: false,
    attributes: createItemAttributes(),
  };
}

const TESTS = Array.from({ length: 16 }, (_, index) => createTest(index + 1));

async function showBuilder() {
  const onAddPackage = jest.fn<void, [readonly TestSummary[]]>();
  mockApi({
    'GET /api/catalogue/tests': {
      body: { items: TESTS, total: 16, page: 1, perPage: 100, category: null, currency: 'GBP' },
    },
  });
  renderAt('/lab-test-list/custom-package', <CustomPackagePage onAddPackage={onAddPackage} />);
  await screen.findByRole('checkbox', { name: /Test 01/ });
  return onAddPackage;
}

async function pick(count: number, from = 1) {
  for (let number = from; number < from + count; number += 1) {
    await userEvent.click(
      screen.getByRole('checkbox', { name: new RegExp(`Test ${String(number).padStart(2, '0')}`) }),
    );
  }
}

function summary() {
  return screen.getByText(/tests? selected/).closest('[role="status"]') as HTMLElement;
}

const addButton = () => screen.getByRole('button', { name: 'Add the package to the cart' });

describe('the custom package builder', () => {
  it('asks for 5 to 15 tests while fewer than 5 are chosen', async () => {
    await showBuilder();
    await pick(4);
    expect(within(summary()).getByText('4 tests selected')).toBeInTheDocument();
    expect(within(summary()).getByText('Select 5-15 tests for the discount.')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it('shows the discount growing: 5% at 5 tests, 7% at 6, 25% at 15', async () => {
    await showBuilder();
    await pick(5);
    expect(within(summary()).getByText(/Discount: 5% \(−£2.50\)\. Package price: £47.50/)).toBeInTheDocument();
    await pick(1, 6);
    expect(within(summary()).getByText(/Discount: 7% \(−£4.20\)\. Package price: £55.80/)).toBeInTheDocument();
    await pick(9, 7);
    expect(within(summary()).getByText(/Discount: 25% \(−£37.50\)\. Package price: £112.50/)).toBeInTheDocument();
  });

  it('refuses a 16th test', async () => {
    await showBuilder();
    await pick(15);
    await pick(1, 16);
    expect(screen.getByRole('checkbox', { name: /Test 16/ })).not.toBeChecked();
    expect(within(summary()).getByText('15 tests selected')).toBeInTheDocument();
    expect(within(summary()).getByText('Select 5-15 tests for the discount.')).toBeInTheDocument();
  });

  it('finds tests by name and puts the package into the cart', async () => {
    const onAddPackage = await showBuilder();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tests' }), 'Test 1');
    expect(screen.queryByRole('checkbox', { name: /Test 02/ })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search tests' }));
    await pick(5);

    await userEvent.click(addButton());

    expect(onAddPackage).toHaveBeenCalledWith(TESTS.slice(0, 5));
    expect(screen.getByText('Your package is in the cart.')).toBeInTheDocument();
    expect(within(summary()).getByText('0 tests selected')).toBeInTheDocument();
  });
});
