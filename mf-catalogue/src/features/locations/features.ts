import {
  COLLECTION_POINT_FEATURES,
  type CollectionPoint,
  type CollectionPointFeature,
} from '@labshop/shared-contracts/core';

/** A collection point's features, in words, so no feature is told by an icon or a colour alone. */
export const FEATURE_LABELS: Record<CollectionPointFeature, string> = {
  childFriendly: 'Child-friendly',
  prevention40Plus: '40+ prevention',
  covidNfz: 'COVID test (NFZ)',
  covidPrivate: 'COVID test (private)',
  gynecology: 'Gynecology',
  sport: 'Sport tests',
  swab: 'Swabs',
  parking: 'Parking',
  disabledAccess: 'Disabled access',
  openSunday: 'Open on Sunday',
  openSaturday: 'Open on Saturday',
  nextToLab: 'Next to a lab',
};

/** The label of one feature of one point; child-friendly says from what age. */
export function featureLabel(feature: CollectionPointFeature, features: CollectionPoint['features']): string {
  if (feature === 'childFriendly' && features.childMinAge !== null) {
    return `${FEATURE_LABELS.childFriendly} (from age ${features.childMinAge})`;
  }
  return FEATURE_LABELS[feature];
}

/** The features a point has, in the order the filters list them. */
export function featuresOf(point: CollectionPoint): CollectionPointFeature[] {
  return COLLECTION_POINT_FEATURES.filter((feature) => point.features[feature]);
}
