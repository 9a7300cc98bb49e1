/** A Markdown file, converted to HTML at build time by build/markdown.ts. */
declare module '*.md' {
  const html: string;
  export default html;
}
