import { useParams } from 'react-router-dom';
import { TestPreview } from '@labshop/shared-contracts/core';
import { PreviewBanner, PreviewPage } from '../../lib/preview-access';
import { TestDetailContent } from './test-detail-page';

/** /preview/badanie/:id: a test as its page will show it, for admins, published or not. */
export function TestPreviewPage() {
  const { id = '' } = useParams();
  return (
    <PreviewPage path={`catalogue/preview/tests/${encodeURIComponent(id)}`} answer={TestPreview} what="the test">
      {(preview) => (
        <>
          <PreviewBanner published={preview.published} />
          <TestDetailContent test={preview.item} />
        </>
      )}
    </PreviewPage>
  );
}
