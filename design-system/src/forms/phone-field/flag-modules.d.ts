// country-flag-icons ships one module per flag without its own type declarations.
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
