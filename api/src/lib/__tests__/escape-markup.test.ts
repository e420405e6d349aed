import { escapeMarkup } from '../escape-markup';

test('text and attribute values that could end an element, an attribute or an entity read back as written', () => {
  expect(escapeMarkup(`"><script>alert('x')</script> Tom & Jerry`)).toBe(
    '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Tom &amp; Jerry',
  );
  // Already-escaped text is escaped again: what the remote wrote is what the visitor reads.
  expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  expect(escapeMarkup('Geobotics ₹31,000')).toBe('Geobotics ₹31,000');
});
