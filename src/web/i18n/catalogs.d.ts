declare module 'virtual:catalog/*' {
  const catalog: import('./runtime').Catalog;
  export default catalog;
}
