import { ApiError } from '@labshop/shared-contracts/core';
import { requestText, searchTextProblem } from './search-text';

describe('the search text sent to the API', () => {
  it('sends a text within the limit as it is', () => {
    expect(requestText('vit d')).toBe('vit d');
    expect(requestText('ż'.repeat(200))).toBe('ż'.repeat(200));
  });

  it('cuts a huge text just past the limit, counting characters, not code units', () => {
    expect(Array.from(requestText('🧪'.repeat(5000)))).toHaveLength(201);
  });
});

describe('the problem with a search text', () => {
  it('reads the field message of a 422 answer', () => {
    const error = new ApiError(422, { message: 'Invalid', errors: { q: ['must be at most 200 characters'] } });
    expect(searchTextProblem(error)).toBe('The search text must be at most 200 characters.');
  });

  it('leaves any other failure to the generic message', () => {
    expect(searchTextProblem(new ApiError(500, { message: 'Unexpected error occurred' }))).toBeNull();
    expect(searchTextProblem(new Error('offline'))).toBeNull();
  });
});
