declare module 'web-push-testing/src/server.js' {
  export default class WebPushTestingServer {
    constructor(model: unknown, port: number);
    startServer(): void;
    _server?: import('node:http').Server;
  }
}
declare module 'web-push-testing/src/PushApiModel.js' {
  const m: { PushApiModel: new () => unknown };
  export default m;
}
