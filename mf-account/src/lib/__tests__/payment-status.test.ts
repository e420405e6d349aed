import { paymentStatus } from '../payment-status';

describe('paymentStatus', () => {
  it('reads the payment the API sent', () => {
    const of = (state: 'unpaid' | 'pending' | 'verified' | 'rejected', rejectionReason: string | null = null) =>
      paymentStatus({ verified: state === 'verified', payment: { state, reference: 'RCPT-1', rejectionReason } });
    expect(of('unpaid')).toEqual({ state: 'unpaid' });
    expect(of('pending')).toEqual({ state: 'pending', reference: 'RCPT-1' });
    expect(of('verified')).toEqual({ state: 'verified', reference: 'RCPT-1' });
    expect(of('rejected', 'Not found')).toEqual({ state: 'rejected', reference: 'RCPT-1', reason: 'Not found' });
  });

  it('reads a record stored before payment states by its verified flag (docs/PRODUCT.md#the-stored-user)', () => {
    expect(paymentStatus({ verified: true })).toEqual({ state: 'verified', reference: null });
    expect(paymentStatus({ verified: false })).toEqual({ state: 'unpaid' });
  });
});
