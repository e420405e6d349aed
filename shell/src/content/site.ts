/** Editable texts of the shell. */
/** The intro's title, in its two halves: GREAT enters first, STEP after it. */
export const festTitleParts = ['GREAT', 'STEP'] as const;

/** The four-letter motto of the intro: the core of the earth, and the core of every machine. */
export const motto = 'CORE';

export const festTagline = "GREAT-STEP'25 · 28–30 March 2025";
