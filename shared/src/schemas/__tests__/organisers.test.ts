import { fieldMessages } from '..';
import { organiserMessages, registrationsQuerySchema } from '../organisers';

describe('the registrations query', () => {
  it('has defaults and reads numbers from the query string', () => {
    expect(registrationsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25, sort: 'newest' });
    expect(registrationsQuerySchema.parse({ page: '3', pageSize: '100', college: '-1', q: ' asha ' })).toEqual({
      page: 3,
      pageSize: 100,
      college: -1,
      q: 'asha',
      sort: 'newest',
    });
  });

  it('bounds the page size and the search', () => {
    expect(fieldMessages(registrationsQuerySchema.safeParse({ pageSize: '101' }).error!)).toEqual({
      pageSize: organiserMessages.pageSize,
    });
    expect(fieldMessages(registrationsQuerySchema.safeParse({ q: 'q'.repeat(101) }).error!)).toEqual({
      q: organiserMessages.queryTooLong,
    });
  });
});
