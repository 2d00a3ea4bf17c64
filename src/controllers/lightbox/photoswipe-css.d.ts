/** PhotoSwipe's stylesheet, imported as text (the bundlers load .css files as strings). */
declare module 'photoswipe/style.css' {
  const css: string;
  export default css;
}
