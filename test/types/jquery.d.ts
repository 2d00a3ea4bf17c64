// The tests use jQuery only to check that the platform's jQuery events reach jQuery listeners.
declare module 'jquery' {
  interface JQueryObject {
    on(name: string, handler: (event: unknown, ...args: unknown[]) => void): JQueryObject;
    off(name: string, handler?: (event: unknown, ...args: unknown[]) => void): JQueryObject;
    trigger(name: string, args?: unknown[]): JQueryObject;
    triggerHandler(name: string, args?: unknown[]): unknown;
    get(index: number): unknown;
  }
  const jQuery: (target: unknown) => JQueryObject;
  export default jQuery;
}
