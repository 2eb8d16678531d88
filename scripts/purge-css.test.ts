import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { purgeAppStylesheet } from './purge-css.mjs';

const APP = join(process.cwd(), 'src', 'styles', 'app.scss');
const OTHER = join(process.cwd(), 'src', 'features', 'profession-test', 'components', 'candidate', 'candidate.scss');

async function purge(css: string, from = APP): Promise<string> {
  return (await postcss([purgeAppStylesheet()]).process(css, { from })).css;
}

describe('purgeAppStylesheet', () => {
  it('keeps the visible focus, classes built from template strings and classes the source uses', async () => {
    const css = await purge(
      ':focus-visible{outline:3px solid}.player__save.is-saved{color:green}.tag.is-warning{color:#000}.header-link{display:flex}',
    );
    expect(css).toContain(':focus-visible{outline:3px solid}');
    expect(css).toContain('.player__save.is-saved');
    expect(css).toContain('.tag.is-warning');
    expect(css).toContain('.header-link');
  });

  it('drops classes and custom properties nothing uses, and keeps those that are used', async () => {
    const css = await purge(
      ':root{--bulma-unused-l:10%;--bulma-scheme-h:221;--focus-color:#1551c0}.container.is-fullhd{max-width:1344px}.box{color:hsl(var(--bulma-scheme-h),14%,4%)}',
    );
    expect(css).not.toContain('is-fullhd');
    expect(css).not.toContain('--bulma-unused-l');
    expect(css).toContain('--bulma-scheme-h');
    expect(css).toContain('--focus-color');
  });

  it('keeps element selectors, which Markdown output produces without a class', async () => {
    const css = await purge('.rich-text h4{font-size:1rem}blockquote{margin:0}');
    expect(css).toContain('.rich-text h4');
    expect(css).toContain('blockquote');
  });

  it('leaves every other stylesheet as it is', async () => {
    const input = '.container.is-fullhd{max-width:1344px}';
    expect(await purge(input, OTHER)).toBe(input);
  });
});
