import { screen, waitFor, within } from '@testing-library/react';
import { findEventByKey } from '@greatstep/shared/events';
import { paymentMessages } from '@greatstep/shared/schemas';
import { api, renderAccount, signIn } from '../../../testing/render-account';
import { accountRow } from './organiser-answers';

const page = (rows = [accountRow()], total = rows.length, pageNumber = 1) => ({
  success: true,
  registrations: rows,
  total,
  page: pageNumber,
  pageSize: 25,
});

const lastQuery = (): unknown =>
  api.history.get.filter((call) => call.url === '/organisers/registrations').at(-1)?.params;

function open(path = '/organisers/registrations') {
  signIn({ organiser: true });
  return renderAccount(path);
}

describe("The organisers' registrations", () => {
  it('asks the server for the filters of the address, and shows each account with its contacts and payment', async () => {
    api.onGet('/organisers/registrations').reply(200, page());
    open('/organisers/registrations?q=asha&state=pending&event=Mine_CS&sort=name&page=2');
    const row = await screen.findByRole('row', { name: /Asha Rao/ });
    expect(lastQuery()).toEqual({ q: 'asha', state: 'pending', event: 'Mine_CS', sort: 'name', page: 2, pageSize: 25 });
    expect(within(row).getByRole('link', { name: 'asha@example.org' })).toHaveAttribute(
      'href',
      'mailto:asha@example.org',
    );
    expect(within(row).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(row).toHaveTextContent('Hill Mining College');
    expect(row).toHaveTextContent(findEventByKey('Mine_CS')!.name);
    expect(row).toHaveTextContent('Pending402112345678');
    expect(screen.getByText('1 account')).toHaveRole('status');
    // The form shows what the list is filtered by.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('asha');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveValue('pending');
  });

  it('puts a search in the address, from the first page, and Clear takes every filter away', async () => {
    api.onGet('/organisers/registrations').reply(200, page());
    const { user } = open('/organisers/registrations?page=3');
    await screen.findByRole('row', { name: /Asha Rao/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '98765');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ q: '98765', state: 'rejected', sort: 'newest', page: 1, pageSize: 25 }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'newest', page: 1, pageSize: 25 }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('pages on the server', async () => {
    api
      .onGet('/organisers/registrations', { params: { sort: 'newest', page: 1, pageSize: 25 } })
      .reply(200, page([accountRow()], 30));
    api
      .onGet('/organisers/registrations', { params: { sort: 'newest', page: 2, pageSize: 25 } })
      .reply(200, page([accountRow({ _id: 'u2', firstName: 'Ravi' })], 30, 2));
    const { user } = open();
    await screen.findByRole('row', { name: /Asha Rao/ });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Ravi Rao/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/organisers/registrations');
  });

  it('verifies a pending payment after a confirmation, and shows the row as verified', async () => {
    api.onGet('/organisers/registrations').reply(200, page());
    api.onPost('/organisers/payments/u1/verify').reply(200, {
      success: true,
      message: 'Payment verified, the student has been mailed',
      account: accountRow({ payment: { ...accountRow().payment, state: 'verified' } }),
      mailed: true,
    });
    const { user } = open();
    const row = await screen.findByRole('row', { name: /Asha Rao/ });
    await user.click(within(row).getByRole('button', { name: 'Verify Asha Rao' }));
    expect(api.history.post).toHaveLength(0);
    const confirm = within(row).getByRole('button', { name: 'Confirm verify' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);

    expect(await screen.findByText('Payment verified, the student has been mailed')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(1);
    // The reference the organiser saw: the server refuses the verify if the student has changed it since.
    expect(JSON.parse(String(api.history.post[0]!.data))).toEqual({ reference: '402112345678' });
    expect(row).toHaveTextContent('Verified402112345678');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels a verification without asking the server', async () => {
    api.onGet('/organisers/registrations').reply(200, page());
    const { user } = open();
    const row = await screen.findByRole('row', { name: /Asha Rao/ });
    await user.click(within(row).getByRole('button', { name: 'Verify Asha Rao' }));
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(within(row).getByRole('button', { name: 'Verify Asha Rao' })).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
  });

  it('rejects with the reason the student is mailed, refusing an empty one', async () => {
    api.onGet('/organisers/registrations').reply(200, page());
    api.onPost('/organisers/payments/u1/reject').reply((config) => {
      const { reason } = JSON.parse(String(config.data)) as { reason: string };
      const payment = { ...accountRow().payment, state: 'rejected' as const, rejectionReason: reason };
      return [
        200,
        {
          success: true,
          message: 'Payment rejected, the student has been mailed the reason',
          account: accountRow({ payment }),
          mailed: true,
        },
      ];
    });
    const { user } = open();
    const row = await screen.findByRole('row', { name: /Asha Rao/ });
    await user.click(within(row).getByRole('button', { name: 'Reject Asha Rao' }));
    const reason = within(row).getByLabelText('Reason, mailed to Asha Rao');
    expect(reason).toHaveFocus();
    await user.click(within(row).getByRole('button', { name: 'Confirm reject' }));
    expect(within(row).getByRole('alert')).toHaveTextContent(paymentMessages.reasonRequired);
    expect(api.history.post).toHaveLength(0);

    await user.type(reason, '  No payment with this id in our statement ');
    // The message goes once there is a reason, before the next confirm.
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
    expect(reason).not.toHaveAttribute('aria-invalid');
    await user.click(within(row).getByRole('button', { name: 'Confirm reject' }));
    expect(await screen.findByText('Payment rejected, the student has been mailed the reason')).toBeInTheDocument();
    expect(JSON.parse(String(api.history.post[0]!.data))).toEqual({
      reason: 'No payment with this id in our statement',
      reference: '402112345678',
    });
    expect(row).toHaveTextContent('Rejected402112345678No payment with this id in our statement');
  });

  it('warns when the decision stands but the mail could not go', async () => {
    api
      .onGet('/organisers/registrations')
      .reply(200, page([accountRow({ payment: { ...accountRow().payment, state: 'unpaid', reference: null } })]));
    api.onPost('/organisers/payments/u1/verify').reply(200, {
      success: true,
      message: 'Done, but the mail to the student could not be sent',
      account: accountRow({ payment: { ...accountRow().payment, state: 'verified', reference: null } }),
      mailed: false,
    });
    const { user } = open();
    const row = await screen.findByRole('row', { name: /Asha Rao/ });
    // Paid at the desk: no reference, and nothing to reject.
    expect(within(row).queryByRole('button', { name: 'Reject Asha Rao' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Verify Asha Rao' }));
    expect(within(row).getByRole('group')).toHaveTextContent('paid at the desk');
    await user.click(within(row).getByRole('button', { name: 'Confirm verify' }));
    expect(await screen.findByText('Done, but the mail to the student could not be sent')).toBeInTheDocument();
    expect(JSON.parse(String(api.history.post[0]!.data))).toEqual({ reference: null });
    expect(row).toHaveTextContent('Verified');
  });

  it('says when another organiser decided first, and asks for the list again', async () => {
    api.onGet('/organisers/registrations').replyOnce(200, page());
    api
      .onGet('/organisers/registrations')
      .reply(
        200,
        page([accountRow({ payment: { ...accountRow().payment, state: 'rejected', rejectionReason: 'Wrong id' } })]),
      );
    api
      .onPost('/organisers/payments/u1/verify')
      .reply(409, { success: false, message: 'This payment is already rejected' });
    const { user } = open();
    const row = await screen.findByRole('row', { name: /Asha Rao/ });
    await user.click(within(row).getByRole('button', { name: 'Verify Asha Rao' }));
    await user.click(within(row).getByRole('button', { name: 'Confirm verify' }));
    expect(await screen.findByText('This payment is already rejected')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Asha Rao/ })).toHaveTextContent('Rejected402112345678Wrong id'),
    );
  });

  it('says when the student changed the reference since the list came, and shows the new one', async () => {
    api.onGet('/organisers/registrations').replyOnce(200, page());
    api
      .onGet('/organisers/registrations')
      .reply(200, page([accountRow({ payment: { ...accountRow().payment, reference: 'RCPT-NEW-0001' } })]));
    api
      .onPost('/organisers/payments/u1/verify')
      .reply(409, { success: false, message: paymentMessages.referenceChanged });
    const { user } = open();
    const row = await screen.findByRole('row', { name: /Asha Rao/ });
    await user.click(within(row).getByRole('button', { name: 'Verify Asha Rao' }));
    await user.click(within(row).getByRole('button', { name: 'Confirm verify' }));
    expect(await screen.findByText(paymentMessages.referenceChanged)).toBeInTheDocument();
    expect(JSON.parse(String(api.history.post[0]!.data))).toEqual({ reference: '402112345678' });
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Asha Rao/ })).toHaveTextContent('PendingRCPT-NEW-0001'),
    );
    // The confirmation closes: the organiser looks at the new reference before deciding on it.
    expect(screen.queryByRole('button', { name: 'Confirm verify' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Asha Rao' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    api.onGet('/organisers/registrations').reply(200, page([], 0));
    open('/organisers/registrations?q=nobody');
    expect(await screen.findByText('0 accounts')).toHaveRole('status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
