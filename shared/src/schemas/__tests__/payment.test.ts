import { messages } from '../../messages';
import {
  fieldMessages,
  paymentMessages,
  paymentReferenceBodySchema,
  paymentReferenceKey,
  rejectPaymentBodySchema,
  sameReference,
  verifyPaymentBodySchema,
} from '..';

const reference = (value: unknown) => paymentReferenceBodySchema.safeParse({ reference: value });

describe('payment references', () => {
  it.each([
    ['a UPI transaction id', '412345678901', '412345678901'],
    ['a UPI id printed in groups', ' 4123 4567 8901 ', '412345678901'],
    ['a receipt number', 'RCPT-2025-0042', 'RCPT-2025-0042'],
    ['a provider payment id', 'pay_29QQoUBi66xm2f', 'pay_29QQoUBi66xm2f'],
    ['a receipt of 6', 'AB1234', 'AB1234'],
    ['a receipt of 30', `A${'1'.repeat(29)}`, `A${'1'.repeat(29)}`],
  ])('takes %s, keeping its case', (_case, value, stored) => {
    expect(reference(value)).toEqual({ success: true, data: { reference: stored } });
  });

  it.each([
    ['11 digits', '41234567890'],
    ['13 digits', '4123456789012'],
    ['only digits, of receipt length', '123456'],
    ['5 characters', 'AB123'],
    ['31 characters', `A${'1'.repeat(30)}`],
    ['a trailing hyphen', 'RCPT-2025-'],
    ['a slash', 'RCPT/2025/1'],
    ['a number', 412345678901],
    ['nothing', ''],
  ])('refuses %s with the rule', (_case, value) => {
    expect(fieldMessages(reference(value).error!)).toEqual({ reference: paymentMessages.referenceFormat });
  });
});

describe('the reason of a rejection', () => {
  const body = (reason: unknown) => ({ reason, reference: '402112345678' });
  it('is required, trimmed, at most 500 characters, and may span lines', () => {
    expect(rejectPaymentBodySchema.parse(body(' Not found.\nPlease check. '))).toEqual({
      reason: 'Not found.\nPlease check.',
      reference: '402112345678',
    });
    expect(fieldMessages(rejectPaymentBodySchema.safeParse(body('  ')).error!)).toEqual({
      reason: paymentMessages.reasonRequired,
    });
    expect(fieldMessages(rejectPaymentBodySchema.safeParse(body(undefined)).error!)).toEqual({
      reason: paymentMessages.reasonRequired,
    });
    expect(fieldMessages(rejectPaymentBodySchema.safeParse(body('x'.repeat(501))).error!)).toEqual({
      reason: paymentMessages.reasonTooLong,
    });
    expect(fieldMessages(rejectPaymentBodySchema.safeParse(body('a\u0000b')).error!)).toEqual({
      reason: messages.unsafeCharacters,
    });
  });
});

describe('the reference a decision is about', () => {
  it('is the listed one, or null for a fee paid at the desk; never missing', () => {
    expect(verifyPaymentBodySchema.parse({ reference: 'GSRC-PT-0042' })).toEqual({ reference: 'GSRC-PT-0042' });
    expect(verifyPaymentBodySchema.parse({ reference: null })).toEqual({ reference: null });
    for (const reference of [undefined, 42, 'x'.repeat(101)]) {
      expect(fieldMessages(verifyPaymentBodySchema.safeParse({ reference }).error!)).toEqual({
        reference: paymentMessages.decidedReference,
      });
    }
  });

  it('is the same reference whatever its case, hyphens, underscores or spaces', () => {
    for (const spelling of ['GSRCPT0042', 'gsrc_pt_0042', 'GSRC PT 0042', 'Gsrc-Pt-00-42'])
      expect(sameReference('GSRC-PT-0042', spelling)).toBe(true);
    expect(paymentReferenceKey('GSRC-PT_0042 ')).toBe('gsrcpt0042');
    expect(sameReference('GSRC-PT-0042', 'GSRC-PT-0043')).toBe(false);
    expect(sameReference(null, null)).toBe(true);
    expect(sameReference('GSRC-PT-0042', null)).toBe(false);
  });
});
