/**
 * TOTP secrets at rest, encrypted under a key derived with HKDF-SHA256 from the application secret
 * (APP_SECRET, or the one generated into the settings table outside production). Changing the
 * application secret makes stored TOTP secrets unreadable: the affected users set up two-factor
 * authentication again (README, "Configuration").
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

export interface SecretBox {
  /** AES-256-GCM with a random 96-bit nonce; `context` (the user id) is authenticated, so a value cannot be moved to another account. */
  seal(plaintext: string, context: string): string;
  /** The plaintext, or throws when the value was altered, sealed for another context or under another key. */
  open(sealed: string, context: string): string;
}

function derive(appSecret: string, info: string) {
  return Buffer.from(hkdfSync("sha256", Buffer.from(appSecret, "utf8"), Buffer.from("brightpath-accounts", "utf8"), Buffer.from(info, "utf8"), 32));
}

export function createSecretBox(appSecret: string): SecretBox {
  const encryptionKey = derive(appSecret, "totp-secret-encryption-v1");
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", encryptionKey, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [VERSION, iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
    },
    open(sealed, context) {
      const [version, iv, body, tag] = sealed.split(".");
      if (version !== VERSION || !iv || !body || !tag) throw new Error("not a sealed value");
      const decipher = createDecipheriv("aes-256-gcm", encryptionKey, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

const boxes = new WeakMap<object, Promise<SecretBox>>();

/**
 * The secret box of an app, keyed from config.appSecret or the secret generated into the settings
 * table (server/app.ts creates it before the API is registered). Only a box that loaded is kept: a
 * failed read (the database briefly unreachable) fails its own requests, and the next call reads again.
 */
export function secretBoxFor(app: { config: { appSecret: string | undefined }; db: unknown }, readGenerated: () => Promise<string | null>): Promise<SecretBox> {
  let box = boxes.get(app);
  if (!box) {
    const loading = (async () => {
      const secret = app.config.appSecret ?? (await readGenerated());
      if (!secret) throw new Error("no application secret to derive the 2FA keys from");
      return createSecretBox(secret);
    })();
    // Calls made while it loads share this load; a failure is forgotten so that a later call retries.
    loading.catch(() => {
      if (boxes.get(app) === loading) boxes.delete(app);
    });
    boxes.set(app, loading);
    box = loading;
  }
  return box;
}
