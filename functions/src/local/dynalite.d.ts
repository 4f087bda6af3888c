declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface Options {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
  }
  function dynalite(opts?: Options): Server;
  export default dynalite;
}
