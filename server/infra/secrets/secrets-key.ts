import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The key when SECRETS_KEY is not set (the embedded database, or development): made once into a file beside the data
 * folder (mode 0600), never into the database. Two processes starting together make one key: the file is created
 * exclusively, and the loser reads the winner's.
 */
export function keyFromFile(file: string): Buffer {
  try {
    return parseSecretsKey(readFileSync(file, "utf8").trim(), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return parseSecretsKey(readFileSync(file, "utf8").trim(), file);
}

/** 32 bytes in base64 (`openssl rand -base64 32`); anything else is refused with the reason. */
export function parseSecretsKey(text: string, where = "SECRETS_KEY"): Buffer {
  const key = Buffer.from(text, "base64");
  if (key.length !== 32 || key.toString("base64").replace(/=+$/, "") !== text.replace(/=+$/, "")) {
    throw new Error(`${where} must be 32 bytes in base64 (make one with: openssl rand -base64 32)`);
  }
  return key;
}

/** Where the key file of an embedded database lives: beside its data folder. */
export const keyFileBeside = (dataDir: string) => path.join(path.dirname(path.resolve(dataDir)), "secrets.key");

/** The key of this configuration: SECRETS_KEY, or the key file beside the embedded data folder. */
export const secretsKeyOf = (config: { secretsKey?: Buffer; secretsKeyFile: string }): Buffer =>
  config.secretsKey ?? keyFromFile(config.secretsKeyFile);
