// entry point: filled in by the platform work (see functions/src/app.ts)
export const handler = async (): Promise<unknown> => ({ statusCode: 503 });
