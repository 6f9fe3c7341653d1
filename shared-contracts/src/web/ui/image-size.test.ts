import { lookUpImageSize, UNKNOWN_IMAGE_SIZE } from './image-size';

/** Every picture the page loads ends in `outcome`, with the given natural size. */
function picturesThat(outcome: 'load' | 'error', size = { width: 0, height: 0 }) {
  jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(size.width);
  jest.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(size.height);
  jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function settle(this: HTMLImageElement) {
    setTimeout(() => this.dispatchEvent(new Event(outcome)));
  });
}

describe('looking up the size of a picture', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers its natural width, height and ratio', async () => {
    picturesThat('load', { width: 1600, height: 1000 });

    expect(await lookUpImageSize('/_ipx/_/news/picture.svg')).toEqual({ width: 1600, height: 1000, ratio: 1.6 });
  });

  it('logs a picture that cannot be loaded and answers width, height and ratio zero', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    picturesThat('error');

    const size = await lookUpImageSize('/uploads/missing.png');

    expect(size).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(size).toEqual(UNKNOWN_IMAGE_SIZE);
    expect(logged).toHaveBeenCalledWith(
      'Failed to look up the size of the image /uploads/missing.png: it could not be loaded',
    );
  });

  it('treats a picture that loads without a size as a failed lookup', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    picturesThat('load', { width: 0, height: 0 });

    expect(await lookUpImageSize('blob:empty')).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(logged).toHaveBeenCalledWith('Failed to look up the size of the image blob:empty: it has no size');
  });
});
