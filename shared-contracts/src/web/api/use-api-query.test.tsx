import { act, render, screen } from '@testing-library/react';
import { integer, object } from 'superstruct';
import { useApiQuery } from './use-api-query';

const Count = object({ count: integer() });

function Counter({ path }: { path: string }) {
  const result = useApiQuery(path, { query: { kind: 'tests', empty: '' }, answer: Count });
  if (result.status === 'loading') return <p>Loading</p>;
  if (result.status === 'error')
    return (
      <button type="button" onClick={result.retry}>
        Failed: {result.error.message}
      </button>
    );
  return <p>Count: {result.data.count}</p>;
}

type Reply = { status: number; body: unknown };

function fetchReplying(...replies: Reply[]) {
  const queue = [...replies];
  return jest.fn((_url: string) => {
    const reply = queue.shift() ?? { status: 500, body: { message: 'No more answers' } };
    return Promise.resolve({
      ok: reply.status < 400,
      status: reply.status,
      text: () => Promise.resolve(JSON.stringify(reply.body)),
    });
  });
}

describe('useApiQuery', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows loading, then the answer, asking with the query and without empty values', async () => {
    const fetchMock = fetchReplying({ status: 200, body: { count: 3 } });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    render(<Counter path="counts" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Count: 3')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/counts?kind=tests');
  });

  it('reports a failure and asks again on retry', async () => {
    globalThis.fetch = fetchReplying(
      { status: 500, body: { message: 'Unexpected error occurred' } },
      { status: 200, body: { count: 7 } },
    ) as unknown as typeof fetch;
    render(<Counter path="counts" />);
    const retry = await screen.findByRole('button', { name: 'Failed: Unexpected error occurred' });
    act(() => retry.click());
    expect(await screen.findByText('Count: 7')).toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as an error', async () => {
    globalThis.fetch = fetchReplying({ status: 200, body: { count: 'many' } }) as unknown as typeof fetch;
    render(<Counter path="counts" />);
    expect(await screen.findByRole('button', { name: /Failed/ })).toBeInTheDocument();
  });

  it('drops the answer of a previous path', async () => {
    globalThis.fetch = fetchReplying(
      { status: 200, body: { count: 1 } },
      { status: 200, body: { count: 2 } },
    ) as unknown as typeof fetch;
    const { rerender } = render(<Counter path="first" />);
    expect(await screen.findByText('Count: 1')).toBeInTheDocument();
    rerender(<Counter path="second" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Count: 2')).toBeInTheDocument();
  });
});
