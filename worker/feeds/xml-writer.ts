/**
 * The one XML writer of the feeds and sitemaps: fast-xml-parser's XMLBuilder (5.12.1, the library
 * the tests already parse them with), not string templates. It escapes `& < > " '` in text and
 * attributes, so no content (a title with `&` or `<script>`, a Gurmukhi description) can break a
 * document. A document is a plain object in document order: element names as keys, `@name` for
 * attributes, `#text` for an element's text beside its attributes, arrays for repeated elements,
 * `undefined` for an element left out.
 */
import { XMLBuilder } from 'fast-xml-parser';

type XmlValue = string | XmlElement | XmlElement[] | undefined;
export interface XmlElement {
  [name: string]: XmlValue;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * Characters outside XML 1.0's Char production (C0 controls but tab, newline and return; lone
 * surrogates; U+FFFE and U+FFFF) cannot be written even escaped: one in a CMS title would make
 * the whole feed unreadable, so they are dropped.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML can carry it: the characters XML forbids dropped (escaping is the builder's). */
export const xmlChars = (value: unknown): string => String(value).replace(NOT_XML_CHAR, '');

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // An element with no content is written `<x/>`, as xmlbuilder2 did.
  suppressEmptyNode: true,
  // Otherwise an attribute whose value is "true" would be written bare, which XML does not allow.
  suppressBooleanAttributes: false,
  tagValueProcessor: (_name, value) => xmlChars(value),
  attributeValueProcessor: (_name, value) => xmlChars(value),
});

/** A whole document, with its declaration, from its root element (one key). */
export const xmlDocument = (root: XmlElement): string => DECLARATION + builder.build(root);
