import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/** TOTP as authenticator apps speak it (RFC 6238: SHA-1, 6 digits, 30 s), one step of clock drift either way. */
const PERIOD_S = 30;
const TOLERANCE_S = PERIOD_S;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes: 8 characters of an alphabet without look-alikes, written `xxxx-xxxx`. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/**
 * A staff member's second factor: TOTP secrets kept sealed (AES-256-GCM under a key derived from the
 * shop's secret, so a copy of the database alone does not give them away), recovery codes kept as
 * HMACs under the same secret.
 */
export function secondFactor(shopSecret: string) {
  const key = createHash("sha256").update(`staff-totp:${shopSecret}`).digest();
  const codeKey = createHash("sha256").update(`staff-recovery:${shopSecret}`).digest();

  return {
    newSecret: (): string => generateSecret(),

    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
    },

    open(sealed: string): string {
      const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      if (!iv || !tag || !data) throw new Error("a sealed TOTP secret of the wrong form");
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
    },

    /** The otpauth URL and its QR code (an SVG document) for the authenticator app. */
    async enrolment(secret: string, email: string, issuer: string) {
      const otpauthUrl = generateURI({ issuer, label: email, secret });
      const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M" });
      return { secret, otpauthUrl, qrSvg };
    },

    /**
     * The time step of a valid 6-digit code at `now`, or null. A step at or before `afterStep` (the
     * last one accepted) is refused, so a code seen once cannot be used again.
     */
    async acceptedStep(
      secret: string,
      code: string,
      now: Date,
      afterStep: number | null,
    ): Promise<number | null> {
      if (!/^\d{6}$/.test(code)) return null;
      const epoch = Math.floor(now.getTime() / 1000);
      const result = await verify({
        secret,
        token: code,
        epoch,
        epochTolerance: TOLERANCE_S,
        ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
      }).catch(() => null);
      return result?.valid && "timeStep" in result ? result.timeStep : null;
    },

    /** Ten new recovery codes (shown once) and what is stored of them. */
    newRecoveryCodes(): { codes: string[]; hashes: string[] } {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
        const bytes = randomBytes(8);
        const chars = [...bytes].map(
          (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length] as string,
        );
        return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
      });
      return { codes, hashes: codes.map((code) => this.recoveryHash(code)) };
    },

    /** What is stored of a recovery code (typed with or without its hyphen, any case). */
    recoveryHash(code: string): string {
      const normal = code.toLowerCase().replace(/[^a-z0-9]/g, "");
      return createHmac("sha256", codeKey).update(normal).digest("hex");
    },

    isRecoveryCodeForm: (code: string): boolean => /^[a-z0-9]{4}-?[a-z0-9]{4}$/i.test(code),
  };
}

export type SecondFactor = ReturnType<typeof secondFactor>;
