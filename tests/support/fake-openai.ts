/**
 * Starts the fake OpenAI-compatible server (tests/fakes/openai.mjs) on a free port of 127.0.0.1
 * for a Vitest file; `close()` stops it. `requests()` is what it answered so far.
 */
import type { AddressInfo } from "node:net";
import { createFakeOpenAI } from "../fakes/openai.mjs";

export interface FakeOpenAIRequest {
  path: string;
  model: string;
  prompt: string;
  status: number;
  /** The client hung up before the answer was complete (Stop, timeout). */
  aborted: boolean;
  stream?: boolean;
  maxTokens?: number | null;
  /** The response format asked for ("json_schema", "json_object"), if any. */
  responseFormat?: string | null;
}

export interface FakeOpenAI {
  /** The base URL to give the SDK (OPENAI_BASE_URL), ending in /v1. */
  baseURL: string;
  requests(): Promise<FakeOpenAIRequest[]>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const server = createFakeOpenAI();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseURL: `${origin}/v1`,
    requests: async () => (await (await fetch(`${origin}/_log`)).json()) as FakeOpenAIRequest[],
    reset: async () => {
      await fetch(`${origin}/_reset`, { method: "POST" });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
