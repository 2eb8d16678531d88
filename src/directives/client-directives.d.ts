import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first interaction with the island, or with the element the value selects (interaction.ts). */
    'client:interaction'?: boolean | string;
    /** Hydrate right after the first frame is painted (painted.ts). */
    'client:painted'?: boolean;
  }
}
