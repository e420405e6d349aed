/** The society's address for visitors' questions (the footer's Contact, and pages that send people to write). */
export const contactEmail = 'greatstept@gmail.com';
