import { array } from 'superstruct';
import { imageUrl } from '@labshop/shared-contracts/core';
import { CityWithCollectionPoints, CollectionPoint } from '@labshop/shared-contracts/core/api/collection-points';
import { DoctorCard } from '@labshop/shared-contracts/core/api/doctors';
import { DiscountCampaign, OfferDetail, OffersAnswer } from '@labshop/shared-contracts/core/api/offers';
import { shortened } from './html-text';
import { absolute, canonicalUrl, notFoundHead, pageHead, titled, type PageContext } from './page-context';
import type { PageHead } from './page-head';
import { PUBLIC_API } from './public-api-paths';
import { breadcrumbs, collectionPointBusiness, doctorName, physician } from './structured-data';

function locationSteps(context: PageContext) {
  return [
    { name: 'Home', url: absolute(context, '/') },
    { name: 'Collection points', url: absolute(context, '/locations') },
  ];
}

/** /locations/:city: the city's collection points, or 404 for a city the shop does not serve. */
export async function cityHead(context: PageContext): Promise<PageHead> {
  const answer = await context.data.read(PUBLIC_API.cities, array(CityWithCollectionPoints));
  const city = answer.found ? answer.value.find((candidate) => candidate.slug === context.match.params.city) : null;
  if (!city) return notFoundHead(context);
  return pageHead(context, {
    title: titled(context, `Collection points in ${city.name}`),
    description: `${city.collectionPointCount} collection points in ${city.name}: addresses, opening hours and what each offers.${city.homeService ? ` Nurse home visits in ${city.name} too.` : ''}`,
    structuredData: [breadcrumbs([...locationSteps(context), { name: city.name, url: canonicalUrl(context) }])],
  });
}

/** /locations/:city/:slug: one collection point, or 404. */
export async function collectionPointHead(context: PageContext): Promise<PageHead> {
  const { city = '', slug = '' } = context.match.params;
  const answer = await context.data.read(PUBLIC_API.collectionPoint(city, slug), CollectionPoint);
  if (!answer.found) return notFoundHead(context);
  const point = answer.value;
  const url = canonicalUrl(context);
  const hours = point.openingHours ? ` Open ${point.openingHours}.` : '';
  return pageHead(context, {
    title: titled(context, `${point.name}, ${point.city.name}`),
    description: shortened(
      `Collection point ${point.name}, ${point.street}, ${point.postalCode} ${point.city.name}.${hours}${point.closed ? ' Temporarily closed.' : ''}`,
    ),
    structuredData: [
      collectionPointBusiness(point, url, absolute(context, '/share-image.png')),
      breadcrumbs([
        ...locationSteps(context),
        { name: point.city.name, url: absolute(context, `/locations/${encodeURIComponent(point.city.slug)}`) },
        { name: point.name, url },
      ]),
    ],
  });
}

/** /doctor/:slug: a doctor's public card, or 404. */
export async function doctorHead(context: PageContext): Promise<PageHead> {
  const answer = await context.data.read(PUBLIC_API.doctor(context.match.params.slug ?? ''), DoctorCard);
  if (!answer.found) return notFoundHead(context);
  const card = answer.value;
  const name = doctorName(card);
  const specialities = (card.specializations.length > 0 ? card.specializations : [card.mainCategory]).join(', ');
  const where = card.facility ? ` in ${card.facility.city}` : '';
  return pageHead(context, {
    title: titled(context, `${name}, ${card.mainCategory}`),
    description: shortened(
      `${name}, ${specialities}${where}. ${card.aboutMe ?? 'Book a visit or a video consultation.'}`,
    ),
    kind: 'profile',
    structuredData: [physician(card, canonicalUrl(context), absolute(context, '/share-image.png'))],
  });
}

/** /offer/:slug: a running offer, or 404 (also once it has ended). */
export async function offerHead(context: PageContext): Promise<PageHead> {
  const answer = await context.data.read(PUBLIC_API.offer(context.match.params.slug ?? ''), OfferDetail);
  if (!answer.found) return notFoundHead(context);
  const offer = answer.value;
  return pageHead(context, {
    title: titled(context, offer.title),
    description: shortened(offer.summary),
    ...(offer.picture ? { image: absolute(context, imageUrl(offer.picture.src, 'ipx', { width: 1280 })) } : {}),
  });
}

/** /offers/:slug?: the running offers, of one group when named (404 for an unknown group). */
export async function offersHead(context: PageContext): Promise<PageHead> {
  const slug = context.match.params.slug;
  if (slug === undefined) {
    return pageHead(context, {
      title: titled(context, 'Offers'),
      description: 'Offers on laboratory tests and packages running now, for patients and for employers.',
    });
  }
  const answer = await context.data.read(PUBLIC_API.offerGroup(slug), OffersAnswer);
  if (!answer.found || !answer.value.category) return notFoundHead(context);
  return pageHead(context, {
    title: titled(context, `Offers: ${answer.value.category.name}`),
    description: `${answer.value.category.name}: offers on laboratory tests and packages running now.`,
  });
}

/** /discounts/:slug: a running discount campaign, or 404. */
export async function discountHead(context: PageContext): Promise<PageHead> {
  const answer = await context.data.read(PUBLIC_API.discount(context.match.params.slug ?? ''), DiscountCampaign);
  if (!answer.found) return notFoundHead(context);
  return pageHead(context, {
    title: titled(context, answer.value.title),
    description: `${answer.value.title}: reduced prices on laboratory tests and packages, each with its lowest price of the last 30 days.`,
  });
}
