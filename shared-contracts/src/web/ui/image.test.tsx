import { fireEvent, render, screen } from '@testing-library/react';
import { IMAGE_WIDTHS, parseImageModifiers } from '@labshop/shared-contracts/core';
import { Image } from './image';
import { imageUrl } from './image-url';

function srcsetEntries(image: HTMLElement): Array<{ url: string; width: number }> {
  return (image.getAttribute('srcset') ?? '').split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ');
    return { url, width: Number(descriptor.replace('w', '')) };
  });
}

describe('Image', () => {
  it('loads lazily and decodes asynchronously by default, its place reserved', () => {
    render(<Image src="/art/heart.svg" alt="A drawing of a heart" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'A drawing of a heart' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
  });

  it('takes eager loading and sync decoding', () => {
    render(<Image src="/hero.png" alt="" width={640} height={240} loading="eager" decoding="sync" />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('decoding', 'sync');
    expect(image).toHaveAttribute('alt', '');
  });

  it("offers webp at the spec's widths up to twice the shown width, each a size the proxy renders", () => {
    render(<Image src="/art/lab.png" alt="Laboratory" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Laboratory' });
    const entries = srcsetEntries(image);
    expect(entries.map((entry) => entry.width)).toEqual([320, 640]);
    expect(entries[1]?.url).toBe('/_ipx/f_webp&fit_cover&s_640x400/art/lab.png');
    expect(image).toHaveAttribute('src', '/_ipx/f_webp&fit_cover&s_320x200/art/lab.png');
    expect(image).toHaveAttribute('sizes', '320px');
    for (const { url, width } of entries) {
      expect(IMAGE_WIDTHS).toContain(width);
      expect(parseImageModifiers(url.split('/')[2] ?? '')).toMatchObject({ ok: true });
    }
  });

  it("takes a preset's ratio, fit and quality, and the caller's sizes", () => {
    render(
      <Image src="/art/lab.png" alt="Laboratory" preset="card" width={400} sizes="(min-width: 768px) 400px, 100vw" />,
    );
    const image = screen.getByRole('img', { name: 'Laboratory' });
    expect(image).toHaveAttribute('height', '250');
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 400px, 100vw');
    expect(srcsetEntries(image).map((entry) => entry.width)).toEqual([320, 640, 768, 1024]);
    expect(image).toHaveAttribute('src', '/_ipx/f_webp&fit_cover&s_640x400&q_80/art/lab.png');
  });

  it('shows the blurred 10×10 stand-in until the picture has loaded', () => {
    render(<Image src="/art/lab.png" alt="Laboratory" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Laboratory' });
    expect(image.style.backgroundImage).toBe('url("/_ipx/f_webp&fit_fill&s_10x10&q_50&blur_3/art/lab.png")');
    fireEvent.load(image);
    expect(image.style.backgroundImage).toBe('');
  });

  it('uses the source as is with the none provider', () => {
    render(<Image src="/logo.png" alt="Labshop" provider="none" width={120} height={40} />);
    const image = screen.getByRole('img', { name: 'Labshop' });
    expect(image).toHaveAttribute('src', '/logo.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(image.style.backgroundImage).toBe('');
  });

  it('throws on an unknown provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Image src="/a.png" alt="" width={320} height={200} provider="cloudinery" />)).toThrow(
      'Unknown image provider: cloudinery',
    );
  });

  it('throws on an unknown preset', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Image src="/a.png" alt="" width={320} preset="gigantic" />)).toThrow(
      'Unknown image preset: gigantic',
    );
    expect(() => render(<Image src="/a.png" alt="" width={320} preset="toString" />)).toThrow(
      'Unknown image preset: toString',
    );
  });

  it('writes every modifier into the proxy path, and the proxy reads them back', () => {
    const url = imageUrl('/a.png', 'ipx', {
      format: 'webp',
      fit: 'contain',
      resize: '10x10',
      quality: 50,
      background: 'ffffff',
      blur: 3,
    });
    expect(url).toBe('/_ipx/f_webp&fit_contain&s_10x10&q_50&b_ffffff&blur_3/a.png');
    expect(parseImageModifiers(url.split('/')[2] ?? '')).toEqual({
      ok: true,
      modifiers: { format: 'webp', fit: 'contain', resize: '10x10', quality: 50, background: 'ffffff', blur: 3 },
    });
    expect(imageUrl('/a.png', 'ipx')).toBe('/_ipx/_/a.png');
  });
});
