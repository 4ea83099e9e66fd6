/**
 * Who provides a TV tariff: the two partner services and the provider's own TV. Its own module,
 * free of the content schemas, so the TV page's chunk does not load arktype for three numbers.
 */
export const tvProviders = { sweetTv: 1, megogo: 2, own: 3 } as const;
