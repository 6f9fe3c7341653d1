import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_IMAGE_TEXTS, type SiteImage } from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { SitePictures } from './site-pictures';

const BANNER: SiteImage = {
  id: '5b0c3a52-6a57-4a43-9b39-2b8f5f3a0d11',
  name: 'Autumn banner',
  alt: 'Leaves over a clinic',
  src: '/uploads/autumn-banner.0123456789abcdef.jpg',
  width: 1600,
  height: 600,
  contentType: 'image/jpeg',
  bytes: 245_760,
  uploadedAt: '2026-11-20T10:00:00.000Z',
};

const OFFERS = {
  categories: [{ slug: 'seasonal', name: 'Seasonal offers' }],
  category: null,
  offers: [
    {
      slug: 'autumn-immunity-check',
      title: 'Autumn immunity check',
      summary: 'Vitamin D and iron.',
      category: { slug: 'seasonal', name: 'Seasonal offers' },
      audience: 'patients',
      endsAt: null,
      picture: null,
    },
  ],
};

function pngFile(name = 'banner.png', bytes = 2048, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe("the administration's pictures", () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: () => 'blob:chosen', revokeObjectURL: () => undefined });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('says so while loading, and when there are none', async () => {
    mockApi({ 'GET /api/admin/site-images': { body: { images: [] } }, 'GET /api/offers': { body: OFFERS } });
    renderAt('/account/admin', <SitePictures />);

    expect(screen.getByText('Loading the pictures…')).toBeInTheDocument();
    expect(await screen.findByText('No pictures uploaded yet.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    mockApi({ 'GET /api/admin/site-images': { status: 500, body: { message: 'Unexpected error occurred' } } });
    renderAt('/account/admin', <SitePictures />);

    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('lists each picture through the image proxy with its size and file', async () => {
    mockApi({ 'GET /api/admin/site-images': { body: { images: [BANNER] } }, 'GET /api/offers': { body: OFFERS } });
    renderAt('/account/admin', <SitePictures />);

    const row = (await screen.findByRole('rowheader', { name: 'Autumn banner' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('1600 × 600 px')).toBeInTheDocument();
    expect(within(row).getByText('JPEG, 240 kB')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Leaves over a clinic' })).toHaveAttribute(
      'src',
      '/_ipx/f_webp&fit_cover&s_320x320&q_80/uploads/autumn-banner.0123456789abcdef.jpg',
    );
  });

  it('says what is wrong before sending: no file, a file of another kind, missing words', async () => {
    const api = mockApi({
      'GET /api/admin/site-images': { body: { images: [] } },
      'GET /api/offers': { body: OFFERS },
    });
    renderAt('/account/admin', <SitePictures />);
    await screen.findByText('No pictures uploaded yet.');

    await userEvent.click(screen.getByRole('button', { name: 'Upload the picture' }));
    expect(screen.getByLabelText(/^Picture file/)).toHaveAccessibleDescription(
      expect.stringContaining('Choose a picture to upload.'),
    );

    await userEvent.upload(screen.getByLabelText(/^Picture file/), pngFile('notes.pdf', 10, 'application/pdf'), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload the picture' }));

    expect(screen.getByLabelText(/^Picture file/)).toHaveAccessibleDescription(
      expect.stringContaining(SITE_IMAGE_TEXTS.type),
    );
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(expect.stringContaining(SITE_IMAGE_TEXTS.name));
    expect(requestedUrls(api, '/api/admin/site-images')).toHaveLength(1);
  });

  it('uploads the file itself with its name and description, then lists it', async () => {
    let images: SiteImage[] = [];
    let sent: { body: unknown; type: string | undefined } | null = null;
    const api = mockApi({
      'GET /api/admin/site-images': () => ({ body: { images } }),
      'GET /api/offers': { body: OFFERS },
      'POST /api/admin/site-images': (_url, init) => {
        sent = { body: init?.body, type: (init?.headers as Record<string, string>)['Content-Type'] };
        images = [BANNER];
        return { status: 201, body: BANNER };
      },
    });
    renderAt('/account/admin', <SitePictures />);
    await screen.findByText('No pictures uploaded yet.');
    const file = pngFile();

    await userEvent.upload(screen.getByLabelText(/^Picture file/), file);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Autumn banner');
    await userEvent.type(screen.getByLabelText(/^What the picture shows/), 'Leaves over a clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Upload the picture' }));

    expect(await screen.findByRole('rowheader', { name: 'Autumn banner' })).toBeInTheDocument();
    expect(sent).toEqual({ body: file, type: 'image/png' });
    const upload = api.mock.calls.find(([, init]) => init?.method === 'POST')?.[0];
    const query = new URL(String(upload), 'http://localhost').searchParams;
    expect([query.get('name'), query.get('alt')]).toEqual(['Autumn banner', 'Leaves over a clinic']);
  });

  it.each([
    ['its size once the picture is read', 'load', 1600, 'The chosen picture is 1600 × 1000 pixels.'],
    [
      'that its size could not be read',
      'error',
      0,
      'The size of the chosen picture could not be read; it may not be a picture.',
    ],
  ] as const)('tells, for the chosen file, %s', async (_what, outcome, width, said) => {
    jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width);
    jest.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(width === 0 ? 0 : 1000);
    jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function settle(this: HTMLImageElement) {
      setTimeout(() => this.dispatchEvent(new Event(outcome)));
    });
    mockApi({ 'GET /api/admin/site-images': { body: { images: [] } }, 'GET /api/offers': { body: OFFERS } });
    renderAt('/account/admin', <SitePictures />);
    await screen.findByText('No pictures uploaded yet.');

    await userEvent.upload(screen.getByLabelText(/^Picture file/), pngFile());

    expect(await screen.findByText(said)).toBeInTheDocument();
  });

  it('shows the words of the API beside the file when it does not decode as a picture', async () => {
    mockApi({
      'GET /api/admin/site-images': { body: { images: [] } },
      'GET /api/offers': { body: OFFERS },
      'POST /api/admin/site-images': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { file: [SITE_IMAGE_TEXTS.unreadable] } },
      },
    });
    renderAt('/account/admin', <SitePictures />);
    await screen.findByText('No pictures uploaded yet.');

    await userEvent.upload(screen.getByLabelText(/^Picture file/), pngFile('renamed.png'));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Not a picture');
    await userEvent.type(screen.getByLabelText(/^What the picture shows/), 'Nothing');
    await userEvent.click(screen.getByRole('button', { name: 'Upload the picture' }));

    expect(await screen.findByText(SITE_IMAGE_TEXTS.unreadable)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Picture file/)).toHaveAccessibleDescription(
      expect.stringContaining(SITE_IMAGE_TEXTS.unreadable),
    );
  });

  it('gives an offer a picture', async () => {
    let chosen: unknown = null;
    mockApi({
      'GET /api/admin/site-images': { body: { images: [BANNER] } },
      'GET /api/offers': { body: OFFERS },
      'PUT /api/admin/offers/autumn-immunity-check/picture': (_url, init) => {
        chosen = JSON.parse(String(init?.body));
        return { body: { slug: 'autumn-immunity-check', picture: null } };
      },
    });
    const toasts: EventPayload<'toast:show'>[] = [];
    getEventBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));
    renderAt('/account/admin', <SitePictures />);

    await userEvent.selectOptions(await screen.findByLabelText(/^Offer/), 'autumn-immunity-check');
    await userEvent.selectOptions(screen.getByLabelText(/^Picture for the offer/), BANNER.id);
    await userEvent.click(screen.getByRole('button', { name: 'Use for the offer' }));

    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'Saved successfully.' }]));
    expect(chosen).toEqual({ imageId: BANNER.id });
  });
});
