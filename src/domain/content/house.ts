/**
 * A house number (house-number.ts reads what a visitor types): one schema for the coverage
 * page's check and the server's check of the content's houses.
 */
import { type } from 'arktype';
import { houseNumberPattern } from '../house-number';

export const HouseNumber = type(houseNumberPattern);
export type HouseNumber = typeof HouseNumber.infer;

/** The most houses one street lists: the longest avenues have a few hundred. */
export const housesPerStreet = 1000;

/**
 * Which houses of a street the network reaches (`covered`) or is being built to (`planned`).
 * A house in neither is one the data does not know: the street's answer stands for it.
 */
export const StreetHouses = type({
  covered: HouseNumber.array().atMostLength(housesPerStreet),
  planned: HouseNumber.array().atMostLength(housesPerStreet),
}).narrow((houses, ctx) => {
  const seen = new Set<string>();
  for (const number of [...houses.covered, ...houses.planned]) {
    if (seen.has(number)) return ctx.reject({ expected: 'each house listed once', actual: number });
    seen.add(number);
  }
  return true;
});
export type StreetHouses = typeof StreetHouses.infer;
