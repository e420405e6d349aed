import { colleges, OTHER_COLLEGE, type CollegeOption } from '@greatstep/shared/colleges';

/** Enough to scan at a glance; typing narrows the rest of the ~900. */
export const MAX_SHOWN = 50;

/**
 * The options whose name holds every typed word, in list order, at most MAX_SHOWN; Other always stays last so
 * that someone whose college is not listed can pick it whatever they typed.
 */
export function searchColleges(query: string): { shown: CollegeOption[]; total: number } {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const listed = colleges.filter((option) => option.value !== OTHER_COLLEGE);
  const matches = listed.filter((option) => {
    const label = option.label.toLowerCase();
    return words.every((word) => label.includes(word));
  });
  const other = colleges.find((option) => option.value === OTHER_COLLEGE);
  const shown = matches.slice(0, MAX_SHOWN);
  return { shown: other ? [...shown, other] : shown, total: matches.length };
}

/** The option a whole typed name stands for, ignoring case and outer spaces. */
export function exactCollege(text: string): CollegeOption | undefined {
  const wanted = text.trim().toLowerCase();
  return wanted === '' ? undefined : colleges.find((option) => option.label.toLowerCase() === wanted);
}
