import { useParams } from 'react-router-dom';
import { PackagePreview } from '@labshop/shared-contracts/core';
import { PreviewBanner, PreviewPage } from '../../lib/preview-access';
import { PackageView } from './package-view';

/** /preview/pakiet/:id: a package as its page will show it, for admins, published or not. */
export function PackagePreviewPage() {
  const { id = '' } = useParams();
  return (
    <PreviewPage
      path={`catalogue/preview/packages/${encodeURIComponent(id)}`}
      answer={PackagePreview}
      what="the package"
    >
      {(preview) => (
        <>
          <PreviewBanner published={preview.published} />
          <PackageView pack={preview.item} />
        </>
      )}
    </PreviewPage>
  );
}
