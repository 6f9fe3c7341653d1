import fp from 'fastify-plugin';
import type {
  DiscountCampaign,
  OfferDetail,
  OffersAnswer,
  WorkforceEnquiryRequest,
} from '@labshop/shared-contracts/core/api/offers';
import type { SitePicture } from '@labshop/shared-contracts/core/api/site-images';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { isSlug } from '../../platform/request-values';
import type { CatalogueService, DetailScope } from '../catalogue/service';
import type { LocationParameters } from '../locations/chosen-location';
import type { LocationsService } from '../locations/service';
import { offersStore } from './store';
import { checkWorkforceEnquiry } from './workforce-enquiry-rules';

export interface OffersDependencies {
  db: Database;
  clock: Clock;
  currency: string;
  locations: Pick<LocationsService, 'resolve'>;
  /** Prices the items an offer or campaign lists. */
  catalogue: Pick<CatalogueService, 'pricedItemsAmong'>;
}

/** Offers and discount campaigns running now, priced where the visitor looks; and employers' enquiries. */
export function createOffersService(deps: OffersDependencies) {
  const store = offersStore(deps.db, deps.catalogue.pricedItemsAmong);

  /**
   * Where and when to price: the location asked for (422 when unknown), now, and the shop's currency. Looked up only
   * once the offer's slug could name one, so a slug that cannot is 404 whichever location is asked for.
   */
  async function scopeOf(location: LocationParameters): Promise<DetailScope> {
    return { location: await deps.locations.resolve(location), now: deps.clock(), currency: deps.currency };
  }

  return {
    /** The offers running now, of one category when a slug is given; 404 for a category that does not exist. */
    async list(categorySlug: string | null): Promise<OffersAnswer> {
      if (categorySlug !== null && !isSlug(categorySlug)) throw notFound();
      const answer = await store.listOffers(categorySlug, deps.clock());
      if (!answer) throw notFound();
      return answer;
    },

    /** One running offer with its items priced at the location; 404 when it does not exist or has ended. */
    async offer(slug: string, location: LocationParameters): Promise<OfferDetail> {
      if (!isSlug(slug)) throw notFound();
      const offer = await store.offerDetail(slug, await scopeOf(location));
      if (!offer) throw notFound();
      return offer;
    },

    /** A running discount campaign with its reduced items; 404 when it does not exist or has ended. */
    async discountCampaign(slug: string, location: LocationParameters): Promise<DiscountCampaign> {
      if (!isSlug(slug)) throw notFound();
      const campaign = await store.discountCampaign(slug, await scopeOf(location));
      if (!campaign) throw notFound();
      return campaign;
    },

    /**
     * Gives an offer, running or not, the picture an administrator chose (null: none); 404 for an unknown offer.
     * Called by the site images' service, which checks that the caller is an administrator at work.
     */
    async setPicture(
      tx: DatabaseExecutor,
      slug: string,
      picture: SitePicture | null,
    ): Promise<{ offerId: string; before: SitePicture | null }> {
      const changed = isSlug(slug) ? await store.setPicture(tx, slug, picture) : null;
      if (!changed) throw notFound();
      return changed;
    },

    /** Keeps an employer's message for the sales team once the form's rules pass (422 by field); answers its id. */
    async enquire(form: WorkforceEnquiryRequest): Promise<string> {
      return store.saveWorkforceEnquiry(checkWorkforceEnquiry(form), deps.clock());
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;

declare module 'fastify' {
  interface FastifyInstance {
    offers: OffersService;
  }
}

export default fp(
  async function offersService(fastify) {
    fastify.decorate(
      'offers',
      createOffersService({
        db: fastify.db,
        clock: fastify.clock,
        currency: fastify.config.currency,
        locations: fastify.locations,
        catalogue: fastify.catalogue,
      }),
    );
  },
  { name: 'offers-service', dependencies: ['database', 'clock', 'locations-service', 'catalogue-service'] },
);
