import type { RegistrationsQuery } from '@greatstep/shared/organisers';
import { paymentStates } from './state-labels';

type Sort = NonNullable<RegistrationsQuery['sort']>;

/** Every order the server knows, in the organisers' words (the type keeps it complete). */
export const sortLabels: Record<Sort, string> = {
  newest: 'Newest accounts first',
  oldest: 'Oldest accounts first',
  name: 'Name',
  payment: 'Latest payment change first',
};

const sorts = Object.keys(sortLabels) as Sort[];

/** What the registrations list shows, as the address keeps it: a reload or a shared link opens the same list. */
export interface Filters {
  q: string;
  state: string;
  event: string;
  college: number | null;
  sort: Sort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, otherwise: T): T =>
  values.includes(value as T) ? (value as T) : otherwise;

/** The address's filters, anything unknown dropped (the server checks them again). */
export function readFilters(params: URLSearchParams): Filters {
  const college = params.get('college');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    state: oneOf(['', ...paymentStates], params.get('state'), ''),
    event: params.get('event') ?? '',
    college: college !== null && college !== '' && Number.isInteger(Number(college)) ? Number(college) : null,
    sort: oneOf(sorts, params.get('sort'), 'newest'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as an address's query, leaving out what is the default. */
export function writeFilters(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.state) params.set('state', filters.state);
  if (filters.event) params.set('event', filters.event);
  if (filters.college !== null) params.set('college', String(filters.college));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The call's query for one page of the list. */
export function toQuery(filters: Filters, pageSize: number): RegistrationsQuery {
  return {
    ...(filters.q.trim() && { q: filters.q.trim() }),
    ...(filters.state && { state: filters.state as RegistrationsQuery['state'] }),
    ...(filters.event && { event: filters.event }),
    ...(filters.college !== null && { college: filters.college }),
    sort: filters.sort,
    page: filters.page,
    pageSize,
  };
}
