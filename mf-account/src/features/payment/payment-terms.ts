/** SPEC §9: one time, non-refundable; the verification mail comes within 12 hours. */
export const PARTICIPATION_FEE_RUPEES = 900;
