import { SITE_IMAGE_PATHS, SiteImageList, type SiteImage } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Image, Table } from '@labshop/shared-contracts/web/ui';
import { AdminLoadFailure } from './load-failure';
import { OfferPictureForm } from './offer-picture-form';
import { PictureUploadForm } from './picture-upload-form';
import { fileSizeText, PICTURE_TEXTS } from './site-picture-texts';

/** The picture's kind from its type, as people name it ('image/jpeg' → JPEG). */
function kindOf(contentType: string): string {
  const kind = contentType.replace(/^image\//, '').toUpperCase();
  return kind === 'WEBP' ? 'WebP' : kind;
}

/**
 * Pictures for the site's pages: those uploaded so far, shown through the image proxy as the site shows them, a form
 * to upload another, and one to choose a picture for an offer.
 */
export function SitePictures() {
  const pictures = useApiQuery(SITE_IMAGE_PATHS.admin, { answer: SiteImageList });
  const images = pictures.status === 'success' ? pictures.data.images : [];
  return (
    <section aria-labelledby="site-pictures">
      <h2 id="site-pictures">{PICTURE_TEXTS.heading}</h2>
      <p>{PICTURE_TEXTS.intro}</p>
      {pictures.status === 'loading' ? <Loading label={PICTURE_TEXTS.loading} /> : null}
      {pictures.status === 'error' ? <AdminLoadFailure error={pictures.error} onRetry={pictures.retry} /> : null}
      {pictures.status === 'success' && images.length === 0 ? <p>{PICTURE_TEXTS.empty}</p> : null}
      {images.length > 0 ? (
        <Table<SiteImage>
          caption={PICTURE_TEXTS.listCaption}
          captionHidden
          rowHeader="name"
          rows={images}
          rowKey={(image) => image.id}
          columns={[
            {
              id: 'picture',
              header: 'Picture',
              cell: (image) => <Image src={image.src} alt={image.alt} width={96} preset="thumbnail" />,
            },
            { id: 'name', header: 'Name', cell: (image) => image.name },
            { id: 'size', header: 'Size', cell: (image) => `${image.width} × ${image.height} px` },
            {
              id: 'file',
              header: 'File',
              cell: (image) => `${kindOf(image.contentType)}, ${fileSizeText(image.bytes)}`,
            },
          ]}
        />
      ) : null}
      <PictureUploadForm onUploaded={() => pictures.retry()} />
      {pictures.status === 'success' ? <OfferPictureForm images={images} /> : null}
    </section>
  );
}
