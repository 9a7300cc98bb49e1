import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeferredQuery, type QuerySnapshot } from '../use-deferred-query.ts';

afterEach(cleanup);

/** A promise the test settles when it wants the answer to arrive. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderList(answer: Promise<string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const seen: QuerySnapshot<string[]>[] = [];
  function List() {
    const list = useDeferredQuery(useQuery({ queryKey: ['list'], queryFn: () => answer }));
    seen.push(list);
    if (list.isPending) return <p>Loading</p>;
    if (list.isError) return <p>Failed</p>;
    return <p>{list.data?.join(', ') || 'Empty'}</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <List />
    </QueryClientProvider>,
  );
  return seen;
}

describe('useDeferredQuery', () => {
  it('shows the loading state, then the answer, never an answered state without its data', async () => {
    const answer = deferred<string[]>();
    const seen = renderList(answer.promise);
    expect(screen.getByText('Loading')).toBeTruthy();

    answer.resolve(['Kibble', 'Collar']);
    expect(await screen.findByText('Kibble, Collar')).toBeTruthy();
    expect(seen.filter((state) => !state.isPending && state.data === undefined)).toEqual([]);
  });

  it('passes a failure on with its error', async () => {
    const answer = deferred<string[]>();
    const seen = renderList(answer.promise);
    answer.reject(new Error('offline'));
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(seen.at(-1)?.error?.message).toBe('offline');
  });
});
