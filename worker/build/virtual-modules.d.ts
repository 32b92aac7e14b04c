/** Build-time modules (see worker/build/*-plugin.ts). */
declare module 'virtual:common-passwords' {
  /** The most common passwords, lower case, one per line. */
  const list: string;
  export default list;
}

/** A file imported with Vite's `?inline`: its contents as a base64 `data:` URL (the card's fonts). */
declare module '*.ttf?inline' {
  const dataUrl: string;
  export default dataUrl;
}
