/** The parameters of the product list's query (GET /api/v1/market/products, the catalogue's address): the route table's too. */
export const listParams = ['ordering', 'type', 'producer', 'colour', 'availability', 'price_gt', 'price_lt', 'page', 'size'] as const;
export type ListParam = (typeof listParams)[number];
/** Those that hold a list (producer=1,2, or producer=1&producer=2 from a plain form's checkboxes). */
export const shopLists = ['producer', 'colour', 'availability'] as const;
