/**
 * Formatted text (docs/formatted-text.md, decision 011): what is refused before saving, what the sanitised HTML may contain, and that
 * neither a refused text nor any other text can put script into a page (OWASP XSS filter evasion cheat sheet
 * vectors, plus generated ones).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, textIn, type ModuleContent } from '#src/features/content/model';
import { PROFESSION_TESTS } from '#src/features/profession-test/seed';
import { sampleModule } from './fixtures';
import { renderRichText, richText, richTextPlain, richTextProblem } from './rich-text';

/** Attributes each tag may carry in the output. */
const ALLOWED: Record<string, readonly string[]> = {
  p: ['data-block'],
  h3: ['data-block'],
  h4: ['data-block'],
  li: ['data-block'],
  ul: [],
  ol: ['start'],
  br: [],
  strong: [],
  em: [],
  a: ['href', 'rel', 'target', 'aria-describedby'],
};

/**
 * Fails unless `html` is harmless: every `<` opens or closes an allowlisted tag, every attribute is
 * allowlisted (so no `on…=` handler, `style`, `src`), every `href` is absolute http(s) or mailto, and no
 * attribute holds a `javascript:`, `vbscript:` or `data:` address. Such words may appear as visible text (a
 * refused link's text) or inside an https address, where they do nothing.
 */
function expectHarmless(html: string): void {
  const tags = [...html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)];
  expect(tags.length, `stray "<" in ${html}`).toBe(html.split('<').length - 1);
  for (const [whole, , name, attributes] of tags) {
    const tag = name!.toLowerCase();
    expect(Object.keys(ALLOWED), whole).toContain(tag);
    for (const [, attribute, value] of attributes!.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED[tag], `${attribute} in ${whole}`).toContain(attribute);
      if (attribute === 'href') expect(value!.replace(/&amp;/g, '&')).toMatch(/^(?:https?:\/\/[^/]|mailto:)/i);
      expect(value ?? '', `${attribute} in ${whole}`).not.toMatch(/^[\s\p{Cc}]*(?:javascript|vbscript|data):/iu);
      if (attribute === 'data-block' || attribute === 'start') expect(value).toMatch(/^\d+$/);
      if (attribute === 'aria-describedby') expect(value).toBe('link-new-tab');
    }
    expect(whole).not.toMatch(/\son\w+=/i);
  }
  expect(html).not.toMatch(/<(script|img|iframe|svg|style|object|embed|math|form|input|base|meta|link)\b/i);
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Paragraphs as the player split texts before formatting existed (blank lines, trimmed, empty ones left out). */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** Every text-part and practical text of `content`, in every language it has. */
const formattedTexts = (content: ModuleContent): string[] =>
  content.parts.flatMap((part) => {
    const localized = part.type === 'text' ? part.text : part.type === 'practical' ? part.instructions : null;
    return localized ? LANGUAGES.flatMap((language) => textIn(localized, language) ?? []) : [];
  });

describe('plain text (the seeded content)', () => {
  const texts = [...PROFESSION_TESTS.flatMap((t) => t.modules.flatMap((m) => formattedTexts(m.content))), ...formattedTexts(sampleModule())];

  it('has texts to check', () => {
    expect(texts.length).toBeGreaterThanOrEqual(36);
  });

  it('is accepted and renders as one paragraph per blank-line block, exactly as before', () => {
    for (const text of texts) {
      expect(richTextProblem(text)).toBeNull();
      const expected = paragraphs(text)
        .map((p, i) => `<p data-block="${i}">${esc(p)}</p>`)
        .join('\n');
      expect(renderRichText(text)).toBe(expected);
      expect(richTextPlain(text)).toBe(paragraphs(text).join('\n\n'));
    }
  });

  it('keeps a single line break inside a paragraph (the player shows it) and escapes <, > and &', () => {
    expect(renderRichText('Regel een\nregel twee\n\n\n\nNieuw')).toBe('<p data-block="0">Regel een\nregel twee</p>\n<p data-block="1">Nieuw</p>');
    expect(renderRichText('Minder dan 5 kg: a < b, 3<5, b > a & c')).toBe('<p data-block="0">Minder dan 5 kg: a &lt; b, 3&lt;5, b &gt; a &amp; c</p>');
  });

  it('shows what was typed: an HTML entity stays as written, Arabic and other scripts pass unchanged', () => {
    expect(renderRichText('a &amp; b &#60;')).toBe('<p data-block="0">a &amp;amp; b &amp;#60;</p>');
    expect(richTextPlain('a &amp; b')).toBe('a &amp; b');
    expect(renderRichText('اقرأ السؤال جيدًا.')).toBe('<p data-block="0">اقرأ السؤال جيدًا.</p>');
  });

  it('is empty for an empty or blank text', () => {
    expect(renderRichText('')).toBe('');
    expect(renderRichText('  \n\n \n')).toBe('');
    expect(richTextPlain('')).toBe('');
  });
});

