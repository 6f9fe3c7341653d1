import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { AuditLogPage } from '@labshop/shared-contracts/core/api/admin-audit-log';
import { OfferDetail, OffersAnswer } from '@labshop/shared-contracts/core/api/offers';
import {
  OfferPictureAnswer,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_TEXTS,
  SiteImage,
  SiteImageList,
} from '@labshop/shared-contracts/core/api/site-images';
import { offers } from '../../db/schema';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { UNKNOWN_PICTURE } from './service';

const FORBIDDEN = { message: 'It cannot be done.' };
const OFFER = 'autumn-immunity-check';

/** A real picture of the given kind and size, drawn for the test. */
async function picture(format: 'png' | 'jpeg' | 'webp', width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 92, b: 138 } } })
    .toFormat(format)
    .toBuffer();
}

describe('site pictures', () => {
  let testApp: TestApp;
  let admin: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { rateLimitMax: 100_000 } });
    const account = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    adminId = account.id;
    admin = await signedInAs(testApp.app, account.id, 'admin');
  });
  afterAll(() => testApp.close());

  async function auditOf(recordType: string, recordId: string) {
    const response = await testApp.app.inject({
      url: `/api/admin/audit-log?recordType=${recordType}&recordId=${recordId}`,
      headers: admin,
    });
    return expectShape(response.json(), AuditLogPage).entries.map((entry) => ({
      action: entry.action,
      actor: entry.actor?.id,
      before: entry.before,
      after: entry.after,
    }));
  }

  function upload(
    bytes: Buffer | string,
    type: string | undefined,
    query: { name?: string; alt?: string } = { name: 'Autumn offer', alt: 'A blue square' },
    headers: Record<string, string> = admin,
  ) {
    const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined));
    return testApp.app.inject({
      method: 'POST',
      url: `/api/admin/site-images?${search.toString()}`,
      headers: { ...headers, ...(type === undefined ? {} : { 'content-type': type }) },
      payload: bytes,
    });
  }

  it('keeps a real picture in the image store, with its decoded type and size, and lists it', async () => {
    const bytes = await picture('png', 120, 80);

    const response = await upload(bytes, 'image/png', { name: 'Autumn offer — Łódź', alt: 'A blue square' });

    expect(response.statusCode).toBe(201);
    const image = expectShape(response.json(), SiteImage);
    expect(image).toMatchObject({
      name: 'Autumn offer — Łódź',
      alt: 'A blue square',
      width: 120,
      height: 80,
      contentType: 'image/png',
      bytes: bytes.length,
    });
    expect(image.src).toMatch(/^\/uploads\/autumn-offer-lodz\.[0-9a-f]{16}\.png$/);
    expect(await readFile(path.join(testApp.app.config.imagesDir, image.src))).toEqual(bytes);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/admin/site-images', headers: admin });
    expect(expectShape(list.json(), SiteImageList).images.map((listed) => listed.id)).toContain(image.id);
  });

  it('takes the type the file really has, not the one declared, and keeps the same file once', async () => {
    const bytes = await picture('jpeg');

    const first = expectShape((await upload(bytes, 'image/png')).json(), SiteImage);
    const again = await upload(bytes, 'image/jpeg');

    expect([first.contentType, first.src.endsWith('.jpg')]).toEqual(['image/jpeg', true]);
    expect(again.statusCode).toBe(201);
    expect(expectShape(again.json(), SiteImage).id).toBe(first.id);
  });

  it.each([
    ['a text file named as a picture', 'not a picture at all', 'image/png', SITE_IMAGE_TEXTS.unreadable],
    ['a PDF', '%PDF-1.4 …', 'application/pdf', SITE_IMAGE_TEXTS.type],
    ['no declared type', 'x', undefined, SITE_IMAGE_TEXTS.type],
    ['an empty file', '', 'image/png', SITE_IMAGE_TEXTS.empty],
    [
      'a drawing declared as a picture',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      'image/png',
      SITE_IMAGE_TEXTS.type,
    ],
  ])('refuses %s with words on the file field', async (_what, bytes, type, message) => {
    const response = await upload(bytes, type);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: [message] } });
  });

  it('refuses a picture cut short, which only decoding it to the end shows', async () => {
    const whole = await picture('jpeg', 400, 300);
    const response = await upload(whole.subarray(0, Math.floor(whole.length * 0.6)), 'image/jpeg');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: [SITE_IMAGE_TEXTS.unreadable] } });
  });

  it('refuses a file over the size limit, and one far over it without reading it', async () => {
    const tooLarge = await upload(Buffer.alloc(SITE_IMAGE_MAX_BYTES + 1, 1), 'image/png');
    const farTooLarge = await upload(Buffer.alloc(SITE_IMAGE_MAX_BYTES * 2 + 1, 1), 'image/png');

    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([
      422,
      expect.objectContaining({ errors: { file: [SITE_IMAGE_TEXTS.tooLarge] } }),
    ]);
    expect(farTooLarge.statusCode).toBe(413);
  });

  it('asks for a name and a description, each field told what is wrong', async () => {
    const response = await upload(await picture('webp'), 'image/webp', { name: '   ', alt: 'x' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { name: [SITE_IMAGE_TEXTS.name], alt: [SITE_IMAGE_TEXTS.alt] } });
  });

  it('gives an offer a picture, which the offer list and page then show, and takes it away', async () => {
    const image = expectShape((await upload(await picture('png', 160, 100), 'image/png')).json(), SiteImage);
    const choose = (imageId: string | null) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/offers/${OFFER}/picture`,
        headers: admin,
        payload: { imageId },
      });

    const chosen = await choose(image.id);

    const picked = { src: image.src, alt: image.alt, width: 160, height: 100 };
    expect(expectShape(chosen.json(), OfferPictureAnswer)).toEqual({ slug: OFFER, picture: picked });
    const list = expectShape((await testApp.app.inject({ url: '/api/offers' })).json(), OffersAnswer);
    expect(list.offers.find((offer) => offer.slug === OFFER)?.picture).toEqual(picked);
    const page = expectShape((await testApp.app.inject({ url: `/api/offers/${OFFER}` })).json(), OfferDetail);
    expect(page.picture).toEqual(picked);

    await choose(null);
    const after = expectShape((await testApp.app.inject({ url: `/api/offers/${OFFER}` })).json(), OfferDetail);
    expect(after.picture).toBeNull();
  });

  it('writes who uploaded a picture to the audit log, once for the same file uploaded twice', async () => {
    const bytes = await picture('webp', 90, 70);
    const image = expectShape((await upload(bytes, 'image/webp')).json(), SiteImage);
    expect((await upload(bytes, 'image/webp')).statusCode).toBe(201);

    expect(await auditOf('site_image', image.id)).toEqual([
      {
        action: 'site_picture_uploaded',
        actor: adminId,
        before: null,
        after: {
          name: 'Autumn offer',
          alt: 'A blue square',
          src: image.src,
          contentType: 'image/webp',
          width: 90,
          height: 70,
          bytes: bytes.length,
        },
      },
    ]);
  });

  it('writes who changed an offer’s picture to the audit log, with the picture before and after', async () => {
    const image = expectShape((await upload(await picture('png', 64, 48), 'image/png')).json(), SiteImage);
    const choose = (imageId: string | null) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/offers/${OFFER}/picture`,
        headers: admin,
        payload: { imageId },
      });
    await choose(null);
    const [offer] = await testApp.db.select({ id: offers.id }).from(offers).where(eq(offers.slug, OFFER));

    await choose(image.id);
    await choose(null);

    const picked = { src: image.src, alt: image.alt, width: 64, height: 48 };
    expect((await auditOf('offer', offer?.id ?? '')).slice(0, 3)).toEqual([
      { action: 'offer_picture_changed', actor: adminId, before: { picture: picked }, after: { picture: null } },
      { action: 'offer_picture_changed', actor: adminId, before: { picture: null }, after: { picture: picked } },
      { action: 'offer_picture_changed', actor: adminId, before: expect.anything(), after: { picture: null } },
    ]);
  });

  it('answers 404 for an unknown offer and words for a picture not in the list', async () => {
    const image = expectShape((await upload(await picture('png', 30, 30), 'image/png')).json(), SiteImage);
    const unknownOffer = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/offers/no-such-offer/picture',
      headers: admin,
      payload: { imageId: image.id },
    });
    const unknownPicture = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/offers/${OFFER}/picture`,
      headers: admin,
      payload: { imageId: '00000000-0000-4000-8000-000000000000' },
    });

    expect(unknownOffer.statusCode).toBe(404);
    expect([unknownPicture.statusCode, unknownPicture.json()]).toEqual([
      422,
      expect.objectContaining({ errors: { imageId: [UNKNOWN_PICTURE] } }),
    ]);
  });

  it('answers 401 to a guest and 403 ‘It cannot be done.’ to a patient and to an admin acting as a patient', async () => {
    const patient = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const adminAsPatient = await signedIn(
      testApp.app,
      (await createTestAccount(testApp.db, { roles: ['patient', 'admin'] })).id,
    );
    const bytes = await picture('png');
    const calls = (headers: Record<string, string>) => [
      testApp.app.inject({ method: 'GET', url: '/api/admin/site-images', headers }),
      upload(bytes, 'image/png', undefined, headers),
      testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/offers/${OFFER}/picture`,
        headers,
        payload: { imageId: null },
      }),
    ];

    const guest = await Promise.all(calls({}));
    const others = await Promise.all([...calls(patient), ...calls(adminAsPatient)]);

    expect(guest.map((response) => response.statusCode)).toEqual([401, 401, 401]);
    expect(others.map((response) => [response.statusCode, response.json()])).toEqual(
      Array.from({ length: 6 }, () => [403, FORBIDDEN]),
    );
  });
});
