/**
 * Text or an attribute's value as HTML or XML that reads back as the same characters: the five that could end an
 * element, an attribute or an entity are written as entities. One escaper for every page, sitemap and mail the API
 * writes, so each place escapes alike.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeMarkup = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