describe('renderRichText: the subset', () => {
  it('maps #, ## and ### to h3 and #### and deeper to h4 (pages have their own h1 and h2)', () => {
    expect(renderRichText('# Een\n\n## Twee\n\n### Drie\n\n#### Vier\n\n###### Zes')).toBe(
      '<h3 data-block="0">Een</h3>\n<h3 data-block="1">Twee</h3>\n<h3 data-block="2">Drie</h3>\n<h4 data-block="3">Vier</h4>\n<h4 data-block="4">Zes</h4>',
    );
    expect(renderRichText('Kop\n===\n\nTekst')).toBe('<h3 data-block="0">Kop</h3>\n<p data-block="1">Tekst</p>');
  });

  it('leaves out an empty heading', () => {
    expect(renderRichText('###\n\nTekst')).toBe('<p data-block="0">Tekst</p>');
  });

  it('renders bold, italic and both', () => {
    expect(renderRichText('Til met je **benen**, niet met je *rug*. ***Altijd*** _zo_ __dus__.')).toBe(
      '<p data-block="0">Til met je <strong>benen</strong>, niet met je <em>rug</em>. <em><strong>Altijd</strong></em> <em>zo</em> <strong>dus</strong>.</p>',
    );
  });

  it('renders bullet and numbered lists, a numbered list that continues after a paragraph, and sublists', () => {
    expect(renderRichText('- Helm\n- Schoenen\n* Hesje')).toBe(
      '<ul><li data-block="0">Helm</li><li data-block="1">Schoenen</li></ul>\n<ul><li data-block="2">Hesje</li></ul>',
    );
    expect(renderRichText('1. Pak de doos.\n2. Buig je knieën.\n\nLet op: zwaar.\n\n3. Til op.')).toBe(
      '<ol><li data-block="0">Pak de doos.</li><li data-block="1">Buig je knieën.</li></ol>\n' +
        '<p data-block="2">Let op: zwaar.</p>\n<ol start="3"><li data-block="3">Til op.</li></ol>',
    );
    expect(renderRichText('- Kleding\n  - Helm\n  - Hesje\n- Gereedschap')).toBe(
      '<ul><li data-block="0">Kleding<ul><li data-block="1">Helm</li><li data-block="2">Hesje</li></ul></li><li data-block="3">Gereedschap</li></ul>',
    );
  });

  it('puts no paragraph inside a list item: the paragraphs of a loose item are joined with a line break', () => {
    expect(renderRichText('- Een\n\n  nog een\n- Twee')).toBe('<ul><li data-block="0">Een<br />nog een</li><li data-block="1">Twee</li></ul>');
    expect(richTextPlain('- Een\n\n  nog een\n- Twee')).toBe('Een\nnog een\n\nTwee');
  });

  it('renders http, https and mailto links that open in a new tab without a referrer', () => {
    expect(renderRichText('Zie [de website](https://www.arbo.nl/til "Tillen") of [mail](mailto:info@example.nl).')).toBe(
      '<p data-block="0">Zie <a href="https://www.arbo.nl/til" rel="noopener noreferrer" target="_blank" aria-describedby="link-new-tab">de website</a> of ' +
        '<a href="mailto:info@example.nl" rel="noopener noreferrer" target="_blank" aria-describedby="link-new-tab">mail</a>.</p>',
    );
    expect(renderRichText('<https://a.nl> www.example.com info@example.nl')).toBe(
      '<p data-block="0"><a href="https://a.nl" rel="noopener noreferrer" target="_blank" aria-describedby="link-new-tab">https://a.nl</a> ' +
        '<a href="http://www.example.com" rel="noopener noreferrer" target="_blank" aria-describedby="link-new-tab">www.example.com</a> ' +
        '<a href="mailto:info@example.nl" rel="noopener noreferrer" target="_blank" aria-describedby="link-new-tab">info@example.nl</a></p>',
    );
    expect(renderRichText('[**Vet** link](http://a.nl/?a=1&b=2)')).toBe(
      '<p data-block="0"><a href="http://a.nl/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank" aria-describedby="link-new-tab"><strong>Vet</strong> link</a></p>',
    );
  });

  it('keeps the text of a link it does not render (relative, javascript:, …)', () => {
    expect(renderRichText('[Klik](javascript:alert(1)) en [pad](/cp/modules)')).toBe('<p data-block="0">Klik en pad</p>');
  });

  it('takes a backslash as "this character is text"', () => {
    expect(renderRichText('5 \\* 3 \\# \\[a\\](b)')).toBe('<p data-block="0">5 * 3 # [a](b)</p>');
    expect(renderRichText('\\- geen lijst')).toBe('<p data-block="0">- geen lijst</p>');
  });

  it('shows formatting outside the subset plainly', () => {
    expect(renderRichText('    ingesprongen\n    code')).toBe('<p data-block="0">ingesprongen<br />code</p>');
    expect(renderRichText('```\n<script>\n```')).toBe('<p data-block="0">&lt;script&gt;</p>');
    expect(renderRichText('Het `<b>` teken')).toBe('<p data-block="0">Het &lt;b&gt; teken</p>');
    expect(renderRichText('> Citaat\n\n---\n\n~~weg~~')).toBe('<p data-block="0">Citaat</p>\n<p data-block="1">weg</p>');
    expect(renderRichText('| a | b |\n|---|---|\n| 1 | 2 |')).toBe('<p data-block="0">a | b</p>\n<p data-block="1">1 | 2</p>');
    expect(renderRichText('- [ ] taak\n- [x] klaar')).toBe('<ul><li data-block="0">taak</li><li data-block="1">klaar</li></ul>');
    expect(renderRichText('[a]: https://a.nl\n\nTekst')).toBe('<p data-block="0">Tekst</p>');
  });

  it('is deterministic', () => {
    const text = '### Kop\n\n- **een**\n- [twee](https://a.nl)\n\nEinde';
    expect(renderRichText(text)).toBe(renderRichText(text));
  });
});

