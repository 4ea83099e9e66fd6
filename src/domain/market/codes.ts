/**
 * The shop's codes as plain values, without arktype: the catalogue, the route table and the
 * shell import these (the schemas in ../content/products.ts are built from them).
 */
/** Shop categories by id (collection categories): routers 1, TV boxes 2, mesh systems 3, other 4. */
export const productCategoryIds = { routers: 1, tv_boxes: 2, mesh_systems: 3, other: 4 } as const;

/**
 * Equipment types: what a product is, finer than its category. Types 4 (accessories) and 8
 * (sets) cannot be compared: they have no characteristics in common with anything.
 */
export const productTypes = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ProductType = (typeof productTypes)[number];
export const notComparableTypes: ReadonlySet<number> = new Set([4, 8]);

/**
 * Stock status codes: in stock, expected, out of stock, on order, ask the operator. The first
 * four are the product API's codes; `ask_operator` is a product whose stock only the operator knows.
 */
export const availabilities = ['instock', 'absend', 'not_available', 'temporary_absend', 'ask_operator'] as const;
export type Availability = (typeof availabilities)[number];

export const colours = ['black', 'white', 'grey', 'silver', 'blue', 'red', 'green', 'beige'] as const;
export type Colour = (typeof colours)[number];

/**
 * Characteristic names (commercial.md, section 3), in the order a table lists them; backup power
 * units add their battery and output power.
 */
export const characteristicKeys = [
  'producer',
  'wifi',
  'antennas',
  'lan_ports',
  'network',
  'processor',
  'ram',
  'storage',
  'os',
  'video',
  'security',
  'battery',
  'power',
  'dimensions',
  'weight',
] as const;
export type CharacteristicKey = (typeof characteristicKeys)[number];
