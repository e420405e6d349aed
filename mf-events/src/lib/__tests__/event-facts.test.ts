import { rupees } from '../event-facts';

// Intl writes what the site used to show; rupees() must write the same without loading the locale's data.
const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

it.each([0, 5, 999, 1000, 6000, 15000, 31000, 99999, 100000, 150000, 1234567, 98765432])(
  'writes %i rupees as Intl.NumberFormat(en-IN) does',
  (amount) => {
    expect(rupees(amount)).toBe(intl.format(amount));
  },
);

it('writes Indian grouping', () => {
  expect(rupees(150000)).toBe('₹1,50,000');
  expect(rupees(31000)).toBe('₹31,000');
});
