import { render, screen } from '@testing-library/react';
import { Image } from './image';
import { imageUrl } from './image-url';

describe('Image', () => {
  it('loads lazily and decodes asynchronously by default', () => {
    render(<Image src="/images/nurse.jpg" alt="A nurse taking a blood sample" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'A nurse taking a blood sample' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('src', '/images/nurse.jpg');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
  });

  it('takes eager loading and sync decoding', () => {
    render(<Image src="/hero.jpg" alt="" loading="eager" decoding="sync" />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('decoding', 'sync');
  });

  it('asks the image proxy for webp at 1x and 2x', () => {
    render(<Image src="/images/lab.jpg" alt="Laboratory" provider="ipx" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Laboratory' });
    expect(image).toHaveAttribute('src', '/_ipx/f_webp&w_320&h_200/images/lab.jpg');
    expect(image).toHaveAttribute(
      'srcset',
      '/_ipx/f_webp&w_320&h_200/images/lab.jpg 1x, /_ipx/f_webp&w_640&h_400/images/lab.jpg 2x',
    );
  });

  it('applies a preset', () => {
    render(<Image src="/images/lab.jpg" alt="Laboratory" provider="ipx" preset="card" />);
    const image = screen.getByRole('img', { name: 'Laboratory' });
    expect(image).toHaveAttribute('src', '/_ipx/f_webp&fit_cover&w_320&h_200&q_80/images/lab.jpg');
    expect(image).toHaveAttribute('width', '320');
  });

  it('throws on an unknown provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Image src="/a.jpg" alt="" provider="cloudinery" />)).toThrow(
      'Unknown image provider: cloudinery',
    );
  });

  it('throws on an unknown preset', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Image src="/a.jpg" alt="" preset="gigantic" />)).toThrow('Unknown image preset: gigantic');
    expect(() => render(<Image src="/a.jpg" alt="" preset="toString" />)).toThrow('Unknown image preset: toString');
  });

  it('writes every modifier into the proxy path', () => {
    expect(
      imageUrl('/a.png', 'ipx', { format: 'webp', fit: 'contain', resize: '10x10', quality: 50, background: 'ffffff' }),
    ).toBe('/_ipx/f_webp&fit_contain&s_10x10&q_50&b_ffffff/a.png');
    expect(imageUrl('/a.png', 'ipx')).toBe('/_ipx/_/a.png');
  });
});
