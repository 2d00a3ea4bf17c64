export declare const ROOT: string;
export interface DemoServer {
  url: string;
  dbFile: string;
  stop(): Promise<void>;
  output(): string;
}
export declare function startDemoServer(options?: {
  timeoutMs?: number;
  env?: Record<string, string>;
  quiet?: boolean;
  label?: string;
}): Promise<DemoServer>;
