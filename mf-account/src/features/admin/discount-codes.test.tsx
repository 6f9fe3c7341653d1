import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDiscountCode } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { DiscountCodes } from './discount-codes';

const CODE: AdminDiscountCode = {
  id: 'code-1',
  code: 'SPRING15',
  kind: 'percentage',
  value: 15,
  minimumOrderMinor: 5000,
  testIds: [],
  categoryIds: [],
  singleUse: false,
  maxUses: 100,
  perAccountLimit: 1,
  startsAt: null,
  endsAt: null,
  active: true,
  version: 3,
  uses: { paid: 4, open: 1 },
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
};

const LIST = 'GET /api/admin/discount-codes';

function show(routes: Record<string, ApiHandler>) {
  const api = mockApi({ [LIST]: { body: { codes: [CODE] } }, ...routes });
  renderAt('/account/admin', <DiscountCodes />);
  return api;
}

const sentBody = (api: ReturnType<typeof mockApi>, method: string) =>
  JSON.parse(String(api.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body)) as Record<string, unknown>;

describe('the discount codes in the back-office', () => {
  it('lists each code with its discount, limits, state and uses', async () => {
    show({});
    const table = await screen.findByRole('table', { name: 'Discount codes, the newest first' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('SPRING15');
    expect(row).toHaveTextContent('15%');
    expect(row).toHaveTextContent('100 uses, 1 per account, minimum £50');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('4 paid, 1 awaiting payment');
  });

  it('creates a code from the form, sending money in minor units', async () => {
    const api = show({ 'POST /api/admin/discount-codes': { status: 201, body: { ...CODE, id: 'code-2' } } });
    const form = await screen.findByRole('form', { name: 'Create a discount code' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Code/ }), 'autumn-10');
    await userEvent.click(within(form).getByRole('radio', { name: 'An amount off the order' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '12.50');
    await userEvent.clear(within(form).getByRole('textbox', { name: /Minimum order/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Minimum order/ }), '40');
    await userEvent.type(within(form).getByRole('textbox', { name: /Number of uses/ }), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the code' }));

    await waitFor(() => expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    expect(sentBody(api, 'POST')).toMatchObject({
      code: 'autumn-10',
      kind: 'fixed',
      value: 1250,
      minimumOrderMinor: 4000,
      maxUses: 20,
      perAccountLimit: null,
      singleUse: false,
      active: true,
    });
  });

  it('shows the API’s message beside each field it refused', async () => {
    show({
      'POST /api/admin/discount-codes': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { code: ['This code is already taken.'], minimumOrderMinor: ['Enter an amount of 0 or more.'] },
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Create a discount code' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Code/ }), 'SPRING15');
    await userEvent.type(within(form).getByRole('textbox', { name: /Percent/ }), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the code' }));

    expect(await within(form).findByRole('textbox', { name: /Code/ })).toHaveAccessibleDescription(
      /This code is already taken\./,
    );
    expect(within(form).getByRole('textbox', { name: /Minimum order/ })).toHaveAccessibleDescription(
      /Enter an amount of 0 or more\./,
    );
  });

  it('changes a code from the version it read, and says so when someone else changed it first', async () => {
    const api = show({
      'PUT /api/admin/discount-codes/code-1': {
        status: 409,
        body: { message: 'Someone else changed this record meanwhile. Reload it and make your change again.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change SPRING15' }));
    const form = screen.getByRole('form', { name: 'Change the code SPRING15' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save the code' }));

    expect(await within(form).findByText(/Someone else changed this record meanwhile/)).toBeInTheDocument();
    expect(sentBody(api, 'PUT')).toMatchObject({ code: 'SPRING15', value: 15, version: 3 });
    // The list is read again so the newer version is the one changed next.
    expect(api.mock.calls.filter(([url]) => String(url).endsWith('/api/admin/discount-codes'))).toHaveLength(2);
  });

  it('deactivates a code and lists the orders that used it', async () => {
    const api = show({
      'PUT /api/admin/discount-codes/code-1/activity': { body: { ...CODE, active: false, version: 4 } },
      'GET /api/admin/discount-codes/code-1/orders': {
        body: {
          currency: 'GBP',
          orders: [
            {
              id: 'order-1',
              number: 'LS-000042',
              status: 'paid',
              email: 'ewa@example.com',
              totalMinor: 8500,
              placedAt: '2026-03-02T09:00:00Z',
            },
          ],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate SPRING15' }));
    expect(sentBody(api, 'PUT')).toEqual({ active: false, version: 3 });

    await userEvent.click(await screen.findByRole('button', { name: 'Orders placed with SPRING15' }));
    const orders = await screen.findByRole('table', { name: 'Orders placed with SPRING15' });
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('LS-000042');
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('£85');
  });

  it('tells a caller who may not manage codes that it cannot be done', async () => {
    show({ [LIST]: { status: 403, body: { message: 'It cannot be done.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('It cannot be done.');
  });
});
