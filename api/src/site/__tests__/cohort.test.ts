import { cohortCookie, cohortOf, drawCohort } from '../cohort';

describe("a browser's canary cohort", () => {
  it('is read from its cookie among others, and only when the cookie holds a number from 0 to 99', () => {
    expect(cohortOf('gs_cohort=0')).toBe(0);
    expect(cohortOf('theme=dark; gs_cohort=42; lang=en')).toBe(42);
    for (const header of [undefined, '', 'gs_cohort=', 'gs_cohort=100', 'gs_cohort=-1', 'gs_cohort=4x', 'xgs_cohort=4'])
      expect({ header, cohort: cohortOf(header) }).toEqual({ header, cohort: null });
  });

  it('is drawn from 0 to 99 and handed over in a cookie that the cohort reader reads back', () => {
    const drawn = Array.from({ length: 500 }, drawCohort);
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(99);
    expect(new Set(drawn).size).toBeGreaterThan(50);
    const cookie = cohortCookie(7);
    expect(cohortOf(cookie.split(';')[0])).toBe(7);
  });
});
