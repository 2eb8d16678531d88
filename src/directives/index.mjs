/**
 * Astro integration that registers the platform's own client directives (src/directives/).
 * @returns {import('astro').AstroIntegration}
 */
export default function clientDirectives() {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
        addClientDirective({ name: 'painted', entrypoint: './src/directives/painted.ts' });
      },
    },
  };
}
