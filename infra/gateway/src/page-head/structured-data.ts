import { MARKET } from '@labshop/shared-contracts/core';
import type { TestDetail, PackageDetail } from '@labshop/shared-contracts/core/api/catalogue-detail';
import type { CollectionPoint } from '@labshop/shared-contracts/core/api/collection-points';
import type { DoctorCard } from '@labshop/shared-contracts/core/api/doctors';

/** schema.org data (JSON-LD) of the site's pages, as search engines read it. */
const CONTEXT = 'https://schema.org';

/** Where the site lives and what it is called, as every page's data names it. */
export interface SiteIdentity {
  readonly origin: string;
  readonly name: string;
  readonly logo: string;
}

/** A price in major units as schema.org writes it: a decimal string with two places ("129.00"). */
export function schemaPrice(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** The shop itself, with how patients reach it (the home page). */
export function organization(site: SiteIdentity): object {
  const [, street = '', postalAndCity = ''] = MARKET.contact.address;
  const [postalCode = '', ...cityWords] = postalAndCity.split(' ');
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.name,
    url: `${site.origin}/`,
    logo: site.logo,
    email: MARKET.contact.email,
    telephone: MARKET.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      postalCode,
      addressLocality: cityWords.join(' '),
      addressCountry: MARKET.country.code,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: MARKET.contact.email,
      telephone: MARKET.contact.phone,
      availableLanguage: ['en', 'pl'],
    },
  };
}

/** A test or a package as something to buy: its price at the default price list, and whether it is on sale. */
export function product(item: TestDetail | PackageDetail, url: string, image: string, site: SiteIdentity): object {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    sku: item.id,
    category: item.category.name,
    url,
    image,
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      url,
      price: schemaPrice(item.price.priceMinor),
      priceCurrency: item.currency,
      availability: item.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: site.name },
    },
  };
}

/** The path to a page from the home page, each step a name and an absolute address. */
export function breadcrumbs(steps: readonly { name: string; url: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** A collection point: a medical business with its address, place on the map and hours. */
export function collectionPointBusiness(point: CollectionPoint, url: string, image: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'MedicalBusiness',
    name: point.name,
    url,
    image,
    telephone: MARKET.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: point.street,
      postalCode: point.postalCode,
      addressLocality: point.city.name,
      addressCountry: MARKET.country.code,
    },
    ...(point.latitude !== null && point.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: point.latitude, longitude: point.longitude } }
      : {}),
    ...(point.openingHours ? { description: `Opening hours: ${point.openingHours}` } : {}),
    ...(point.directionsUrl ? { hasMap: point.directionsUrl } : {}),
  };
}

/** A doctor's public card: the physician, the specialities, and where the doctor sees patients. */
export function physician(card: DoctorCard, url: string, image: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Physician',
    name: doctorName(card),
    url,
    image,
    medicalSpecialty: card.specializations.length > 0 ? card.specializations : [card.mainCategory],
    ...(card.aboutMe ? { description: card.aboutMe } : {}),
    ...(card.languages.length > 0 ? { knowsLanguage: card.languages } : {}),
    ...(card.facility
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: card.facility.city,
            addressCountry: MARKET.country.code,
          },
        }
      : {}),
  };
}

/** A doctor's name as the card shows it: the title, when there is one, before it. */
export function doctorName(card: Pick<DoctorCard, 'title' | 'firstName' | 'lastName'>): string {
  return [card.title, card.firstName, card.lastName].filter(Boolean).join(' ');
}
