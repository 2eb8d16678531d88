import { describe, expect, it } from 'vitest';
import { paragraphs, readableHtml } from './context-parts';

describe('paragraphs', () => {
  it('splits paragraphs on blank lines', () => {
    expect(paragraphs('Een.\n\n  \nTwee\nnog twee.\n')).toEqual(['Een.', 'Twee\nnog twee.']);
  });
});

describe('readableHtml', () => {
  it("gives each numbered block of a text part's HTML the key of its paragraph", () => {
    const html =
      '<h3 data-block="0">Let op</h3>\n<p data-block="1">Til met je <strong>benen</strong>.</p>\n' +
      '<ul><li data-block="2">Helm<ul><li data-block="3">wit</li></ul></li><li></li></ul>';
    expect(readableHtml(html, 't1')).toBe(
      '<h3 data-read="p:t1:0">Let op</h3>\n<p data-read="p:t1:1">Til met je <strong>benen</strong>.</p>\n' +
        '<ul><li data-read="p:t1:2">Helm<ul><li data-read="p:t1:3">wit</li></ul></li><li></li></ul>',
    );
  });

  it('touches only tags, never text that looks like one, and escapes the part id', () => {
    expect(readableHtml('<p data-block="0">&lt;p data-block="1"&gt; data-block="2"</p>', 'a"b')).toBe(
      '<p data-read="p:a&quot;b:0">&lt;p data-block="1"&gt; data-block="2"</p>',
    );
  });
});
