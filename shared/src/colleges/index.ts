import { collegeList } from './college-list';
import type { CollegeOption } from './college-option';

export type { CollegeOption } from './college-option';

export const OTHER_COLLEGE = -1;

/** The sign-up picker's options: Other, IIT Kharagpur, then the rest alphabetically (docs/CONTENT.md#college-list). */
export const colleges: readonly CollegeOption[] = collegeList;

const byValue = new Map(colleges.map((option) => [option.value, option]));

export function findCollege(value: number): CollegeOption | undefined {
  return byValue.get(value);
}

export function isKnownCollege(value: number): boolean {
  return byValue.has(value);
}

/** The name to show for a stored college: the listed label, or the typed name for Other. */
export function collegeName(value: number, otherCollege = ''): string {
  if (value === OTHER_COLLEGE) return otherCollege.trim() || 'Other';
  return findCollege(value)?.label ?? '';
}
