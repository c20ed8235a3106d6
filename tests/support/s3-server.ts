/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 with an empty bucket in a temporary folder, for
 * the tests of the S3 media storage. The caller stops it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "~/media/storage.server";

export interface TestS3 {
  settings: S3Settings;
  /** The bucket's folder on disk, to check what the server holds. */
  directory: string;
  stop(): Promise<void>;
}

export async function startTestS3(bucket = "media-test"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
