import { screen, waitFor } from '@testing-library/react';
import { api, renderAccount, signIn } from '../../../testing/render-account';
import { summary } from './organiser-answers';

/** jsdom's Blob has no text(); its FileReader reads one. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const CSV = 'first name,last name\r\n"Rao, Asha",Rao\r\n';

describe("The organisers' downloads", () => {
  let saved: { name: string; blob: Blob } | undefined;

  beforeEach(() => {
    saved = undefined;
    // jsdom has neither object URLs nor downloads: the test keeps what the browser would save.
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void blobs.delete(url);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, blob: blobs.get(this.href)! };
    });
    signIn({ organiser: true });
    api.onGet('/organisers/summary').reply(200, summary);
    api.onGet('/organisers/audit').reply(200, { success: true, records: [], total: 0, page: 1, pageSize: 10 });
  });

  afterEach(() => jest.restoreAllMocks());

  it('saves the CSV the server sends, under the command line’s file name', async () => {
    api.onGet('/organisers/exports/users.csv').reply(200, CSV, { 'content-type': 'text/csv' });
    const { user } = renderAccount('/organisers');
    await user.click(await screen.findByRole('button', { name: 'users.csv' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved!.name).toBe('users.csv');
    expect(await textOf(saved!.blob)).toBe(CSV);
    expect(await screen.findByText('users.csv downloaded')).toBeInTheDocument();
  });

  it("names one event's file after its key and asks for that event only", async () => {
    api.onGet('/organisers/exports/registrations.csv', { params: { event: 'Mine_CS' } }).reply(200, CSV);
    const { user } = renderAccount('/organisers');
    await user.click(await screen.findByRole('button', { name: 'CSV of Mine Case Study' }));
    await waitFor(() => expect(saved?.name).toBe('registrations-Mine_CS.csv'));
  });

  it("shows the server's refusal and saves nothing", async () => {
    api
      .onGet('/organisers/exports/guesses.csv')
      .reply(429, { success: false, message: 'Too many requests, try again later' });
    const { user } = renderAccount('/organisers');
    await user.click(await screen.findByRole('button', { name: 'guesses.csv' }));
    expect(await screen.findByText('Too many requests, try again later')).toBeInTheDocument();
    expect(saved).toBeUndefined();
  });
});
