import type { City, CityWithCollectionPoints } from '@labshop/shared-contracts/core';

/** '1 city', '3 cities'. */
export function countWords(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The cities nurses visit patients in. */
export function homeServiceCityNames(cities: readonly City[]): string[] {
  return cities.filter((city) => city.homeService).map((city) => city.name);
}

/** How many collection points there are, and in how many cities; a city without a point is not counted. */
export function collectionPointCounts(cities: readonly CityWithCollectionPoints[]): { points: number; cities: number } {
  const withPoints = cities.filter((city) => city.collectionPointCount > 0);
  return {
    points: withPoints.reduce((sum, city) => sum + city.collectionPointCount, 0),
    cities: withPoints.length,
  };
}
