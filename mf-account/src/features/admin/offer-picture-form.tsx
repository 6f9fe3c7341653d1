import { useId, useState, type FormEvent } from 'react';
import { OfferPictureAnswer, OffersAnswer, SITE_IMAGE_PATHS, type SiteImage } from '@labshop/shared-contracts/core';
import { getApiClient, useApiQuery } from '@labshop/shared-contracts/web';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, Select, showToast } from '@labshop/shared-contracts/web/ui';
import { FormAlert, formMessages, submitErrorsFrom, FORM_ERROR } from '@labshop/shared-contracts/web/forms';
import { MESSAGES } from '../../lib/messages';
import { AdminLoadFailure } from './load-failure';
import { PICTURE_TEXTS } from './site-picture-texts';

const NONE = '';

/** Gives a running offer one of the uploaded pictures, or takes its picture away. */
export function OfferPictureForm({ images }: { images: readonly SiteImage[] }) {
  const titleId = useId();
  const offers = useApiQuery('offers', { answer: OffersAnswer });
  const [offerSlug, setOfferSlug] = useState('');
  const [imageId, setImageId] = useState(NONE);
  const [offerProblem, setOfferProblem] = useState<string | undefined>();
  const [imageProblem, setImageProblem] = useState<string | undefined>();
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  const chooseOffer = (slug: string) => {
    setOfferSlug(slug);
    const offer = offers.status === 'success' ? offers.data.offers.find((one) => one.slug === slug) : undefined;
    setImageId(images.find((image) => image.src === offer?.picture?.src)?.id ?? NONE);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblems([]);
    setImageProblem(undefined);
    setOfferProblem(offerSlug ? undefined : PICTURE_TEXTS.chooseOffer);
    if (!offerSlug) return;
    setSending(true);
    try {
      await getApiClient().request(SITE_IMAGE_PATHS.offerPicture(offerSlug), {
        method: 'PUT',
        body: { imageId: imageId === NONE ? null : imageId },
        answer: OfferPictureAnswer,
      });
      showToast(MESSAGES.saved, { type: 'success' });
      offers.retry();
    } catch (error) {
      const errors = submitErrorsFrom(error, { fields: ['imageId'], failure: MESSAGES.saveFailed }) ?? {};
      setImageProblem(typeof errors.imageId === 'string' ? errors.imageId : undefined);
      setFormProblems(formMessages(errors[FORM_ERROR]));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{PICTURE_TEXTS.offerTitle}</h3>
      {offers.status === 'loading' ? <Loading label={PICTURE_TEXTS.loadingOffers} /> : null}
      {offers.status === 'error' ? <AdminLoadFailure error={offers.error} onRetry={offers.retry} /> : null}
      {offers.status === 'success' && offers.data.offers.length === 0 ? <p>{PICTURE_TEXTS.noOffers}</p> : null}
      {offers.status === 'success' && offers.data.offers.length > 0 ? (
        <>
          <FormAlert messages={formProblems} />
          <Select
            label={PICTURE_TEXTS.offer}
            placeholder={PICTURE_TEXTS.offerPlaceholder}
            required
            error={offerProblem}
            value={offerSlug}
            onChange={(event) => chooseOffer(event.target.value)}
            options={offers.data.offers.map((offer) => ({
              value: offer.slug,
              label: offer.picture ? `${offer.title} (has a picture)` : offer.title,
            }))}
          />
          <Select
            label={PICTURE_TEXTS.picture}
            error={imageProblem}
            value={imageId}
            onChange={(event) => setImageId(event.target.value)}
            options={[
              { value: NONE, label: PICTURE_TEXTS.noPicture },
              ...images.map((image) => ({ value: image.id, label: image.name })),
            ]}
          />
          <Button type="submit" disabled={sending}>
            {PICTURE_TEXTS.useForOffer}
          </Button>
        </>
      ) : null}
    </form>
  );
}
