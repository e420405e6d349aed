/** One time, non-refundable; the verification mail comes within 12 hours (docs/PRODUCT.md#limits-and-timings). */
export const PARTICIPATION_FEE_RUPEES = 900;
