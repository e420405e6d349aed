/** One option of the college picker. */
export interface CollegeOption {
  /** Display name. */
  label: string;
  /** Stable numeric id stored with each user; -1 is Other. */
  value: number;
}
