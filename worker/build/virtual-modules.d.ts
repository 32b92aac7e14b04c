/** Build-time modules (see worker/build/*-plugin.ts). */
declare module 'virtual:common-passwords' {
  /** The most common passwords, lower case, one per line. */
  const list: string;
  export default list;
}
