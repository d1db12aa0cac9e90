/** Pure pieces of the accounts server: TOTP against RFC 6238's vectors, the secret box, backup codes, the throttle's wording, argon2 parameters. */
import { describe, expect, it } from "vitest";
import { BACKUP_CODE_COUNT, generateBackupCodes, normalizeBackupCode } from "../../server/auth/backup-codes";
import { minutesToWait, throttleMessage } from "../../server/auth/login-throttle";
import { formatPhrase } from "#common/i18n/phrase";
import { ARGON2_OPTIONS, dummyVerify, hashPassword, needsRehash, verifyPassword } from "../../server/auth/passwords";
import { createSecretBox, secretBoxFor } from "../../server/auth/secret-box";
import { formatManualKey, generateTotpSecret, matchTotp, totpCode, totpStep, totpUri } from "../../server/auth/totp";
import { passwordResetMail } from "../../server/mail/templates";
import { redactUrl, requestLogSerializer } from "../../server/http/redact";

// RFC 6238 appendix B, SHA-1: the ASCII key "12345678901234567890"; the 6-digit codes are the last six digits of the 8-digit ones.
const RFC_KEY = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP", () => {
  it.each(RFC_VECTORS)("matches RFC 6238 at %i s", (seconds, eight) => {
    const at = new Date(seconds * 1000);
    expect(totpCode(RFC_KEY, at)).toBe(eight.slice(2));
    expect(matchTotp(RFC_KEY, eight.slice(2), at)).toBe(totpStep(at));
  });

  it("accepts one step either side, returning the code's own step, and refuses two", () => {
    const at = new Date(1_800_000_015_000);
    const step = totpStep(at);
    for (const offset of [-1, 0, 1]) expect(matchTotp(RFC_KEY, totpCode(RFC_KEY, new Date(at.getTime() + offset * 30_000)), at)).toBe(step + offset);
    for (const offset of [-2, 2]) expect(matchTotp(RFC_KEY, totpCode(RFC_KEY, new Date(at.getTime() + offset * 30_000)), at)).toBeNull();
    expect(matchTotp(RFC_KEY, "12345", at)).toBeNull();
    expect(matchTotp(RFC_KEY, "abcdef", at)).toBeNull();
  });

  it("makes 160-bit secrets, shown in groups of four, in the Key Uri Format", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
    expect(formatManualKey("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(totpUri("JBSWY3DPEHPK3PXP", "BrightPath Academy", "maria.g")).toBe(
      "otpauth://totp/BrightPath%20Academy:maria.g?secret=JBSWY3DPEHPK3PXP&issuer=BrightPath%20Academy&algorithm=SHA1&digits=6&period=30",
    );
  });
});

describe("secret box", () => {
  const box = createSecretBox("x".repeat(48));

  it("seals with a fresh nonce and opens for the same context only", () => {
    const a = box.seal("JBSWY3DPEHPK3PXP", "user-1");
    const b = box.seal("JBSWY3DPEHPK3PXP", "user-1");
    expect(a).not.toBe(b);
    expect(a).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(a, "user-1")).toBe("JBSWY3DPEHPK3PXP");
    expect(() => box.open(a, "user-2")).toThrow();
  });

  it("refuses an altered value and another application secret", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "user-1");
    const [v, iv, body, tag] = sealed.split(".");
    // Another character in place of the second-to-last one (a whole 6 bits of data, never padding).
    const flipped = body!.slice(0, -2) + (body!.at(-2) === "A" ? "B" : "A") + body!.slice(-1);
    expect(flipped).not.toBe(body);
    expect(() => box.open([v, iv, flipped, tag].join("."), "user-1")).toThrow();
    expect(() => createSecretBox("y".repeat(48)).open(sealed, "user-1")).toThrow();
    expect(() => box.open("plain", "user-1")).toThrow();
  });

  it("of an app is read again after a failed read, and kept once read", async () => {
    const app = { config: { appSecret: undefined }, db: {} };
    let reads = 0;
    const readGenerated = async () => {
      reads += 1;
      if (reads === 1) throw new Error("Connection terminated unexpectedly");
      return "z".repeat(48);
    };
    await expect(secretBoxFor(app, readGenerated)).rejects.toThrow("Connection terminated unexpectedly");
    const loaded = await secretBoxFor(app, readGenerated);
    expect(loaded.open(loaded.seal("JBSWY3DPEHPK3PXP", "user-1"), "user-1")).toBe("JBSWY3DPEHPK3PXP");
    expect(await secretBoxFor(app, readGenerated)).toBe(loaded);
    expect(reads).toBe(2);
  });
});

