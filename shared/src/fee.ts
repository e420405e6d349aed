/**
 * The participation fee: one time, non-refundable (docs/PRODUCT.md#limits-and-timings). The payment page shows it,
 * the organisers' summary counts it. Its own module, so a page that shows the fee does not load the schemas.
 */
export const PARTICIPATION_FEE_RUPEES = 900;
