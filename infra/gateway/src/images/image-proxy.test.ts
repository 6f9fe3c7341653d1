import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildGateway } from '../app';
import { IMMUTABLE } from '../cache-policy';
import { readPublicConfig } from '../public-config';
import { closedPortUrl, createTestSite, httpCall, listenOnLoopback, type TestSite } from '../testing';

const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40">' +
  '<rect width="64" height="40" fill="#1d4ed8"/><circle cx="32" cy="20" r="12" fill="#f59e0b"/></svg>';

let site: TestSite;
let cacheDir: string;
let gateway: FastifyInstance;
let port: number;

const get = (url: string, headers?: Record<string, string>) => httpCall(port, { url, headers });

beforeAll(async () => {
  site = await createTestSite();
  const images = path.join(site.siteDir, 'images');
  await mkdir(path.join(images, 'art'), { recursive: true });
  await writeFile(path.join(images, 'art/drawing.svg'), DRAWING);
  await writeFile(path.join(images, 'art/drawing.1a2b3c4d.svg'), DRAWING);
  await writeFile(
    path.join(images, 'art/photo.png'),
    await sharp({ create: { width: 800, height: 500, channels: 4, background: '#10b98180' } })
      .png()
      .toBuffer(),
  );
  await writeFile(path.join(images, 'art/broken.png'), 'not an image at all');
});

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'labshop-image-cache-'));
  gateway = await buildGateway({
    siteDir: site.siteDir,
    apiUrl: await closedPortUrl(),
    publicConfig: readPublicConfig({}),
    imageCacheDir: cacheDir,
  });
  port = await listenOnLoopback(gateway);
});

afterEach(async () => {
  await gateway.close();
  await rm(cacheDir, { recursive: true, force: true });
});

afterAll(() => site.remove());

describe('the image proxy', () => {
  it('answers webp of the asked width and height', async () => {
    const response = await get('/_ipx/f_webp&fit_cover&s_640x400&q_75/art/photo.png');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 400 });
  });

  it('draws a drawing sharp at twice its screen width', async () => {
    const response = await get('/_ipx/f_webp&w_2560/art/drawing.svg');

    expect(response.statusCode).toBe(200);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 2560, height: 1600 });
  });

  it("fills a preset's height from its ratio", async () => {
    const response = await get('/_ipx/preset_card&w_1024/art/photo.png');

    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1024, height: 640 });
  });

  it('makes the blurred 10×10 placeholder', async () => {
    const response = await get('/_ipx/f_webp&fit_fill&s_10x10&q_50&blur_3/art/drawing.svg');

    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 10, height: 10 });
  });

  it('puts a background behind transparent areas', async () => {
    const response = await get('/_ipx/s_320x200&b_ffffff/art/photo.png');
    const { channels, hasAlpha } = await sharp(response.rawPayload).metadata();

    expect(hasAlpha).toBe(false);
    expect(channels).toBe(3);
  });

  it('renders a variant once: a repeated request is read from the cache', async () => {
    const first = await get('/_ipx/s_768x480/art/photo.png');
    const second = await get('/_ipx/s_768x480/art/photo.png');

    expect(first.headers['x-image-cache']).toBe('miss');
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const folders = await readdir(cacheDir);
    expect(folders).toHaveLength(1);
  });

  it('answers 304 to a browser that has the variant', async () => {
    const first = await get('/_ipx/w_320/art/photo.png');
    const again = await get('/_ipx/w_320/art/photo.png', { 'if-none-match': String(first.headers.etag) });

    expect(again.statusCode).toBe(304);
  });

  it('lets browsers keep a variant of a content-hashed source for good, and others for a week', async () => {
    const hashed = await get('/_ipx/w_320/art/drawing.1a2b3c4d.svg');
    const plain = await get('/_ipx/w_320/art/drawing.svg');

    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers['cache-control']).toBe('public, max-age=604800');
  });

  it.each([
    ['/_ipx/w_700/art/photo.png', 'Image width must be one of 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072'],
    ['/_ipx/zoom_2/art/photo.png', 'Unknown image modifier: zoom'],
    ['/_ipx/preset_gigantic/art/photo.png', 'Unknown image preset: gigantic'],
    ['/_ipx/f_png/art/photo.png', 'Image format must be webp'],
    ['/_ipx/w_320', 'An image address is /_ipx/<modifiers>/<source path>'],
    ['/_ipx/w_320/../../secret.png', 'An image address is /_ipx/<modifiers>/<source path>'],
    ['/_ipx/w_320/%2e%2e/%2e%2e/secret.png', 'An image address is /_ipx/<modifiers>/<source path>'],
  ])('refuses %s with 400', async (url, message) => {
    const response = await get(url);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 404 for a source that does not exist or is not an image', async () => {
    expect((await get('/_ipx/w_320/art/missing.png')).statusCode).toBe(404);
    const notAnImage = await get('/_ipx/_/shell/index.html');
    expect(notAnImage.statusCode).toBe(404);
    expect(notAnImage.json()).toEqual({ message: 'Image not found' });
  });

  it('answers 422, not 500, for a source that is not a readable image', async () => {
    const response = await get('/_ipx/w_320/art/broken.png');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The image cannot be read' });
  });
});
