import { placeToast } from './replacement-policy';

const newId = () => 'fresh';

describe('toast replacement policy', () => {
  it('replaces every toast on screen with a new one', () => {
    expect(placeToast({}, new Set(['a', 'b']), newId)).toEqual({ id: 'fresh', remove: ['a', 'b'], update: false });
  });

  it('keeps the others when multiple is set', () => {
    expect(placeToast({ multiple: true }, new Set(['a']), newId)).toEqual({ id: 'fresh', remove: [], update: false });
  });

  it('updates a toast on screen in place by its id', () => {
    expect(placeToast({ id: 'a' }, new Set(['a', 'b']), newId)).toEqual({ id: 'a', remove: ['b'], update: true });
  });

  it('shows a toast with a given id that is not on screen as new', () => {
    expect(placeToast({ id: 'z' }, new Set(['a']), newId)).toEqual({ id: 'z', remove: ['a'], update: false });
  });
});
