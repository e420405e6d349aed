import { collegeList } from '../college-list';
import { OTHER_COLLEGE, collegeName, colleges, findCollege, isKnownCollege } from '../index';

const HOST = 'Indian Institute of Technology Kharagpur';
const byLabel = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });

describe('college list', () => {
  it('starts with Other (-1) and then the host, IIT Kharagpur (1)', () => {
    expect(collegeList[0]).toEqual({ label: 'Other', value: -1 });
    expect(collegeList[1]).toEqual({ label: HOST, value: 1 });
    expect(OTHER_COLLEGE).toBe(-1);
    expect(colleges).toBe(collegeList);
  });

  it('has about the original number of entries', () => {
    expect(collegeList.length).toBeGreaterThanOrEqual(850);
  });

  it('has unique values, never 302, consecutive from 1 otherwise', () => {
    const values = collegeList.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).not.toContain(302);
    const rest = values.slice(1);
    const expected: number[] = [];
    for (let value = 1; expected.length < rest.length; value += 1) {
      if (value !== 302) expected.push(value);
    }
    expect(rest).toEqual(expected);
  });

  it('has unique, non-empty, trimmed labels (case-insensitive)', () => {
    const labels = collegeList.map((option) => option.label);
    for (const label of labels) {
      expect(label.trim()).toBe(label);
      expect(label.length).toBeGreaterThan(0);
    }
    expect(new Set(labels.map((label) => label.toLowerCase())).size).toBe(labels.length);
    const folded = labels.map((label) => label.toLowerCase().replace(/[^a-z0-9]/g, ''));
    expect(new Set(folded).size).toBe(labels.length);
  });

  it('sorts the entries after the first two alphabetically', () => {
    const rest = collegeList.slice(2).map((option) => option.label);
    const outOfOrder = rest.filter((label, i) => i > 0 && byLabel(rest[i - 1] ?? '', label) >= 0);
    expect(outOfOrder).toEqual([]);
  });

  it('lists mining-related institutions', () => {
    const labels = new Set(collegeList.map((option) => option.label));
    expect(labels.has('Indian Institute of Technology (Indian School of Mines) Dhanbad')).toBe(true);
    expect(labels.has('National Institute of Technology Rourkela')).toBe(true);
    expect(labels.has('Government Engineering College, Jagdalpur')).toBe(true);
  });
});

describe('college helpers', () => {
  it('finds options by value', () => {
    expect(findCollege(1)).toEqual({ label: HOST, value: 1 });
    expect(findCollege(-1)?.label).toBe('Other');
    expect(findCollege(302)).toBeUndefined();
    expect(findCollege(0)).toBeUndefined();
  });

  it('knows which values are listed', () => {
    const highest = Math.max(...collegeList.map((option) => option.value));
    expect(isKnownCollege(-1)).toBe(true);
    expect(isKnownCollege(1)).toBe(true);
    expect(isKnownCollege(highest)).toBe(true);
    expect(isKnownCollege(302)).toBe(false);
    expect(isKnownCollege(0)).toBe(false);
    expect(isKnownCollege(highest + 1)).toBe(false);
  });

  it('names a stored college', () => {
    expect(collegeName(-1, 'My College')).toBe('My College');
    expect(collegeName(-1, '   ')).toBe('Other');
    expect(collegeName(1)).toBe(HOST);
    expect(collegeName(302)).toBe('');
  });
});
