import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'superstruct';
import { createApiClient } from '@labshop/shared-contracts/core';
import { mockApi } from '@labshop/shared-contracts/testing';
import { isNotFound, LoadFailed, Loading } from './request-states';

describe('request states', () => {
  it('announces a load in progress', () => {
    render(<Loading label="Loading the quiz…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the quiz…');
  });

  it('announces a failed load and asks again when the visitor says so', async () => {
    const retry = jest.fn();
    render(<LoadFailed message="The quiz could not be loaded." onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The quiz could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('isNotFound', () => {
  const client = createApiClient();
  const answer = object({ name: string() });

  async function failureOf(request: Promise<unknown>): Promise<Error> {
    try {
      await request;
    } catch (error) {
      if (error instanceof Error) return error;
    }
    throw new Error('The request did not fail');
  }

  it('tells an answer of 404 from the API apart from other failures', async () => {
    mockApi({
      'GET /api/doctors/nobody': { status: 404, body: { message: 'Not Found' } },
      'GET /api/doctors/broken': { status: 500, body: { message: 'Server error' } },
    });
    expect(isNotFound(await failureOf(client.request('doctors/nobody', { answer })))).toBe(true);
    expect(isNotFound(await failureOf(client.request('doctors/broken', { answer })))).toBe(false);
    expect(isNotFound(new Error('Not Found'))).toBe(false);
  });
});