describe('richTextPlain', () => {
  it('gives the readable blocks without formatting or link addresses, separated by blank lines', () => {
    expect(richTextPlain('### Let op\n\nTil met je **benen** en lees [de regels](https://a.nl).\n\n1. Een\n2. *Twee*')).toBe(
      'Let op\n\nTil met je benen en lees de regels.\n\nEen\n\nTwee',
    );
  });

  it('leaves empty list items out but numbers the blocks in reading order, one per data-block', () => {
    for (const text of ['- a\n-\n- b\n  - c\n\n  d\n- e', '# x\n\n> y\n> > z\n\n    w', '1. a\n\n   b\n\n   - c']) {
      const { html, text: plain } = richText(text);
      const numbers = [...html.matchAll(/data-block="(\d+)"/g)].map((m) => Number(m[1]));
      const blocks = plain === '' ? [] : plain.split('\n\n');
      expect(numbers).toEqual(blocks.map((_, i) => i));
    }
    expect(renderRichText('- a\n-\n- b')).toBe('<ul><li data-block="0">a</li><li></li><li data-block="1">b</li></ul>');
  });
});

describe('richTextProblem', () => {
  it('accepts the subset', () => {
    for (const text of [
      '### Kop\n\nTekst met **vet**, *cursief* en [een link](https://www.example.nl/pad?a=1&b=2#x).',
      '- een\n- twee\n\n1. drie',
      '[Mail ons](mailto:info@example.nl) of <https://example.nl> of www.example.nl',
      'a < b, 3<5, <5 kg, x > y, 5 * 3 = 15',
      '',
    ]) {
      expect(richTextProblem(text), text).toBeNull();
    }
  });

  it.each([
    ['a script block', '<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['a script inside a line', 'Lees dit <script>alert(1)</script> goed.', '<script>'],
    ['an image with an event handler', 'Kijk <img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', '<iframe src="https://evil.example"></if…'],
    ['a comment', 'Tekst <!-- verborgen --> tekst', '<!-- verborgen -->'],
    ['harmless-looking HTML', 'Dit is <b>vet</b>', '<b>'],
    ['a closing tag alone', 'einde</p>', '</p>'],
    ['HTML in a list item', '- <span style="color:red">rood</span>', '<span style="color:red">'],
    ['HTML in a link text', '[<em>x</em>](https://a.nl)', '<em>'],
    ['a tag Markdown does not take for one', '<svg/onload=alert(1)>', '<svg/onload=alert(1)>'],
    ['an escaped tag', 'Typ \\<script>alert(1)\\</script>', '<script>'],
    ['a tag in code', 'Het `<b>` teken', '<b>'],
    ['a tag in a code block', '    <img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['a < right before a letter', 'als x<y is', '<y is'],
  ])('refuses %s, quoting it', (_, text, found) => {
    const problem = richTextProblem(text);
    expect(problem).toBe(
      `De tekst bevat HTML-code (${found}). Dat is niet toegestaan. Gebruik de knoppen voor kopjes, lijsten, vet, cursief en links. ` +
        'Bedoel je het teken <, zet er dan een spatie achter.',
    );
  });

  it('shortens a long quote to one line', () => {
    expect(richTextProblem(`<div>\n${'x'.repeat(100)}\n</div>`)).toContain('(<div> xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…)');
  });

  it('refuses images, also inside a link', () => {
    const image = 'Een afbeelding kan niet in een tekst staan. Gebruik een afbeeldingsonderdeel voor afbeeldingen.';
    expect(richTextProblem('![Bord](https://a.nl/bord.png)')).toBe(image);
    expect(richTextProblem('[![Bord](https://a.nl/b.png)](https://a.nl)')).toBe(image);
  });

  it.each([
    ['javascript:', '[Klik hier](javascript:alert(1))', 'Klik hier'],
    ['javascript: in capitals', '[Klik](JaVaScRiPt:alert(1))', 'Klik'],
    ['javascript: after spaces', '[Klik]( javascript:alert(1))', 'Klik'],
    ['an entity in the scheme', '[Klik](jav&#x61;script:alert(1))', 'Klik'],
    ['a named entity for the colon', '[Klik](javascript&colon;alert(1))', 'Klik'],
    ['an encoded tab in the scheme', '[Klik](java&#x09;script:alert(1))', 'Klik'],
    ['an autolink', '<javascript:alert(1)>', 'javascript:alert(1)'],
    ['data:', '[Plaatje](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'Plaatje'],
    ['vbscript:', '[Klik](vbscript:msgbox(1))', 'Klik'],
    ['file:', '[Bestand](file:///etc/passwd)', 'Bestand'],
    ['a relative address', '[Modules](/cp/modules)', 'Modules'],
    ['a protocol-relative address', '[Elders](//evil.example)', 'Elders'],
    ['a reference definition', '[Klik][a]\n\n[a]: javascript:alert(1)', 'Klik'],
    ['a link in a list', '- [**Vet**](javascript:x)', 'Vet'],
    ['http: without slashes', '[Raar](https:javascript:alert(1))', 'Raar'],
  ])('refuses a link with %s, naming its text', (_, text, name) => {
    expect(richTextProblem(text)).toMatch(
      new RegExp(`^De link "${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" gaat naar ".+"\\. Een link moet beginnen met https://, http:// of mailto:\\. Pas het adres aan\\.$`),
    );
  });

  it('refuses a link without text', () => {
    expect(richTextProblem('[](https://a.nl)')).toBe('De link naar "https://a.nl" heeft geen tekst. Geef de link woorden die de lezer ziet.');
    expect(richTextProblem('[ ](https://a.nl)')).toMatch(/heeft geen tekst/);
  });

  it('refuses text nested too deeply to parse, and still renders it (as plain paragraphs) without throwing', () => {
    const deep = `${'> '.repeat(6000)}<script>alert(1)</script>\n\nnog een`;
    expect(richTextProblem(deep)).toBe(
      'De opmaak van de tekst is te diep genest (te veel lijsten of citaten in elkaar). Maak de opmaak eenvoudiger.',
    );
    const html = renderRichText(deep);
    expectHarmless(html);
    expect(html).toMatch(/^<p data-block="0">(&gt; )+&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/p>\n<p data-block="1">nog een<\/p>$/);
  });

  it('reports the first problem in reading order', () => {
    expect(richTextProblem('[a](/x)\n\n<b>b</b>')).toMatch(/^De link "a"/);
    expect(richTextProblem('<b>b</b>\n\n[a](/x)')).toMatch(/^De tekst bevat HTML-code/);
  });
});

/**
 * OWASP XSS filter evasion cheat sheet style vectors, written as an author might paste them. Each is refused
 * by richTextProblem, and rendered harmless by renderRichText anyway (content that skipped the check).
 */
const REFUSED_VECTORS = [
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<script>alert(String.fromCharCode(88,83,83))</script>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//xss.example/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=https://xss.example/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<details open ontoggle=alert(1)>',
  '<STYLE>@import\'https://xss.example/xss.css\';</STYLE>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="javascript:alert(1)">klik</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<video><source onerror="alert(1)"></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  'Tekst\n\n<div>\n\n*markdown* in HTML <img src=x onerror=alert(1)>\n\n</div>',
  '[a](javascript:alert(1))',
  '[a](javascript://%0aalert(1))',
  '[a](JAVASCRIPT:alert(1))',
  '[a](javascript&#58;alert(1))',
  '[a](&#106;avascript:alert(1))',
  '[a](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))',
  '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[a](vbscript:msgbox(1))',
  '[a](<javascript:alert(1)>)',
  '<javascript:alert(1)>',
  '<JaVaScRiPt:alert(1)>',
  '![x](javascript:alert(1))',
  '![x" onerror="alert(1)](https://a.nl/x.png)',
  '[![x](https://a.nl/x.png)](javascript:alert(1))',
  '[x][1]\n\n[1]: javascript:alert(1)',
  '[a](//xss.example)',
];

/**
 * Vectors that are no links or HTML to Markdown: they render as text (some are refused anyway as text that
 * looks like HTML).
 */
const TEXT_VECTORS = [
  '![x](https://a.nl/x.png" onerror="alert(1))',
  '[a](<https://a.nl/x onmouseover=alert(1)>)',
  '[a](java\nscript:alert(1))',
  '[a](java\tscript:alert(1))',
  '[a](\u0001javascript:alert(1))',
  '[a](javascript :alert(1))',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  'javascript:alert(1)',
  '`<script>alert(1)</script>`',
  '    <script>alert(1)</script>',
  '```html\n<img src=x onerror=alert(1)>\n```',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '\\<script\\>alert(1)\\</script\\>',
  '\\<a onmouseover="alert(document.cookie)"\\>xxs link\\</a\\>',
];

describe('XSS vectors', () => {
  it.each(REFUSED_VECTORS)('refuses %s', (vector) => {
    expect(richTextProblem(vector)).not.toBeNull();
  });

  it('drops a link title, so a quote in it cannot break out of an attribute', () => {
    const vector = '[a](https://a.nl "title\\" onmouseover=\\"alert(1)")';
    expect(richTextProblem(vector)).toBeNull();
    expect(renderRichText(vector)).toBe('<p data-block="0"><a href="https://a.nl" rel="noopener noreferrer" target="_blank" aria-describedby="link-new-tab">a</a></p>');
  });

  it.each([...REFUSED_VECTORS, ...TEXT_VECTORS])('renders %s harmless', (vector) => {
    expectHarmless(renderRichText(vector));
  });

  it('shows script that skipped the check as text, never as a tag', () => {
    expect(renderRichText('<script>alert(1)</script>')).toBe('<p data-block="0">&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(renderRichText('a <img src=x onerror=alert(1)> b')).toBe('<p data-block="0">a &lt;img src=x onerror=alert(1)&gt; b</p>');
    expect(renderRichText('&#60;script&#62;')).toBe('<p data-block="0">&amp;#60;script&amp;#62;</p>');
  });

  it('renders generated texts of Markdown and HTML fragments harmless, with one plain block per data-block', () => {
    const fragment = fc.constantFrom(
      ...REFUSED_VECTORS,
      ...TEXT_VECTORS,
      '<',
      '>',
      '"',
      "'",
      '&',
      '&#',
      'javascript:',
      'on',
      'error=',
      '[',
      '](',
      ')',
      '![',
      '**',
      '*',
      '_',
      '`',
      '\\',
      '\n',
      '\n\n',
      '- ',
      '1. ',
      '# ',
      '> ',
      '    ',
      '|',
      'https://a.nl',
      'mailto:a@b.nl',
      'tekst',
    );
    const source = fc.oneof(fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join('')), fc.string({ unit: 'grapheme-ascii', maxLength: 80 }));
    fc.assert(
      fc.property(source, (text) => {
        const { html, text: plain } = richText(text);
        expectHarmless(html);
        expect(renderRichText(text)).toBe(html);
        const numbers = [...html.matchAll(/data-block="(\d+)"/g)].map((m) => Number(m[1]));
        expect(numbers).toEqual(plain === '' ? [] : plain.split('\n\n').map((_, i) => i));
      }),
      { numRuns: 400 },
    );
  });

  it('renders any Unicode text harmless', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expectHarmless(renderRichText(text));
      }),
      { numRuns: 200 },
    );
  });
});
