import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first interaction with the island, or with the element the value selects (interaction.ts). */
    'client:interaction'?: boolean | string;
    /** Hydrate once the page's first content is on screen (first contentful paint; painted.ts). */
    'client:painted'?: boolean;
  }
}
