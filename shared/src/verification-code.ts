/** The sign-up code mailed to a new address: this many digits, no more, no fewer. */
export const CODE_LENGTH = 5;

/** A whole code as typed or sent: exactly CODE_LENGTH digits. */
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** One new code per address in this many seconds: the server refuses a sooner ask, and the page counts it down. */
export const CODE_RESEND_SECONDS = 60;