describe("backup codes", () => {
  it("gives 10 distinct codes without look-alike characters", () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(BACKUP_CODE_COUNT);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });

  it("reads a typed code without case, spaces or hyphens, and refuses anything else", () => {
    expect(normalizeBackupCode("K7QM-2XWD")).toBe("k7qm2xwd");
    expect(normalizeBackupCode(" k7qm 2xwd ")).toBe("k7qm2xwd");
    expect(normalizeBackupCode("k7qm2xw")).toBeNull();
    expect(normalizeBackupCode("k7qm-2xw0")).toBeNull();
    expect(normalizeBackupCode("123456")).toBeNull();
  });
});

describe("sign-in throttle wording", () => {
  it("says how many whole minutes to wait, at least one", () => {
    expect(formatPhrase("en", throttleMessage(15))).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
    expect(formatPhrase("en", throttleMessage(1))).toBe("Too many sign-in attempts. Please try again in 1 minute.");
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60_000)).toBe(1);
    expect(minutesToWait(60_001)).toBe(2);
    expect(minutesToWait(14 * 60_000 + 20_000)).toBe(15);
  });

  it("says it to a Spanish reader in Spanish", () => {
    expect(formatPhrase("es", throttleMessage(15))).toBe("Demasiados intentos de inicio de sesión. Inténtelo de nuevo en 15 minutos.");
    expect(formatPhrase("es", throttleMessage(1))).toBe("Demasiados intentos de inicio de sesión. Inténtelo de nuevo en 1 minuto.");
  });
});

describe("passwords", () => {
  it("hashes with argon2id m=19456 KiB, t=2, p=1 and a random salt", async () => {
    const a = await hashPassword("Correct-Horse-7");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword("Correct-Horse-7")).not.toBe(a);
    expect(await verifyPassword(a, "Correct-Horse-7")).toBe(true);
    expect(await verifyPassword(a, "correct-horse-7")).toBe(false);
    expect(needsRehash(a)).toBe(false);
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it("treats a value that is not an argon2 hash as a wrong password, and the dummy check as a failure", async () => {
    expect(await verifyPassword("!test-only", "anything")).toBe(false);
    expect(await dummyVerify("Correct-Horse-7")).toBe(false);
  });
});

describe("password reset mail", () => {
  it("carries the link, the account name, the expiry and no markup", () => {
    const mail = passwordResetMail("maria@example.com", "maria", "https://school.example/reset-password?token=abc", "en");
    expect(mail).toMatchObject({ kind: "account.password_reset", to: "maria@example.com", subject: "Reset your BrightPath Academy password" });
    expect(mail.text).toContain("\nhttps://school.example/reset-password?token=abc\n");
    expect(mail.text).toContain('account "maria"');
    expect(mail.text).toContain("expires in 1 hour");
    expect(mail.text).toContain("\nOffice hours: Mon-Fri, 8 AM - 6 PM EST");
    expect(mail.html).toBeUndefined();
  });

  it("is in the account's language", () => {
    const mail = passwordResetMail("maria@example.com", "maria", "https://school.example/es/reset-password?token=abc", "es");
    expect(mail.subject).toBe("Restablezca su contraseña de BrightPath Academy");
    expect(mail.text).toContain('Alguien pidió restablecer la contraseña de la cuenta de BrightPath Academy "maria".');
    expect(mail.text).toContain("\nhttps://school.example/es/reset-password?token=abc\n");
    expect(mail.text).toContain("Horario de oficina: lunes a viernes");
    expect(mail.text).not.toContain("Office hours");
  });
});

describe("request logs", () => {
  it("never record a reset token or code from a page address", () => {
    expect(redactUrl("/reset-password?token=abcDEF123_-")).toBe("/reset-password?token=[redacted]");
    expect(redactUrl("/x?a=1&token=abc&b=2#frag")).toBe("/x?a=1&token=[redacted]&b=2#frag");
    expect(redactUrl("/x?Code=123456")).toBe("/x?Code=[redacted]");
    expect(redactUrl("/our-school?tokens=1")).toBe("/our-school?tokens=1");
    const entry = requestLogSerializer({
      method: "GET",
      url: "/reset-password?token=secret",
      headers: {},
      host: "h",
      ip: "1.2.3.4",
      socket: { remotePort: 5 },
    } as never);
    expect(entry).toEqual({ method: "GET", url: "/reset-password?token=[redacted]", version: undefined, host: "h", remoteAddress: "1.2.3.4", remotePort: 5 });
  });
});
