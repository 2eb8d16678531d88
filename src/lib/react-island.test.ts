/**
 * Every component a page hydrates with a `client:` directive carries Astro's React renderer tag
 * (react-island.ts), so Astro renders it once per page instead of twice.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASTRO_RENDERER } from './react-island';

/** Every .astro file under `dir`. */
function astroFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? astroFiles(path) : path.endsWith('.astro') ? [path] : [];
  });
}

/** `{ name, from }` of each component used with a `client:` directive, from its default import. */
function islands(): { file: string; name: string; from: string }[] {
  return astroFiles('src').flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const names = new Set([...source.matchAll(/<([A-Z]\w*)\b[^>]*?\sclient:[a-z]+/gs)].map((match) => match[1]!));
    return [...names].map((name) => {
      const from = new RegExp(`import\\s+${name}\\b[^;]*?from\\s+'([^']+)'`).exec(source)?.[1];
      if (!from) throw new Error(`${file}: geen standaardimport voor ${name}`);
      return { file, name, from };
    });
  });
}

describe('islands', () => {
  const found = islands();

  it('are found in the pages', () => {
    expect(found.map((island) => island.name)).toEqual(expect.arrayContaining(['Player', 'NotificationMenu', 'LoadingOverlay', 'ModuleEditor', 'TemplateEditor']));
  });

  it.each(found)('$name ($file) is tagged as a React component for the server render', async ({ from }) => {
    const module = (await import(/* @vite-ignore */ from.replace(/^#src\//, '../'))) as { default: Record<symbol, unknown> };
    expect(module.default[ASTRO_RENDERER]).toBe('@astrojs/react');
  });
});
