// Tailwind CSS 4 runs as a single PostCSS plugin; it handles imports, nesting and prefixes itself.
const config = {
  plugins: {
    "@tailwindcss/postcss": {},
  },
};

export default config;
