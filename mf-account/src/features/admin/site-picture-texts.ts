import { SITE_IMAGE_MAX_BYTES } from '@labshop/shared-contracts/core';

/** What the back-office's pictures section says. */
export const PICTURE_TEXTS = {
  heading: 'Pictures',
  intro: 'Pictures for the pages of the site: upload one, then choose it for an offer.',
  loading: 'Loading the pictures…',
  empty: 'No pictures uploaded yet.',
  listCaption: 'Uploaded pictures, the newest first',
  uploadTitle: 'Upload a picture',
  file: 'Picture file',
  fileHint: `JPEG, PNG, WebP, GIF or AVIF, at most ${SITE_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  noFile: 'Choose a picture to upload.',
  name: 'Name',
  nameHint: 'How the back-office lists it, e.g. Autumn offer banner.',
  alt: 'What the picture shows',
  altHint: 'Read out to those who do not see it.',
  upload: 'Upload the picture',
  uploading: 'Uploading…',
  uploaded: (name: string) => `${name} was uploaded.`,
  chosenSize: (width: number, height: number) => `The chosen picture is ${width} × ${height} pixels.`,
  sizeUnknown: 'The size of the chosen picture could not be read; it may not be a picture.',
  offerTitle: 'Choose a picture for an offer',
  loadingOffers: 'Loading the offers…',
  offer: 'Offer',
  offerPlaceholder: 'Choose an offer',
  picture: 'Picture for the offer',
  noPicture: 'No picture',
  noOffers: 'There are no running offers to give a picture.',
  useForOffer: 'Use for the offer',
  chooseOffer: 'Choose an offer.',
} as const;

/** A size in kilobytes or megabytes, as people read file sizes. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
