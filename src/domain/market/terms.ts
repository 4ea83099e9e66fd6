/** The shop's terms (commercial.md, section 9): what product pages and the FAQ state. */
export const shopTerms = {
  /** UAH: delivery within Zaporizhzhia is free for subscribers from this order total. */
  freeDeliveryFrom: 600,
  /** Days to exchange or return a product. */
  returnDays: 14,
} as const;
